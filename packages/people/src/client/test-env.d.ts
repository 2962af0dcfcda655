// jest-dom's matchers are installed by the shared vitest setup; this gives tsc their types.
import '@testing-library/jest-dom/vitest';
