import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';

import { i18n } from '../i18n';
import { createQueryClient } from '../lib/query-client';

/** Renders inside the app's providers with a fresh query cache and an in-memory router. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConfigProvider locale={enUS}>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}
