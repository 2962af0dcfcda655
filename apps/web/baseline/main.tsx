// B5: the JS floor of a React page built with the same Vite config (quality.md).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
