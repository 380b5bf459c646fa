import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import { AppProvider, createQueryClient } from '../app/provider';
import { type OperatorSession, session } from '../lib/session';

export const financeOperator: OperatorSession = { token: 'op-token', account: 'cashier', role: 'finance' };

/** Renders a screen inside the app's providers, signed in as `operator` (null: signed out). */
export function renderScreen(ui: ReactElement, operator: OperatorSession | null = financeOperator) {
  session.set(operator);
  return render(<AppProvider client={createQueryClient()}>{ui}</AppProvider>);
}
