import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { countBets, findPlay, playsOf, settle, zodiacYearAt } from '@fairdraw/rules';

import { fundedPlayer, openIssue, requestId } from '../../../test/betting-fixtures';
import { type AnyData, type TestApp, buildTestApp, rowsOf } from '../../../test/helper';

/*
 * The last Mark Six plays of the catalogue (ADR 041) (regular parlay, zodiac pairing, zodiac × tail) and typed-entry
 * plays (only five-ball has them) go the whole way: seeded into game_rates at start, listed by
 * /game/list, placed through makeOrder (counted with the issue's zodiac year), drawn with a fixed
 * result written by hand, and settled to exactly what rules.settle pays.
 */

const markSixBets = [
  { play: 'ZMGG', selection: [['big'], ['red'], [], [], [], []] },
  { play: 'ZMGG', selection: [['odd'], [], ['green'], [], [], ['tailBig']] },
  ...['EQZ', 'EZT', 'TC'].flatMap((base) => [
    { play: `${base}_SXDP`, selection: [['horse'], ['rat']] },
    { play: `${base}_XCWS`, selection: [['horse'], ['tail1']] },
  ]),
];
/** Regular 30 02 01 07 13 03, special 19: big and red on places 1-2; horse and rat numbers in 2026. */
const markSixDraw = [30, 2, 1, 7, 13, 3, 19];

const fiveBallTyped = playsOf('ffc').filter((p) => p.rows.some((r) => r.entry));
const typedBets = [
  { play: 'ZX5_S', selection: [['12345', '54321']] },
  // The first group-form single, with one winning and one losing entry.
  ...fiveBallTyped
    .filter((p) => p.rows[0]?.entry?.form === 'group6')
    .slice(0, 1)
    .map((p) => ({ play: p.code, selection: [['123', '789']] })),
];
const fiveBallDraw = [1, 2, 3, 4, 5];

describe('issue 13 plays through makeOrder and settlement', () => {
  let t: TestApp;
  beforeAll(async () => {
    // No scheduler: the issue is drawn by hand with a fixed result.
    t = await buildTestApp({ config: { timeScale: 10 }, drawScheduler: false }); // Mark Six every 30 s
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the new plays with their seeded default rates', async () => {
    const list = await t.get<AnyData>('/game/list', { lang: 'en' });
    const lhc = (list.body.data.list as { code: string; playGroups: { code: string }[] }[]).find(
      (g) => g.code === 'lhc',
    );
    const codes = (lhc?.playGroups ?? []).map((g) => g.code);
    for (const bet of markSixBets) expect(codes).toContain(bet.play);
    const [rates] = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from game_rates where game_code = 'lhc' and play_code = 'ZMGG'`,
      ),
    );
    expect(Number(rates?.n)).toBe(Object.keys(findPlay('lhc', 'ZMGG')?.defaultRates ?? {}).length);
  });

  // Before the by-hand draw below: without a scheduler no later issue opens.
  it('refuses a zodiac pairing bet whose preview was counted with another year', async () => {
    const player = await fundedPlayer(t, 1_000_000);
    const issue = await openIssue(t, 'lhc', 1_000);
    const year = zodiacYearAt(`${issue.slice(0, 4)}-${issue.slice(4, 6)}-${issue.slice(6, 8)}`);
    // The year's animal owns 5 numbers: with a 4-number animal that is 20 pairs, never 16.
    const yearAnimalCode = [
      'rat',
      'ox',
      'tiger',
      'rabbit',
      'dragon',
      'snake',
      'horse',
      'goat',
      'monkey',
      'rooster',
      'dog',
      'pig',
    ][(((year - 1 + 9) % 12) + 12) % 12] as string;
    const other = yearAnimalCode === 'rat' ? 'ox' : 'rat';
    const res = await t.post<AnyData>(
      '/user/makeOrder',
      {
        game: 'lhc',
        issue,
        requestId: requestId(),
        bets: [
          {
            play: 'EQZ_SXDP',
            selection: [[yearAnimalCode], [other]],
            unitPrice: 100,
            multiple: 1,
            betCount: 16,
          },
        ],
      },
      { token: player.token },
    );
    expect(res.body.code).not.toBe(0);
    expect(JSON.stringify(res.body.data)).toContain('betCount');
  });

  for (const [game, bets, numbers] of [
    ['lhc', markSixBets, markSixDraw],
    ['ffc', typedBets, fiveBallDraw],
  ] as const) {
    it(`${game}: places one bet of each play and pays what rules.settle pays`, async () => {
      expect(bets.length).toBeGreaterThan(1);
      const player = await fundedPlayer(t, 10_000_000);
      const issue = await openIssue(t, game, 1_000);
      const placed = await t.post<AnyData>(
        '/user/makeOrder',
        {
          game,
          issue,
          requestId: requestId(),
          bets: bets.map((b) => ({ ...b, unitPrice: 200, multiple: 1 })),
        },
        { token: player.token },
      );
      expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);

      const [row] = rowsOf<{ id: number; draw_at: string | Date }>(
        await t.db.execute(
          sql`select id, draw_at from draw_issues where game_code = ${game} and issue = ${issue}`,
        ),
      );
      const issueId = Number(row?.id);
      // The year draws.service would label this draw with (operator's date of the draw time).
      const zodiacYear =
        game === 'lhc'
          ? zodiacYearAt(`${issue.slice(0, 4)}-${issue.slice(4, 6)}-${issue.slice(6, 8)}`)
          : null;
      const context = zodiacYear === null ? {} : { zodiacYear };
      placed.body.data.bets.forEach((b: { betCount: number }, i: number) => {
        const bet = bets[i];
        expect(b.betCount, bet?.play).toBe(countBets(game, bet?.play ?? '', bet?.selection ?? [], context));
      });

      await t.db.execute(sql`
        update draw_issues
           set result = ${JSON.stringify(numbers)}::jsonb, seed = ${'ab'.repeat(32)},
               zodiac_year = ${zodiacYear}, drawn_at = now()
         where id = ${issueId}`);
      await t.app.fairdraw.settlement.settleIssue(issueId);

      const settled = rowsOf<{
        play_code: string;
        status: string;
        payout_fen: string | number;
        rates: unknown;
      }>(
        await t.db.execute(
          sql`select play_code, status, payout_fen, rates from bets where issue_id = ${issueId} and user_id = ${player.userId} order by id`,
        ),
      );
      expect(settled).toHaveLength(bets.length);
      const outcomes = new Set<string>();
      settled.forEach((s, i) => {
        const bet = bets[i];
        const rates = (typeof s.rates === 'string' ? JSON.parse(s.rates) : s.rates) as Record<string, number>;
        const expected = settle(
          game,
          bet?.play ?? '',
          bet?.selection ?? [],
          { numbers, ...context },
          200,
          rates,
        );
        expect([s.play_code, s.status, Number(s.payout_fen)]).toEqual([
          bet?.play,
          expected.outcome,
          expected.payoutFen,
        ]);
        outcomes.add(expected.outcome);
      });
      // The fixed draws make some bets win: the payouts are not all zero by accident.
      expect(outcomes.has('won')).toBe(true);
      await t.assertLedgerInvariant();
    }, 60_000);
  }
});
