import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FollowButton } from './follow-button';

const TEAM = '0b7c6f0e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const MATCH = '5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716';
const ENDPOINT = 'https://push.example.org/send/abc';
// A 65-byte uncompressed P-256 point, base64url (0x04 then 64 bytes).
const PUBLIC_KEY = Buffer.from([4, ...Array.from({ length: 64 }, (_, i) => i)]).toString('base64url');

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** The browser's push machinery and the server, stood in for. */
function browser({ permission = 'granted', answer }: { permission?: NotificationPermission; answer?: (call: Call) => Response | Promise<Response> } = {}) {
  const calls: Call[] = [];
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, expirationTime: null, keys: { p256dh: 'BPub', auth: 'auth' } }),
    unsubscribe: vi.fn(async () => true),
  };
  let current: typeof subscription | null = null;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register, ready: Promise.resolve(registration) }, configurable: true });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { requestPermission: vi.fn(async () => permission) });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { method: init.method!, url, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) };
      calls.push(call);
      if (answer) return answer(call);
      if (url === '/api/push/key') return Response.json({ success: true, data: { publicKey: PUBLIC_KEY } });
      return Response.json({ success: true, data: {} }, { status: call.method === 'POST' ? 201 : 200 });
    }),
  );
  return {
    calls,
    register,
    pushManager,
    subscription,
    subscribed: () => {
      current = subscription;
    },
  };
}

/** What the browser already follows (localStorage `league.push`). */
const keep = (follow: { teamIds: string[]; matchIds: string[] }, settings = {}) => localStorage.setItem('league.push', JSON.stringify({ follow, ...settings }));
const stored = () => JSON.parse(localStorage.getItem('league.push') ?? 'null');
const status = () => screen.getByRole('status');

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('FollowButton', () => {
  it('subscribes with the server key and posts the whole follow list', async () => {
    const push = browser();
    keep({ teamIds: [], matchIds: [MATCH] });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    const button = screen.getByRole('button', { name: 'Follow' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);

    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true'));
    expect(status()).toHaveTextContent('Following Kaveri Kings.');
    expect(push.register).toHaveBeenCalledWith('/push-sw.js');
    expect(push.pushManager.subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: PUBLIC_KEY });
    expect(push.calls.map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/push/key', 'POST /api/push/subscriptions']);
    expect(push.calls[1]!.body).toEqual({
      subscription: push.subscription.toJSON(),
      follow: { teamIds: [TEAM], matchIds: [MATCH] },
    });
    expect(stored()).toEqual({ follow: { teamIds: [TEAM], matchIds: [MATCH] } });
  });

  it('is busy while it works', async () => {
    let reply!: (response: Response) => void;
    browser({ answer: (call) => (call.url.endsWith('key') ? Response.json({ data: { publicKey: PUBLIC_KEY } }) : new Promise((done) => (reply = done))) });
    render(<FollowButton matchId={MATCH} name="Kings vs Avengers" />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled();
    reply(Response.json({ success: true, data: {} }, { status: 201 }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Following' })).toBeEnabled());
    expect(stored()).toEqual({ follow: { teamIds: [], matchIds: [MATCH] } });
  });

  it("says the server's message when it refuses, and follows nothing", async () => {
    browser({
      answer: (call) =>
        call.url.endsWith('key')
          ? Response.json({ success: true, data: { publicKey: PUBLIC_KEY } })
          : Response.json({ success: false, message: 'Follow at most 50 teams and 50 matches' }, { status: 400 }),
    });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(status()).toHaveTextContent('Follow at most 50 teams and 50 matches'));
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(stored()).toBeNull();
  });

  it('says to try again when the network fails', async () => {
    browser({
      answer: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(status()).toHaveTextContent('Could not connect. Try again.'));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeEnabled();
  });

  it('says how to allow notifications when they are blocked', async () => {
    const push = browser({ permission: 'denied' });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(status()).toHaveTextContent("Notifications are blocked: allow them in this site's settings."));
    expect(push.calls).toEqual([]);
  });

  it('says plainly when the browser has no push, and how an iPhone gets it', async () => {
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(status()).toHaveTextContent('This browser cannot show notifications.'));

    // Safari on an iPhone not added to the home screen: no PushManager, `standalone` false.
    Object.defineProperty(navigator, 'standalone', { value: false, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(status()).toHaveTextContent('To get notifications on an iPhone, add this site to your home screen first.'));
    Reflect.deleteProperty(navigator, 'standalone');
  });

  it('sends half a quiet time as it is, and shows what the server says', async () => {
    const push = browser({
      answer: (call) => Response.json({ success: false, message: 'Quiet hours are HH:MM to HH:MM' }, { status: call.method === 'POST' ? 400 : 200 }),
    });
    push.subscribed();
    keep({ teamIds: [TEAM], matchIds: [] });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Notification settings' }));
    fireEvent.change(screen.getByLabelText('Quiet until'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Quiet hours are HH:MM to HH:MM'));
    expect(push.calls.at(-1)!.body).toMatchObject({ quietHours: { from: '', to: '07:00' } });
    expect(stored()).toEqual({ follow: { teamIds: [TEAM], matchIds: [] } });
  });

  it('unfollowing the last thing stops the subscription', async () => {
    const push = browser();
    push.subscribed();
    keep({ teamIds: [TEAM], matchIds: [] }, { wickets: true });
    render(<FollowButton teamId={TEAM} name="Kaveri Kings" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Following' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false'));
    expect(status()).toHaveTextContent('Stopped following Kaveri Kings.');
    expect(push.calls).toEqual([{ method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: ENDPOINT } }]);
    expect(push.subscription.unsubscribe).toHaveBeenCalled();
    expect(stored()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Notification settings' })).toBeNull();
  });

  it('saves each-wicket and quiet hours with the list, and stops everything in one tap', async () => {
    const push = browser();
    push.subscribed();
    keep({ teamIds: [TEAM], matchIds: [MATCH] });
    render(<FollowButton matchId={MATCH} name="Kings vs Avengers" />);
    const settings = await screen.findByRole('button', { name: 'Notification settings' });
    expect(settings).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(settings);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toBeVisible();

    fireEvent.click(screen.getByLabelText('Each wicket too'));
    fireEvent.change(screen.getByLabelText('Quiet from'), { target: { value: '22:00' } });
    fireEvent.change(screen.getByLabelText('Quiet until'), { target: { value: '07:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('Settings saved.'));
    expect(push.pushManager.subscribe).not.toHaveBeenCalled();
    expect(push.calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/push/subscriptions',
      body: {
        subscription: push.subscription.toJSON(),
        follow: { teamIds: [TEAM], matchIds: [MATCH] },
        wickets: true,
        quietHours: { from: '22:00', to: '07:00' },
      },
    });
    expect(stored()).toMatchObject({ wickets: true, quietHours: { from: '22:00', to: '07:00' } });

    fireEvent.click(screen.getByRole('button', { name: 'Stop all notifications' }));
    await waitFor(() => expect(status()).toHaveTextContent('All notifications stopped.'));
    expect(push.calls.at(-1)).toEqual({ method: 'DELETE', url: '/api/push/subscriptions', body: { endpoint: ENDPOINT } });
    expect(push.subscription.unsubscribe).toHaveBeenCalled();
    expect(stored()).toBeNull();
    expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });
});
