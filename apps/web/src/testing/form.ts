import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Toast } from 'antd-mobile';

import { authSession } from '../features/auth/auth-store';
import { api } from '../lib/api';
import { showToast } from '../lib/toast';
import type { RecordedCall } from './fetch-mock';
import { envelope, mockFetch, pathOf } from './fetch-mock';

/** The app's real session (as the api client sees it): a feature's test signs in and out through it. */
export { authSession };

/** Types into the field labelled `label`. */
export function typeInto(label: string, value: string): void {
  fireEvent.change(inputLabelled(label), { target: { value } });
}

/** The <input> labelled `label` (not antd-mobile's wrapper that carries the same aria-label). */
export function inputLabelled(label: string): HTMLInputElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input as HTMLInputElement;
}

/**
 * Serves the API from `answers` by path (code 0 with null data for any other path), with the app's
 * real session and toast, so server messages show up on screen as they would in the app.
 */
export function serveApi(answers: Record<string, (call: RecordedCall) => Response> = {}) {
  const mock = mockFetch((call) => answers[pathOf(call)]?.(call) ?? envelope(0, null));
  api.configure({ fetch: mock.fetch, session: authSession, toast: showToast, goToLogin: () => undefined });
  return mock;
}

/** Toasts live outside the rendered tree: close them and wait until they have left the page. */
export async function clearToasts(): Promise<void> {
  Toast.clear();
  await waitFor(() => {
    if (document.querySelector('.adm-toast-mask')) throw new Error('a toast is still open');
  });
}
