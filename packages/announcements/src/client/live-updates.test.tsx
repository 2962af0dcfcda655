import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within, fireEvent } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse, delay } from 'msw';
import { SessionProvider, setApiBase } from '@league/core/client';
import { announcementsHandlers, makeAnnouncement, type AnnouncementsStore } from '../testing';
import { LiveUpdates } from './live-updates';

const store: AnnouncementsStore = { items: [], requests: [] };
// The league plays in India; the browser may be anywhere (the form names the league's zone).
const leagueConfig = http.get('*/api/config', () =>
  HttpResponse.json({
    leagueName: 'League',
    leagueShortName: 'L',
    googleClientId: null,
    registrationFormUrl: null,
    timeZone: 'Asia/Kolkata',
    contactEmail: null,
    contactPhone: null,
    social: { instagram: null, youtube: null, facebook: null },
    passwordLogin: false,
  }),
);
const server = setupServer(leagueConfig, ...announcementsHandlers(store));

beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  store.items = [
    makeAnnouncement({ title: 'Season opener', message: 'Sunday 7 AM', type: 'EVENT', priority: 'HIGH' }),
    makeAnnouncement({ title: 'Ground change', message: 'Sector 9', type: 'ALERT', priority: 'MEDIUM', startsAt: '2020-01-05T04:30:00.000Z' }),
    makeAnnouncement({ title: 'Draft note', message: 'Not yet', isActive: false }),
  ];
  store.requests = [];
});

const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
function signInAs(role: string) {
  localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', role })}.sig`);
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role }));
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <LiveUpdates />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByTestId('announcement');

describe('Live Updates for a visitor', () => {
  it('shows six placeholders, then the live announcements with their styling and no admin tools', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading announcements…');
    expect(screen.getAllByTestId('skeleton-cards')[0]!.children).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(2));
    const high = cards()[0]!;
    expect(within(high).getByRole('heading', { name: 'Season opener' })).toBeInTheDocument();
    expect(high).toHaveTextContent('Sunday 7 AM');
    expect(high).toHaveTextContent('EVENT');
    expect(high).toHaveTextContent('HIGH priority');
    expect(high).toHaveClass('ann--high');
    expect(cards()[1]).toHaveClass('ann--medium');
    expect(screen.queryByText('Draft note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /edit|delete/i })).not.toBeInTheDocument();
    expect(store.requests).toHaveLength(0);
  });

  it('says No announcements yet when there are none', async () => {
    store.items = [];
    renderSection();
    expect(await screen.findByText('No announcements yet')).toBeInTheDocument();
  });

  it('shows the red banner with the fallback text when loading fails', async () => {
    server.use(http.get('*/api/announcements/active', () => HttpResponse.json({}, { status: 500 })));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load announcements');
  });

  it('a non-admin signed-in user sees the visitor view', async () => {
    signInAs('user');
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /add/i })).not.toBeInTheDocument();
  });
});

describe('Live Updates for an admin', () => {
  beforeEach(() => signInAs('admin'));

  it('lists every announcement, with the Inactive badge', async () => {
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(within(cards()[2]!).getByText('Inactive')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('adds an announcement: required messages, Creating..., then it shows', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/announcements', async () => {
        await delay(150);
        return undefined;
      }),
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add announcement' }));
    const dialog = await screen.findByRole('dialog', { name: 'New announcement' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Message is required')).toBeInTheDocument();
    expect(store.requests).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(/Title/), '  Nets moved  ');
    await user.type(within(dialog).getByLabelText(/Message/), 'Practice at 5 PM');
    await user.selectOptions(within(dialog).getByLabelText('Priority'), 'HIGH');
    const expires = within(dialog).getByLabelText('Expires at');
    await waitFor(() => expect(expires).toHaveAccessibleDescription('Blank: no expiry. Times are Asia/Kolkata time.'));
    fireEvent.change(expires, { target: { value: '2030-01-05T10:00' } });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.requests[0]).toMatchObject({
      method: 'POST',
      // Sent as typed: the server reads it in the league's zone, not this browser's.
      body: { title: 'Nets moved', message: 'Practice at 5 PM', type: 'INFO', priority: 'HIGH', isActive: true, startsAt: null, expiresAt: '2030-01-05T10:00' },
    });
    expect(store.requests[0]!.authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(within(cards()[0]!).getByRole('heading')).toHaveTextContent('Nets moved'));
  });

  it('edits an announcement with Save / Saving...', async () => {
    const user = userEvent.setup();
    server.use(
      http.put('*/api/announcements/:id', async () => {
        await delay(150);
        return undefined;
      }),
    );
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Edit Ground change' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit announcement' });
    const title = await within(dialog).findByLabelText(/Title/);
    expect(title).toHaveValue('Ground change');
    // Saved instants are shown as the league's wall time (04:30Z is 10:00 in India).
    await waitFor(() => expect(within(dialog).getByLabelText('Starts at')).toHaveValue('2020-01-05T10:00'));
    expect(within(dialog).getByLabelText('Priority')).toHaveValue('MEDIUM');
    await user.clear(title);
    await user.type(title, 'Ground change (updated)');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.requests[0]).toMatchObject({ method: 'PUT', id: store.items[0]!._id, body: { title: 'Ground change (updated)', priority: 'MEDIUM' } });
    expect(await screen.findByRole('heading', { name: 'Ground change (updated)' })).toBeInTheDocument();
  });

  it('shows the server message, or Save failed, beside the buttons', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add announcement' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/Title/), 'T');
    await user.type(within(dialog).getByLabelText(/Message/), 'M');
    server.use(http.post('*/api/announcements', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Save failed');
    server.use(http.post('*/api/announcements', () => HttpResponse.json({ success: false, message: 'Admin access required' }, { status: 403 })));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Admin access required'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('deletes after confirmation, and alerts when deleting fails', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValue(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    renderSection();
    await waitFor(() => expect(cards()).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Delete Season opener' }));
    expect(confirm).toHaveBeenCalledWith('Delete this announcement?');
    expect(store.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete Season opener' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Season opener')).not.toBeInTheDocument();

    server.use(http.delete('*/api/announcements/:id', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Delete Ground change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed');
    expect(cards()).toHaveLength(2);
  });
});
