// Tests only: react-i18next imports this CommonJS shim, which would `require` the repo root's React 18.
// React 19 has the hook built in, which is all the shim would return anyway.
export { useSyncExternalStore } from 'react';
