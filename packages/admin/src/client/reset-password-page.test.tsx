import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { adminHandlers, configHandler, createAdminStore, type AdminStore } from '../testing';
import { ResetPasswordPage } from './reset-password-page';
import { renderAt } from './test-utils';

const server = setupServer();
let store: AdminStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = createAdminStore();
  server.use(configHandler(), ...adminHandlers(store));
});
afterEach(() => server.resetHandlers());

const routes = { '/forgot-password': <ResetPasswordPage /> };

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'NewPass222') {
  await user.type(screen.getByLabelText(/^Registered Email/), 'asha@league.local');
  await user.type(screen.getByLabelText(/^Phone Number/), '9876543210');
  await user.type(screen.getByLabelText(/^New Password/), password);
}

describe('Reset Password', () => {
  it('has the three fields, the hint, both links and the trouble text', () => {
    renderAt('/forgot-password', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Registered Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone Number/)).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('Use 8+ chars with a mix of letters & numbers.');
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/admin-auth');
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Trouble resetting? Contact admin or try again after a few minutes.')).toBeInTheDocument();
  });

  it('requires every field and sends nothing until they are filled', async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password', routes);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.getByText('Registered email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('New password is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Registered Email/)).toHaveFocus();
    expect(store.calls).toEqual([]);
  });

  it('shows Processing… while busy, then the success text with the server message, and goes to /admin-auth after 2.5 s', async () => {
    server.use(
      http.post('*/api/admin/reset-password', async ({ request }) => {
        store.calls.push({ call: 'POST /api/admin/reset-password', body: await request.json() });
        await delay(200);
        return HttpResponse.json({ success: true, message: 'If the details match an admin account, a confirmation link has been sent.' });
      }),
    );
    const user = userEvent.setup();
    renderAt('/forgot-password', routes);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('button', { name: 'Processing…' })).toBeDisabled();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('✅ Password reset successfully. Redirecting to login...');
    expect(status).toHaveTextContent('If the details match an admin account, a confirmation link has been sent.');
    const shownAt = Date.now();
    expect(store.calls[0]!.body).toEqual({ email: 'asha@league.local', phone: '9876543210', newPassword: 'NewPass222' });
    expect(await screen.findByText('Landed on another page /admin-auth', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2300);
  });

  it("shows the server's message when it refuses (a weak password is checked there)", async () => {
    const user = userEvent.setup();
    renderAt('/forgot-password', routes);
    await fill(user, 'weakpass');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use 8+ chars with a mix of letters & numbers.');
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  });

  it('falls back to the generic text when the server gives no message', async () => {
    server.use(http.post('*/api/admin/reset-password', () => HttpResponse.error()));
    const user = userEvent.setup();
    renderAt('/forgot-password', routes);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('❌ Something went wrong. Please try again.');
  });
});
