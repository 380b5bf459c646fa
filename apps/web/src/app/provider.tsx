import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import type { ErrorInfo, ReactNode } from 'react';
import { Component, useEffect } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';

import { ErrorNotice } from '../components/ui/error-notice';
import { SandboxMarker } from '../components/ui/sandbox-marker';
import { authSession } from '../features/auth/auth-store';
import type { AppLanguage } from '../i18n';
import { currentLanguage, i18n } from '../i18n';
import { antdLocaleOf } from '../i18n/antd-locale';
import { api } from '../lib/api';
import { queryClient } from '../lib/query-client';
import { userQueryKey } from '../lib/user';
import { loginPath } from '../config/paths';

interface Navigator {
  navigate: (to: string, options?: { replace?: boolean }) => Promise<void>;
  state: { location: { pathname: string; search: string } };
}

/**
 * The composition root of the session: the api-client reads and writes the token through the auth
 * store, forgets the cached user with it, and sends the user to login through the router.
 */
export function connectApi(router: Navigator): void {
  api.configure({
    session: {
      ...authSession,
      clear() {
        authSession.clear();
        queryClient.removeQueries({ queryKey: userQueryKey });
      },
    },
    goToLogin() {
      const { pathname, search } = router.state.location;
      void router.navigate(loginPath(pathname + search), { replace: true });
    },
  });
}

/**
 * Imperative antd-mobile UI (Dialog.confirm, ActionSheet, Toast) renders outside the ConfigProvider
 * tree and reads the global default instead: keep it on the app language too.
 */
function syncImperativeLocale(language: string) {
  setDefaultConfig({ locale: antdLocaleOf(language as AppLanguage) });
}
syncImperativeLocale(currentLanguage());
i18n.on('languageChanged', syncImperativeLocale);

function LocalizedConfig({ children }: { children: ReactNode }) {
  const { i18n: instance } = useTranslation();
  const language = (instance.language || currentLanguage()) as AppLanguage;
  useEffect(() => {
    // Server texts (game names, notices) are localized too: fetch them again in the new language.
    const refetch = () => void queryClient.invalidateQueries({ queryKey: ['site'] });
    instance.on('languageChanged', refetch);
    return () => instance.off('languageChanged', refetch);
  }, [instance]);
  return <ConfigProvider locale={antdLocaleOf(language)}>{children}</ConfigProvider>;
}

class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorNotice fullPage title={i18n.t('common.loadDataFailed')}>
        <a href="/">{i18n.t('common.goHome')}</a>
      </ErrorNotice>
    );
  }
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <LocalizedConfig>
            {children}
            <SandboxMarker />
          </LocalizedConfig>
        </QueryClientProvider>
      </I18nextProvider>
    </ErrorBoundary>
  );
}
