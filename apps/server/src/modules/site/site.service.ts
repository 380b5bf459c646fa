import type { HomeData } from '@fairdraw/contract';
import { type MessageLanguage, findGame, hallCategories, textOf } from '@fairdraw/rules';

import type { GameRow } from '../games/games.service';

import { noticeText } from './site-texts';

export const serviceUrl = '/pages/customer_service/customer_service';

/** Numeric comparison of dotted versions ("1.10.0" > "1.9.2"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const pb = b.split('.').map((p) => Number.parseInt(p, 10) || 0);
  for (let i = 0; i < Math.max(pa.length, pb.length); i += 1) {
    const diff = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  return 0;
}

/** /index/index and /getPackage. */
export function createSiteService(deps: {
  version: string;
  minAppVersion: string;
  appDownloadUrl: string;
  sandboxPayments?: boolean;
}) {
  return {
    /**
     * `gameRows` come from the games table (order, on/off and schedules are data); `notices` are the
     * newest announcements, and the welcome notice stands in while there are none.
     */
    home(lang: MessageLanguage, gameRows: readonly GameRow[], notices: HomeData['notices'] = []): HomeData {
      return {
        banners: [],
        notices: notices.length
          ? notices
          : [
              {
                id: 0,
                title: noticeText(lang, 'notice.welcome.title'),
                body: noticeText(lang, 'notice.welcome.body'),
              },
            ],
        games: gameRows
          .filter((g) => g.enabled)
          .flatMap((g) => {
            const definition = findGame(g.code);
            if (!definition) return [];
            return [
              {
                code: g.code,
                family: g.family,
                name: textOf(lang, definition.nameKey),
                category: g.category,
                icon: definition.icon,
                intervalSec: g.intervalSec,
              },
            ];
          }),
        categories: hallCategories.map((code) => ({ code, name: textOf(lang, `hall.${code}`) })),
        serviceUrl,
        version: deps.version,
        sandboxPayments: deps.sandboxPayments === true,
      };
    },

    /** `force` only when the caller is below the configured minimum version. */
    getPackage(input: { platform: string; version: string }) {
      return {
        latest: deps.version,
        url: deps.appDownloadUrl,
        force: compareVersions(input.version, deps.minAppVersion) < 0,
      };
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
