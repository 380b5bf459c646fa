import type { ThemeConfig } from 'antd';

/**
 * antd's default theme with darker brand and status colours: the defaults (#1677ff, #52c41a,
 * #ff4d4f, #faad14) put white or tinted text under WCAG AA contrast (4.5:1), which axe checks in
 * e2e/backoffice.spec.ts. These are the same hues one or two palette steps darker.
 */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#0958d9',
    colorLink: '#0958d9',
    colorSuccess: '#237804',
    colorSuccessText: '#135200',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffd591',
    colorErrorText: '#a8071a',
    colorWarningText: '#873800',
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    colorInfo: '#0958d9',
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
};
