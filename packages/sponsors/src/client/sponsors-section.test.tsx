import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { delay, http, HttpResponse } from 'msw';
import { SessionProvider, setApiBase } from '@league/core/client';
import { makeSponsor, sponsorsHandlers, type SponsorsStore } from '../testing';
import { SponsorsSection } from './sponsors-section';

const store: SponsorsStore = { items: [], requests: [] };
const server = setupServer(...sponsorsHandlers(store));

beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  store.items = [
    makeSponsor({ companyName: 'Shree Ganesh Sports', ownerName: 'Ramesh Patil', companyOverview: 'Bats, pads and leather balls since 1998.' }),
    makeSponsor({ companyName: 'Kiran Stationers & Xerox', companyOverview: 'Scorecards and posters.' }),
    makeSponsor({ companyName: 'Hotel Sahyadri Family Restaurant', ownerName: 'Prakash Shetty' }),
  ];
  store.requests = [];
});

const b64 = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '');
function signInAsAdmin() {
  localStorage.setItem('token', `${b64({ alg: 'HS256' })}.${b64({ sub: 'u1', role: 'admin' })}.sig`);
  localStorage.setItem('user', JSON.stringify({ name: 'Asha', role: 'admin' }));
}

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <SponsorsSection />
      </SessionProvider>
    </QueryClientProvider>,
  );
}

const cards = () => screen.getAllByTestId('sponsor');

describe('Our Sponsors for a visitor', () => {
  it('shows six placeholders, then cards with initials, name, owner and overview', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading sponsors…');
    expect(screen.getByTestId('skeleton-cards').children).toHaveLength(6);
    await waitFor(() => expect(cards()).toHaveLength(3));
    const first = cards()[0]!;
    expect(first).toHaveTextContent('SG');
    expect(within(first).getByRole('heading', { name: 'Shree Ganesh Sports' })).toBeInTheDocument();
    expect(first).toHaveTextContent('Ramesh Patil');
    expect(within(first).getByText('Bats, pads and leather balls since 1998.')).toHaveClass('ui-clamp-2');
    // "&" is not a word with a letter: the initials are K and S.
    expect(cards()[1]).toHaveTextContent('KS');
    expect(screen.queryByRole('button', { name: /add sponsor|edit|delete/i })).not.toBeInTheDocument();
  });

  it('opens the details popup on click, and closes it', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Shree Ganesh Sports' }));
    const dialog = screen.getByRole('dialog', { name: 'Shree Ganesh Sports' });
    expect(dialog).toHaveTextContent('Ramesh Patil');
    expect(dialog).toHaveTextContent('Bats, pads and leather balls since 1998.');
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says No sponsors yet, or shows the red banner on failure', async () => {
    store.items = [];
    const { unmount } = renderSection();
    expect(await screen.findByText('No sponsors yet')).toBeInTheDocument();
    unmount();
    server.use(http.get('*/api/sponsors', () => HttpResponse.json({}, { status: 500 })));
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load sponsors');
  });
});

describe('Our Sponsors for an admin', () => {
  beforeEach(signInAsAdmin);

  it('adds a sponsor: the name is required, Creating..., empty fields are not sent', async () => {
    const user = userEvent.setup();
    server.use(
      http.post('*/api/sponsors', async () => {
        await delay(150);
        return undefined;
      }),
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Add Sponsor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Sponsor' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Company name is required.')).toBeInTheDocument();
    expect(store.requests).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Company name/), '  Green Valley Dairy ');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.requests[0]).toMatchObject({ method: 'POST' });
    expect(store.requests[0]!.body).toEqual({ companyName: 'Green Valley Dairy' });
    expect(await screen.findByRole('heading', { name: 'Green Valley Dairy' })).toBeInTheDocument();
  });

  it('edits a sponsor with Save / Saving..., and shows Save failed beside the buttons', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Shree Ganesh Sports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit sponsor' });
    const owner = await within(dialog).findByLabelText('Owner name');
    expect(owner).toHaveValue('Ramesh Patil');
    await user.clear(owner);
    await user.type(owner, 'Sunil Patil');

    server.use(http.put('*/api/sponsors/:id', () => HttpResponse.json({}, { status: 500 }), { once: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Save failed');

    server.use(
      http.put('*/api/sponsors/:id', async () => {
        await delay(150);
        return undefined;
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(store.requests.at(-1)).toMatchObject({ method: 'PUT', id: store.items[0]!._id });
    await waitFor(() => expect(cards()[0]).toHaveTextContent('Sunil Patil'));
  });

  it('deletes after confirming, and alerts Delete failed', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn().mockReturnValue(true);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete Kiran Stationers & Xerox' }));
    expect(confirm).toHaveBeenCalledWith('Delete this sponsor?');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByText('Kiran Stationers & Xerox')).not.toBeInTheDocument();

    server.use(http.delete('*/api/sponsors/:id', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Delete Shree Ganesh Sports' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Delete failed');
    expect(cards()).toHaveLength(2);
  });
});
