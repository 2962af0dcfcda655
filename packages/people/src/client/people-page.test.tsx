import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SessionProvider } from '@league/core/client';
import { ToastProvider } from '@league/ui';
import type { Person } from '../contract';
import { PeoplePage } from './people-page';

const person = (over: Partial<Person>): Person => ({
  id: crypto.randomUUID(),
  name: 'Someone',
  phone: null,
  birthDate: null,
  birthYearOnly: false,
  birthDateText: '',
  age: null,
  ageStatus: 'unknown',
  adultConfirmed: false,
  consent: null,
  photoConsent: false,
  isPublic: false,
  placeholder: 'Riverside Cubs player 4',
  names: [],
  teams: ['Riverside Cubs'],
  ...over,
});

let people: Person[] = [];
const sent: Array<{ url: string; body: unknown }> = [];
const server = setupServer(
  http.get('/api/people', ({ request }) => {
    const filter = new URL(request.url).searchParams.get('filter');
    const list = filter === 'hidden' ? people.filter((p) => !p.isPublic) : people;
    const counts = {
      all: people.length,
      hidden: people.filter((p) => !p.isPublic).length,
      minor: people.filter((p) => p.ageStatus === 'minor').length,
      unknown: people.filter((p) => p.ageStatus === 'unknown').length,
    };
    return HttpResponse.json({ success: true, data: list, counts });
  }),
  http.post('/api/people/:id/consent', async ({ request, params }) => {
    const body = await request.json();
    sent.push({ url: request.url, body });
    const p = people.find((x) => x.id === params.id)!;
    Object.assign(p, { isPublic: true, consent: { by: 'admin', at: new Date().toISOString(), guardianName: 'Sita', guardianPhone: '' } });
    return HttpResponse.json({ success: true, data: p });
  }),
  http.patch('/api/people/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    sent.push({ url: request.url, body });
    const p = people.find((x) => x.id === params.id)!;
    if (body.adultConfirmed) Object.assign(p, { ageStatus: 'adult', isPublic: true, adultConfirmed: true });
    return HttpResponse.json({ success: true, data: p });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
});
afterAll(() => server.close());

function renderPage() {
  localStorage.setItem('user', JSON.stringify({ name: 'Admin', role: 'admin' }));
  localStorage.setItem('token', 'test-token');
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ToastProvider>
          <PeoplePage />
        </ToastProvider>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

describe('the People screen', () => {
  it('opens on who is hidden from visitors, each with age and placeholder; totals over everyone', async () => {
    people = [
      person({ name: 'Pranav Das', birthDate: '2013-05-14', age: 13, ageStatus: 'minor' }),
      person({ name: 'Kabir Blank', placeholder: 'Riverside Cubs player 5' }),
      person({ name: 'Arjun Adult', birthDate: '1990-01-01', age: 36, ageStatus: 'adult', isPublic: true }),
    ];
    renderPage();
    const list = await screen.findByRole('list', { name: 'People' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const pranav = within(list).getByText('Pranav Das').closest('li')!;
    expect(pranav).toHaveTextContent('Age 13');
    expect(pranav).toHaveTextContent('Hidden: shown as “Riverside Cubs player 4”');
    expect(within(list).getByText('Kabir Blank').closest('li')!).toHaveTextContent('Age unknown');
    const totals = screen.getByRole('group', { name: 'Totals' });
    await within(totals).findByText('Everyone');
    expect(totals).toHaveTextContent(/Hidden from visitors\s*2/);
    expect(totals).toHaveTextContent(/Everyone\s*3/);
  });

  it("records a guardian's consent only with the guardian's name and phone, once the guardian agrees", async () => {
    people = [person({ name: 'Pranav Das', birthDate: '2013-05-14', age: 13, ageStatus: 'minor' })];
    renderPage();
    const item = (await screen.findByText('Pranav Das')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Record consent' }));
    const dialog = screen.getByRole('dialog', { name: "Guardian's consent for Pranav Das" });
    await userEvent.type(within(dialog).getByLabelText(/Guardian's name/), 'Sita Das');
    const submit = within(dialog).getByRole('button', { name: 'Record consent' });
    await userEvent.click(within(dialog).getByLabelText(/The guardian agrees/));
    expect(submit).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(/Guardian's phone/), '98450 99999');
    await userEvent.click(submit);
    expect(await screen.findByText('Consent recorded: Pranav Das is public now')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ action: 'record', guardianName: 'Sita Das', guardianPhone: '98450 99999' });
  });

  it('confirms an adult of unknown age in one tap', async () => {
    people = [person({ name: 'Kabir Blank' })];
    renderPage();
    const item = (await screen.findByText('Kabir Blank')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Confirm adult' }));
    expect(await screen.findByText('Kabir Blank confirmed as an adult')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ adultConfirmed: true });
  });

  it('edits a date of birth and says how it was read, refusing one it cannot read', async () => {
    people = [person({ name: 'Kabir Blank' })];
    renderPage();
    const item = (await screen.findByText('Kabir Blank')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Kabir Blank' });
    const date = within(dialog).getByLabelText(/Date of birth/);
    await userEvent.type(date, 'sometime');
    expect(within(dialog).getByText(/could not be read/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(date);
    await userEvent.type(date, '25th Dec 2014');
    expect(within(dialog).getByText('Read as 2014-12-25')).toBeInTheDocument();
  });

  it('keeps a bare year as written and sends only what changed', async () => {
    people = [person({ name: 'Tara Young', birthDate: '2012-01-01', birthYearOnly: true, birthDateText: '2012', age: 13, ageStatus: 'minor' })];
    renderPage();
    const item = (await screen.findByText('Tara Young')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Tara Young' });
    expect(within(dialog).getByLabelText(/Date of birth/)).toHaveValue('2012');
    const name = within(dialog).getByLabelText(/Name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Tara Younger');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved Tara Younger');
    expect(sent[0]!.body).toEqual({ name: 'Tara Younger' });
  });
});
