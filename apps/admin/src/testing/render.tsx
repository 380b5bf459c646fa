import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import { AppProvider, createQueryClient } from '../app/provider';
import { type OperatorSession, session } from '../lib/session';

export const financeOperator: OperatorSession = { token: 'op-token', account: 'cashier', role: 'finance' };

/**
 * Renders a screen inside the app's providers, signed in as `operator` (null: signed out). antd's
 * styles are collected, not written into the page (mock "server"): jsdom's getComputedStyle walks every
 * style rule on each call, and Testing Library asks it for every element a role query visits.
 */
export function renderScreen(ui: ReactElement, operator: OperatorSession | null = financeOperator) {
  session.set(operator);
  return render(
    <StyleProvider mock="server">
      <AppProvider client={createQueryClient()}>{ui}</AppProvider>
    </StyleProvider>,
  );
}
