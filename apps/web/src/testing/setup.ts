// Same order as main.tsx: antd-mobile's imperative APIs need the React 19 renderer first.
import '../lib/antd-render';

import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
