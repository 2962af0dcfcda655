/**
 * The scorer is an app of its own (installed on the scorer's phone, working offline): while
 * a scorer screen is open the page points at the scorer's manifest (/score.webmanifest,
 * built by vite-plugin-pwa, start_url /score inside scope /score) instead of the public
 * site's, so "Install" installs the scorer. Leaving the screen gives the site's back.
 */
import { useEffect } from 'react';

export const SCORER_MANIFEST = '/score.webmanifest';

export function useScorerManifest() {
  useEffect(() => {
    let link = document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const created = !link;
    if (!link) {
      link = document.createElement('link');
      link.rel = 'manifest';
      document.head.append(link);
    }
    const previous = link.getAttribute('href');
    link.setAttribute('href', SCORER_MANIFEST);
    return () => {
      if (created) link.remove();
      else if (previous !== null) link.setAttribute('href', previous);
    };
  }, []);
}
