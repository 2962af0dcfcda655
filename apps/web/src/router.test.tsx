import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, preloadRoute, routes } from './router';
import { about } from './content/about';

describe('a screen loaded ahead of its first render (as the entry does)', () => {
  // The shell's data never arrives here: only the first render matters.
  afterEach(() => vi.unstubAllGlobals());

  it('shows at once, with no loading placeholder in between', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await preloadRoute('/about');
    const router = createMemoryRouter(routes, { initialEntries: ['/about'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: about.title })).toBeInTheDocument();
  });
});
