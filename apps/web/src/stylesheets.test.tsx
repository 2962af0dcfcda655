/**
 * The routes' stylesheets (stylesheets.tsx): inlined by the prerender, linked in the browser
 * unless the page already carries them, and always ahead of everything else React hoists.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, UNSAFE_FrameworkContext } from 'react-router';
import type { ComponentProps } from 'react';
import { InlineStylesheets, type StylesheetReader } from './inline-styles';
import { Stylesheets } from './stylesheets';

type Framework = NonNullable<ComponentProps<typeof UNSAFE_FrameworkContext.Provider>['value']>;

// React keeps the stylesheets it has seen for the page's life: each test its own file.
function renderWith(CSS: string, reader: StylesheetReader | null) {
  const framework = { manifest: { routes: { root: { id: 'root', css: [CSS] } } } } as unknown as Framework;
  const router = createMemoryRouter([
    {
      id: 'root',
      path: '/',
      element: (
        <UNSAFE_FrameworkContext.Provider value={framework}>
          <InlineStylesheets value={reader}>
            <Stylesheets />
          </InlineStylesheets>
        </UNSAFE_FrameworkContext.Provider>
      ),
    },
  ]);
  return render(<RouterProvider router={router} />);
}

// happy-dom fetches no CSS: a stylesheet React links counts as loaded, as in a browser.
beforeAll(() => {
  (window as unknown as { happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }).happyDOM.settings.handleDisabledFileLoadingAsSuccess =
    true;
});

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('style, link').forEach((n) => n.remove());
});

describe('the routes’ stylesheets', () => {
  it('are inlined, text and all, when the prerender can read the build', () => {
    const CSS = '/assets/style-inline.css';
    renderWith(CSS, (href) => (href === CSS ? '.hero{color:red}' : ''));
    const style = document.head.querySelector(`style[data-href="${CSS}"]`);
    expect(style?.textContent).toBe('.hero{color:red}');
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  // (That the prerendered document has them before React Router's module preloads is
  // checked on the built pages: e2e prerender.spec.ts.)
  it('are linked in the browser', () => {
    const CSS = '/assets/style-linked.css';
    renderWith(CSS, null);
    expect(document.head.querySelector(`link[rel="stylesheet"][href="${CSS}"]`)).not.toBeNull();
  });

  // React writes a page's stylesheets as one <style> whose data-href lists them all.
  it.each([
    ['carries them inline', '/assets/style-alone.css', '/assets/style-alone.css'],
    ['wrote several into one inline <style>', '/assets/style-second.css', '/assets/style-first.css /assets/style-second.css'],
  ])('are not fetched again when the prerendered page %s', (_, CSS, dataHref) => {
    const inline = document.createElement('style');
    inline.dataset.href = dataHref;
    inline.dataset.precedence = 'default';
    inline.textContent = '.hero{color:red}';
    document.head.append(inline);
    renderWith(CSS, null);
    expect(document.head.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
    expect(document.head.querySelector('style')?.textContent).toBe('.hero{color:red}');
  });
});
