import type { ThemeConfig } from 'antd';

/**
 * antd's default theme, with the secondary text and placeholder greys darkened just enough to pass
 * WCAG AA contrast (4.5:1) on white, as axe checks in e2e/backoffice.spec.ts.
 */
export const theme: ThemeConfig = {
  token: {
    colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
    colorTextDescription: 'rgba(0, 0, 0, 0.65)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  },
};
