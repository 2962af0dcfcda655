import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { setApiBase } from '@league/core/client';
import { FirstRunChecklist, type LeagueCounts } from './first-run-checklist';

let saved = { updatedAt: null as string | null, registrationFormUrl: null as string | null, feePaise: 0 };
let invited: unknown = null;
const server = setupServer(
  http.post('*/api/admin/sign-in-links', async ({ request }) => {
    invited = await request.json();
    return HttpResponse.json(
      { success: true, data: { url: 'http://localhost/login?code=abc', expiresAt: '2026-11-25T00:00:00.000Z', created: true } },
      { status: 201 },
    );
  }),
  http.get('*/api/settings', () =>
    HttpResponse.json({
      success: true,
      updatedAt: saved.updatedAt,
      updatedBy: null,
      data: {
        leagueName: 'Cricket League',
        leagueShortName: 'League',
        tagline: '',
        sections: [],
        contactEmail: null,
        contactPhone: null,
        social: { instagram: null, youtube: null, facebook: null },
        registrationFormUrl: saved.registrationFormUrl,
        registrationFeePaise: saved.feePaise,
        upi: { upiId: null, payeeName: '' },
        signup: { fields: ['email', 'role', 'photo'], closesOn: null },
        story: { intro: '', history: [], quotes: [], people: [], vision: '' },
      },
    }),
  ),
);
beforeAll(() => {
  setApiBase('http://localhost');
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

function show(counts: LeagueCounts) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <FirstRunChecklist counts={counts} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FirstRunChecklist', () => {
  it('lists every step of an empty league with its link, none done', async () => {
    show({ teams: 0, players: 0, matches: 0, admins: 1 });
    expect(await screen.findByText('0 of 6 done')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getByRole('link', { name: 'Name the league and its sections' })).toHaveAttribute('href', '/dashboard/settings');
    expect(within(list).getByRole('link', { name: 'Import players' })).toHaveAttribute('href', '/dashboard/sheets');
    expect(within(list).getByRole('link', { name: 'Add teams' })).toHaveAttribute('href', '/teams');
    expect(within(list).getByRole('link', { name: 'Put up fixtures' })).toHaveAttribute('href', '/schedule');
    expect(within(list).getAllByText('To do')).toHaveLength(6);
  });

  it('ticks the steps the league has done', async () => {
    saved = { updatedAt: '2026-11-24T10:00:00.000Z', registrationFormUrl: 'https://forms.example.org/x', feePaise: 0 };
    show({ teams: 4, players: 0, matches: 0, admins: 2 });
    expect(await screen.findByText('4 of 6 done')).toBeInTheDocument();
    expect(screen.getAllByText('Done')).toHaveLength(4);
  });

  it("counts registrations open once the fee is set: the league's own form is ready without a link", async () => {
    saved = { updatedAt: null, registrationFormUrl: null, feePaise: 50_000 };
    show({ teams: 0, players: 0, matches: 0, admins: 1 });
    expect(await screen.findByText('1 of 6 done')).toBeInTheDocument();
    const step = screen.getByRole('link', { name: 'Open registrations' }).closest('li')!;
    expect(within(step).getByText('Done')).toBeInTheDocument();
    saved = { updatedAt: null, registrationFormUrl: null, feePaise: 0 };
  });

  it('invites a co-admin by email and shows the one-time link to pass on', async () => {
    show({ teams: 0, players: 0, matches: 0, admins: 1 });
    const form = await screen.findByRole('form', { name: 'Invite a co-admin' });
    await userEvent.type(within(form).getByLabelText(/Co-admin's email/), 'ravi@example.org');
    await userEvent.type(within(form).getByLabelText('Their name'), 'Ravi');
    await userEvent.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByRole('link', { name: 'http://localhost/login?code=abc' })).toBeInTheDocument();
    expect(invited).toEqual({ email: 'ravi@example.org', name: 'Ravi' });
  });

  it('stays away from a league that has teams, players and fixtures', () => {
    const { container } = show({ teams: 4, players: 40, matches: 12, admins: 1 });
    expect(container).toBeEmptyDOMElement();
  });
});
