// Shared setup for jsdom tests: jest-dom matchers, cleanup, and a failing test on any
// console.error or unhandled rejection (docs/conventions.md: tests fail on console.error).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// findBy…/waitFor wait for an event up to this long. Testing Library's 1 s default fails a
// test whose next page module is still being transformed while other files run on 2 cores;
// a passing test does not wait any longer for it.
configure({ asyncUtilTimeout: 5_000 });

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  if (errors.length > 0) {
    const text = errors.map((a) => a.map(String).join(' ')).join('\n');
    throw new Error(`console.error was called during the test:\n${text}`);
  }
});

// jsdom lacks these; Radix and our theme code use them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
// React Router's <ScrollRestoration> scrolls the window on navigation; jsdom has no layout.
window.scrollTo = () => {};
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
