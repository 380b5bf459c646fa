import enUS from 'antd-mobile/es/locales/en-US';
import msMY from 'antd-mobile/es/locales/ms-MY';
import viVN from 'antd-mobile/es/locales/vi-VN';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';

import type { AppLanguage } from './index';

type AntdLocale = typeof enUS;

/** antd-mobile's own texts (dialog buttons, pickers) follow the app language; it defaults to zh-CN otherwise. */
const locales: Record<AppLanguage, AntdLocale> = { en: enUS, vi: viVN, tw: zhTW, my: msMY, zh: zhCN };

export function antdLocaleOf(language: AppLanguage): AntdLocale {
  return locales[language] ?? enUS;
}
