import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// A request no msw handler answers fails the test that made it (issue 34). msw's "error"
// strategy only logs it and fails the fetch, which a screen shows as an error state that a
// test may never look at; so the log line is caught here and turned into a failure.
const MSW_UNHANDLED = '[MSW] Error: intercepted a request without a matching request handler';
const unhandled: string[] = [];
const logError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const first = args[0];
  if (typeof first === 'string' && first.startsWith(MSW_UNHANDLED)) {
    unhandled.push(/•\s*(.+)/.exec(first)?.[1]?.trim() ?? first);
  }
  logError(...args);
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  if (unhandled.length) {
    const requests = unhandled.splice(0);
    throw new Error(`No msw handler answered ${requests.length === 1 ? 'this request' : 'these requests'}:\n  ${requests.join('\n  ')}`);
  }
});
