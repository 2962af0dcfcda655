import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@league/ui/styles.css';
import './shell/shell.css';
import { App } from './router';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
