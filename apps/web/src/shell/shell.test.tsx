import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import RequireAdmin from '../routes/require-admin';

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
