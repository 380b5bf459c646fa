import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { i18n } from '../../i18n';
import { envelope } from '../../testing/fetch-mock';
import { serveApi } from '../../testing/form';
import { renderWithProviders } from '../../testing/render';
import { SandboxMarker } from './sandbox-marker';

const homeData = (sandboxPayments: boolean) => ({
  banners: [],
  notices: [],
  games: [],
  categories: [],
  serviceUrl: '',
  version: '0.1.0',
  sandboxPayments,
});

describe('SandboxMarker (mocked API)', () => {
  it('says "sandbox money" in the current language while the server runs the sandbox gateway', async () => {
    serveApi({ '/index/index': () => envelope(0, homeData(true)) });
    await i18n.changeLanguage('vi');
    renderWithProviders(<SandboxMarker />);
    expect((await screen.findByTestId('sandbox-marker')).textContent).toBe(
      'Tiền thử nghiệm: không phải tiền thật',
    );
    await i18n.changeLanguage('en');
  });

  it('shows nothing when the sandbox is off', async () => {
    const mock = serveApi({ '/index/index': () => envelope(0, homeData(false)) });
    renderWithProviders(<SandboxMarker />);
    await waitFor(() => expect(mock.calls.length).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('sandbox-marker')).toBeNull();
  });
});
