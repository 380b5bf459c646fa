// Same order as main.tsx: zod is jitless before any schema parses, and antd-mobile's imperative
// APIs need the React 19 renderer first.
import '../lib/zod-without-eval';
import '../lib/antd-render';

import { Globals } from '@react-spring/web';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';

import { loadContractChecks } from '../config/env';
import { api, apiDefaults } from '../lib/api';
import { i18n, i18nReady } from '../i18n';
import { clearToasts } from './form';

// Texts load per language on demand (i18n/index.ts): every test starts with them loaded.
await i18nReady;
// Every answer and event frame is checked against the contract in tests (ADR 126): its module (zod and
// every schema) loads here once, not inside the first test's 5 s wait for a mocked answer.
await loadContractChecks?.();
// Toast and ActionSheet load on first use in the app (lib/toast.ts, language-picker.tsx); loaded here
// once, so a test's first toast does not wait for the module to be transformed on a busy machine.
await Promise.all([
  import('antd-mobile/es/components/toast'),
  import('antd-mobile/es/components/action-sheet'),
]);

// antd-mobile animates dialogs and popups with react-spring; on a busy CI machine a closing dialog
// lingered into the next test (two "Confirm" buttons). Tests check behaviour, not motion.
Globals.assign({ skipAnimation: true });
// findBy/waitFor wait up to 5 s (not 1 s): with every project's tests on two cores a lazy chunk or
// a mocked answer can take longer than a second to arrive; a real failure still fails.
configure({ asyncUtilTimeout: 5000 });

// Test files share one module graph per worker (vitest.config.ts: isolate false): every test starts
// from the API client's own configuration, whatever an earlier file configured.
const firstLanguage = i18n.language;
beforeEach(async () => {
  api.configure({ ...apiDefaults });
  if (i18n.language !== firstLanguage) await i18n.changeLanguage(firstLanguage);
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

// A toast closes on a real 1.5 s timer. One shown at a file's end (an error answer's toast) closed
// after jsdom was torn down, and React threw "window is not defined" into the run (CI failure in
// game-currents.test.ts). Close it while the page exists and let its root unmount (a 0 ms timer).
afterAll(async () => {
  await clearToasts();
  await new Promise((resolve) => setTimeout(resolve, 20));
});
