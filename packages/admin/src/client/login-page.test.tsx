import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { adminHandlers, configHandler, createAdminStore, type AdminStore } from '../testing';
import { LoginPage } from './login-page';
import { renderAt, storedSession } from './test-utils';

// Google's widget cannot run here (no network, no GSI script): a stand-in hands over a
// credential or reports the widget's error, exactly as GoogleLogin's callbacks would.
const google = vi.hoisted(() => ({ credential: 'google-credential', providerClientId: '' }));
vi.mock('@react-oauth/google', () => ({
  GoogleOAuthProvider: ({ clientId, children }: { clientId: string; children: unknown }) => {
    google.providerClientId = clientId;
    return children;
  },
  GoogleLogin: ({ onSuccess, onError }: { onSuccess(r: { credential?: string }): void; onError(): void }) => (
    <div>
      <button type="button" onClick={() => onSuccess({ credential: google.credential })}>
        Google account
      </button>
      <button type="button" onClick={() => onError()}>
        Broken widget
      </button>
    </div>
  ),
}));

const server = setupServer();
let store: AdminStore;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  store = createAdminStore();
  google.credential = 'google-credential';
  google.providerClientId = '';
  server.use(configHandler({ googleClientId: 'client-123.apps.googleusercontent.com' }), ...adminHandlers(store));
});
afterEach(() => server.resetHandlers());

const routes = { '/login': <LoginPage />, '/admin-auth': <LoginPage /> };
const calls = (path: string) => store.calls.filter((c) => c.call === `POST ${path}`);

