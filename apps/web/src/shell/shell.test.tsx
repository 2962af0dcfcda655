import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import RequireAdmin from '../routes/require-admin';
import { NavBar } from './nav-bar';
import { Footer } from './footer';
// The shell's links come from react-router-dom: its router, not react-router's copy.
import { createMemoryRouter as createDomRouter, RouterProvider as DomRouterProvider } from 'react-router-dom';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home</p> },
      { path: '/login', element: <p>login</p> },
      { element: <RequireAdmin />, children: [{ path: '/finance', element: <p>finance</p> }] },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('admin-only routes', () => {
  it('send a visitor to /login', () => {
    renderAt('/finance');
    expect(screen.getByText('login')).toBeInTheDocument();
  });

  it('send a signed-in non-admin to /', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Ravi', role: 'player' }));
    localStorage.setItem('token', 'x.y.z');
    renderAt('/finance');
    expect(screen.getByText('home')).toBeInTheDocument();
  });

  it('let an admin through', () => {
    localStorage.setItem('user', JSON.stringify({ name: 'Asha', role: 'admin' }));
    localStorage.setItem('token', 'x.y.z');
    renderAt('/finance');
    expect(screen.getByText('finance')).toBeInTheDocument();
  });

  it('treat an unreadable stored user as signed out', () => {
    localStorage.setItem('user', '{oops');
    renderAt('/finance');
    expect(screen.getByText('login')).toBeInTheDocument();
  });
});

describe('the menu', () => {
  const ENTRIES = ['Home', 'About', 'Teams', 'Schedule', 'Gallery', 'Players', 'Standings', 'Stats'];

  function renderNav() {
    localStorage.clear();
    const router = createDomRouter([{ path: '*', element: <NavBar /> }], { initialEntries: ['/'] });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SessionProvider>
          <DomRouterProvider router={router} />
        </SessionProvider>
      </QueryClientProvider>,
    );
  }

  it("keeps spec 2's six entries in order and puts Standings and Stats one tap away on the desktop bar", () => {
    renderNav();
    const bar = screen.getByRole('navigation', { name: 'Main' });
    const links = within(bar)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('shell-link'));
    expect(links.map((link) => link.textContent)).toEqual(ENTRIES);
    expect(links.at(-2)).toHaveAttribute('href', '/standings');
    expect(links.at(-1)).toHaveAttribute('href', '/stats');
  });

  it('lists the same entries in the phone menu', () => {
    renderNav();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(menu)
      .getAllByRole('link')
      .filter((link) => link.classList.contains('shell-mobile__link'));
    expect(links.map((link) => link.textContent)).toEqual(ENTRIES);
  });
});

describe("the tab's title", () => {
  function renderFooter() {
    const router = createDomRouter(
      [
        { path: '/', element: <Footer /> },
        { path: '/stats', element: <Footer /> },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <DomRouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it("keeps the page's own title from the server on the first page, and names the league after a move", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ leagueName: 'Riverside League', leagueShortName: 'RL' }));
    try {
      document.title = 'Points table: Season 2026 | Riverside League';
      const router = renderFooter();
      await waitFor(() => expect(screen.getAllByText(/Riverside League/).length).toBeGreaterThan(0));
      expect(document.title).toBe('Points table: Season 2026 | Riverside League');
      await act(() => router.navigate('/stats'));
      await waitFor(() => expect(document.title).toBe('Riverside League'));
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('names the league on a first page the server gave no title (the build writes none)', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ leagueName: 'Riverside League', leagueShortName: 'RL' }));
    try {
      document.title = '';
      renderFooter();
      await waitFor(() => expect(document.title).toBe('Riverside League'));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
