// Adds the jest-dom matchers (toBeInTheDocument, toHaveAttribute...) to vitest's expect,
// and their types to the compiler because this file is part of tsconfig's include.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Testing Library only auto-cleans when vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
});