describe('Admin Login with Google', () => {
  it('shows the button, the note and the disabled explanation; success saves the session and opens /admin/dashboard', async () => {
    const user = userEvent.setup();
    renderAt('/login', routes);
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByText('Ensure OAuth is configured for this domain')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Only Admins and Forefathers are authorized to login' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');

    await user.click(await screen.findByRole('button', { name: 'Google account' }));
    expect(await screen.findByText('Landed on another page /admin/dashboard')).toBeInTheDocument();
    expect(google.providerClientId).toBe('client-123.apps.googleusercontent.com');
    expect(calls('/api/admin/google-login')).toEqual([{ call: 'POST /api/admin/google-login', body: { tokenId: 'google-credential' } }]);
    expect(storedSession()).toEqual({
      user: JSON.stringify({ name: 'Asha Rao', email: 'asha@league.local', role: 'admin' }),
      token: 'header.payload.signature',
    });
  });

  const failures: Array<[string, () => void, string]> = [
    [
      'a 401 reads as a configuration error',
      () => ((store.googleStatus = 401), (google.credential = 'expired')),
      'OAuth configuration error. Please contact the administrator.',
    ],
    ['a 403 shows the server message', () => (google.credential = 'stranger'), 'Only Admins and Forefathers are authorized to login'],
    [
      'a reply without a message falls back to the generic text',
      () => server.use(http.post('*/api/admin/google-login', () => HttpResponse.json({ success: false }, { status: 500 }))),
      'Google login failed. Please try again.',
    ],
    [
      'a network failure gives the generic text',
      () => server.use(http.post('*/api/admin/google-login', () => HttpResponse.error())),
      'Google login failed. Please try again.',
    ],
    [
      'success false gives the server message',
      () => server.use(http.post('*/api/admin/google-login', () => HttpResponse.json({ success: false, message: 'Account paused' }))),
      'Account paused',
    ],
    [
      'success false without a message gives the generic text',
      () => server.use(http.post('*/api/admin/google-login', () => HttpResponse.json({ success: false }))),
      'Google login failed. Please try again.',
    ],
  ];
  for (const [name, arrange, message] of failures) {
    it(`stays signed out when ${name}`, async () => {
      arrange();
      const user = userEvent.setup();
      renderAt('/login', routes);
      await user.click(await screen.findByRole('button', { name: 'Google account' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(storedSession()).toEqual({ user: null, token: null });
    });
  }

  it('says to check the OAuth configuration when the widget itself fails', async () => {
    const user = userEvent.setup();
    renderAt('/login', routes);
    await user.click(await screen.findByRole('button', { name: 'Broken widget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google login failed. Please check OAuth configuration.');
    expect(store.calls).toEqual([]);
  });

  it('stores role admin when the server sends no user (spec 3)', async () => {
    server.use(http.post('*/api/admin/google-login', () => HttpResponse.json({ success: true, message: 'ok', token: 't.o.k' })));
    const user = userEvent.setup();
    renderAt('/login', routes);
    await user.click(await screen.findByRole('button', { name: 'Google account' }));
    await screen.findByText(/Landed on another page/);
    expect(storedSession()).toEqual({ user: JSON.stringify({ role: 'admin' }), token: 't.o.k' });
  });

  it('ignores a second attempt while the first is in flight', async () => {
    // The first answer is held until the second click and the typed code have landed.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('*/api/admin/google-login', async ({ request }) => {
        store.calls.push({ call: 'POST /api/admin/google-login', body: await request.json() });
        await answered;
        return HttpResponse.json({ success: true, message: 'ok', token: 't.o.k', user: store.user });
      }),
    );
    const user = userEvent.setup();
    renderAt('/login', routes);
    const button = await screen.findByRole('button', { name: 'Google account' });
    await user.click(button);
    await waitFor(() => expect(calls('/api/admin/google-login')).toHaveLength(1));
    await user.click(button);
    await user.type(screen.getByLabelText('Sign-in code or link'), 'good-code{Enter}');
    answer();
    await screen.findByText(/Landed on another page/);
    expect(store.calls.map((c) => c.call)).toEqual(['POST /api/admin/google-login']);
  });

  it('offers no Google button when no client id is configured', async () => {
    server.use(configHandler({ googleClientId: null }));
    renderAt('/login', routes);
    expect(await screen.findByText(/Google sign-in is not set up on this site yet/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Google account' })).not.toBeInTheDocument();
    expect(google.providerClientId).toBe('');
  });
});

describe('Admin Login with a one-time link', () => {
  it('exchanges ?code= at once and opens the dashboard', async () => {
    renderAt('/login?code=good-code', routes);
    expect(await screen.findByText('Landed on another page /admin/dashboard')).toBeInTheDocument();
    expect(calls('/api/admin/link-login')).toEqual([{ call: 'POST /api/admin/link-login', body: { code: 'good-code' } }]);
    expect(JSON.parse(storedSession().user!)).toMatchObject({ name: 'Asha Rao', role: 'admin' });
  });

  it('shows the server message for a used or expired link', async () => {
    renderAt('/admin-auth?code=spent-code', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('This sign-in link is invalid or has expired.');
    expect(storedSession().token).toBeNull();
  });

  it('takes a pasted link or code in the form', async () => {
    const user = userEvent.setup();
    renderAt('/login', routes);
    await user.click(screen.getByRole('button', { name: 'Sign in with code' }));
    expect(screen.getByText('Paste the code or link you were given.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Sign-in code or link'), 'http://league.test/login?code=good-code');
    await user.click(screen.getByRole('button', { name: 'Sign in with code' }));
    await screen.findByText(/Landed on another page/);
    expect(calls('/api/admin/link-login')[0]!.body).toEqual({ code: 'good-code' });
  });
});

describe('Admin Login, other ways', () => {
  it('shows password sign-in only when the server enables it', async () => {
    renderAt('/login', routes);
    await screen.findByRole('button', { name: 'Google account' });
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('signs in with a password when enabled', async () => {
    server.use(configHandler({ passwordLogin: true }));
    const user = userEvent.setup();
    renderAt('/login', routes);
    await user.type(await screen.findByLabelText(/^Email/), 'asha@league.local');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    await user.clear(screen.getByLabelText(/^Password/));
    await user.type(screen.getByLabelText(/^Password/), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Landed on another page /admin/dashboard');
  });

  it('changes nothing when a reset link is opened; confirms only with the password typed and the button', async () => {
    const user = userEvent.setup();
    renderAt('/login?reset=good-reset', routes);
    await screen.findByRole('heading', { name: 'Confirm your new password' });
    // Opening the link sends nothing (issue 18): a request sent on opening would be recorded
    // before the one the button sends, so the only call must be the button's.
    expect(calls('/api/admin/reset-password/confirm')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^New password you asked for/), 'NewPass222');
    await user.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByText(/Your new password is now active\./)).toBeInTheDocument();
    expect(calls('/api/admin/reset-password/confirm')).toEqual([
      { call: 'POST /api/admin/reset-password/confirm', body: { token: 'good-reset', newPassword: 'NewPass222' } },
    ]);
  });

  it('explains a spent reset link', async () => {
    const user = userEvent.setup();
    renderAt('/login?reset=old', routes);
    await user.type(await screen.findByLabelText(/^New password you asked for/), 'NewPass222');
    await user.click(screen.getByRole('button', { name: 'Confirm new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Reset Password' })).toHaveAttribute('href', '/forgot-password');
  });
});
