import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import '@league/ui/styles.css';
import './shell/shell.css';
import { App, createQueryClient, preloadRoute } from './router';
import { frameState } from './frame/state';

function start() {
  const container = document.getElementById('root')!;
  const client = createQueryClient();
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  if (container.hasAttribute('data-frame')) {
    // The build's frame (build/first-paint.ts) painted this screen's first render already,
    // from these query results if it loaded any: adopt that markup instead of rebuilding it,
    // in slices that leave the main thread free.
    for (const [key, data] of frameState().queries) client.setQueryData(key, data);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

// The screen's chunk first, so the first render shows the screen rather than a loading
// placeholder (a chunk that will not load is reported by the route's error element). Not a
// top-level await: the screens' chunks share modules with this one.
void preloadRoute(window.location.pathname)
  .catch(() => undefined)
  .then(start);
