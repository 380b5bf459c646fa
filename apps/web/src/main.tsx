import './lib/zod-without-eval';
import './lib/antd-render';
import 'antd-mobile/es/global';

import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { connectApi, AppProvider } from './app/provider';
import { createAppRouter, preloadFirstScreen } from './app/router';
import { i18nReady } from './i18n';
import { storage } from './lib/storage';
// Last, so the app's rules follow antd-mobile's component CSS in the one first stylesheet and win ties.
import './styles.css';

const router = createAppRouter();
connectApi(router);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

preloadFirstScreen(window.location.pathname, storage.get('token') !== null);
// The first render waits for the user's language, the one text chunk it needs.
await i18nReady;
const root = createRoot(container);
// As a transition, React renders the first screen in slices of a few milliseconds instead of one long
// task: the logo shell stays painted until it is done, and a slow phone stays responsive meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProvider>
        <router.AppRouter />
      </AppProvider>
    </StrictMode>,
  );
});
