import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';

import { session } from '../lib/session';
import { contractMismatches } from './fetch-mock';

// findBy/waitFor wait up to 5 s: the whole suite shares two cores (see the web setup).
configure({ asyncUtilTimeout: 5000 });

// antd's responsive grid and tables ask matchMedia, which jsdom lacks.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

// antd measures with ResizeObserver and reads pseudo-element styles; jsdom has neither.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
vi.stubGlobal('ResizeObserver', NoResizeObserver);
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  session.reload();
  // Every mocked answer must fit the contract (fetch-mock.ts); checked after the cleanup, so a
  // failing check does not leave this test's screen in the next one.
  const found = contractMismatches.splice(0);
  expect(found, 'mocked answers the contract refuses').toEqual([]);
});
