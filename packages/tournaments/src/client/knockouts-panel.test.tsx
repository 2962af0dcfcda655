import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { KNOCKOUT_TEMPLATES as ENGINE_TEMPLATES } from '@league/cricket';
import { KNOCKOUT_STAGE_COUNTS } from '../knockout-templates';
import type { KnockoutBracket, KnockoutStageAnswer } from '../knockouts-contract';
import { KnockoutsPanel } from './knockouts-panel';
import { configHandler, renderScreen, signInAsAdmin } from './test-render';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

const side = (label: string, team: string | null = null) => ({ label, teamId: team && `team-${team[0]}`, team });
const stage = (code: string, name: string, sides: KnockoutStageAnswer['sides'], over: Partial<KnockoutStageAnswer> = {}): KnockoutStageAnswer => ({
  code,
  name,
  matchId: `m-${code}`,
  matchDate: '2030-05-01T01:30:00.000Z',
  status: 'scheduled',
  result: null,
  sides,
  winnerId: null,
  ...over,
});

/** Semi-finals before the league ends: every side a placeholder. */
const before: KnockoutBracket = {
  template: 'semis',
  leagueComplete: false,
  stages: [
    stage('SF1', 'Semi-final 1', [side('1st in the table'), side('4th in the table')]),
    stage('SF2', 'Semi-final 2', [side('2nd in the table'), side('3rd in the table')]),
    stage('F', 'Final', [side('Winner SF1'), side('Winner SF2')]),
  ],
};

/** After the league and the first semi-final. */
const after: KnockoutBracket = {
  template: 'semis',
  leagueComplete: true,
  stages: [
    stage('SF1', 'Semi-final 1', [side('1st in the table', 'Banyan Blasters'), side('4th in the table', 'Kaveri Kings')], {
      status: 'completed',
      result: 'Banyan Blasters won by 14 runs',
      winnerId: 'team-B',
    }),
    stage('SF2', 'Semi-final 2', [side('2nd in the table', 'Deccan Dhurandhars'), side('3rd in the table', 'Maidan Mavericks')]),
    stage('F', 'Final', [side('Winner SF1', 'Banyan Blasters'), side('Winner SF2')]),
  ],
};

const grounds = [{ id: '6f1c1d0e-3b8a-4f4e-9a59-2a4f0f6b7c11', name: 'Maidan Ground 2', address: null, mapUrl: null }];

function serve(data: KnockoutBracket | null) {
  server.use(
    configHandler,
    http.get('*/api/tournaments/:id/knockouts', () => HttpResponse.json({ success: true, data })),
    http.get('*/api/grounds', () => HttpResponse.json({ success: true, data: grounds })),
  );
}

const cards = (region: HTMLElement) =>
  within(within(region).getByRole('list'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('KnockoutsPanel', () => {
  it('shows the placeholders before the league ends, each stage linking to its match', async () => {
    serve(before);
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    const region = await screen.findByRole('region', { name: 'Knockouts' });
    const list = cards(region);
    expect(list).toHaveLength(3);
    expect(list[0]).toContain('1st in the table v 4th in the table');
    expect(list[2]).toContain('Winner SF1 v Winner SF2');
    expect(within(region).getByText('Winner SF1')).toHaveClass('ui-muted');
    expect(within(region).getByRole('link', { name: 'Final' })).toHaveAttribute('href', '/matches/m-F');
    expect(within(region).queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows the teams and the result once known, the winner in bold and a side still to come as its label', async () => {
    serve(after);
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    const region = await screen.findByRole('region', { name: 'Knockouts' });
    const list = cards(region);
    expect(list[0]).toContain('Banyan Blasters v Kaveri Kings');
    expect(list[0]).toContain('Banyan Blasters won by 14 runs');
    expect(list[1]).toContain('Deccan Dhurandhars v Maidan Mavericks');
    expect(list[2]).toContain('Banyan Blasters v Winner SF2');
    const sf1 = within(region).getAllByRole('listitem')[0]!;
    expect([...sf1.querySelectorAll('strong')].map((b) => b.textContent)).toEqual(['Banyan Blasters']);
  });

  it('shows nothing to a visitor when the tournament has no knockouts (and asks for no grounds)', async () => {
    let knockoutsAsked = false;
    let groundsAsked = false;
    server.use(
      http.get('*/api/grounds', () => {
        groundsAsked = true;
        return HttpResponse.json({ success: true, data: grounds });
      }),
      configHandler,
      http.get('*/api/tournaments/:id/knockouts', () => {
        knockoutsAsked = true;
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    await waitFor(() => expect(knockoutsAsked).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Knockouts' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(groundsAsked).toBe(false);
    expect(screen.queryByRole('form', { name: 'Add knockouts' })).not.toBeInTheDocument();
  });

  it('lets an admin create a bracket: one date per match of the template, the ground, then the bracket shows', async () => {
    signInAsAdmin();
    serve(null);
    let body: unknown;
    server.use(
      http.post('*/api/tournaments/:id/knockouts', async ({ request, params }) => {
        body = { id: params.id, ...((await request.json()) as object) };
        return HttpResponse.json({ success: true, data: before }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    const form = await screen.findByRole('form', { name: 'Add knockouts' });
    expect(within(form).getAllByLabelText(/^Match \d/)).toHaveLength(3);
    await user.selectOptions(within(form).getByLabelText('Template'), 'IPL-style qualifiers');
    const inputs = within(form).getAllByLabelText(/^Match \d/);
    expect(inputs).toHaveLength(4);
    const dates = ['2030-05-01T07:00', '2030-05-01T15:00', '2030-05-03T07:00', '2030-05-05T07:00'];
    for (const [i, input] of inputs.entries()) {
      await user.clear(input);
      await user.type(input, dates[i]!);
    }
    await within(form).findByRole('option', { name: 'Maidan Ground 2' });
    await user.selectOptions(within(form).getByLabelText('Ground'), 'Maidan Ground 2');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    const region = await screen.findByRole('region', { name: 'Knockouts' });
    expect(await within(region).findByRole('link', { name: 'Semi-final 1' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(body).toEqual({ id: 't-og-2026', template: 'ipl', dates, groundId: grounds[0]!.id });
  });

  it("asks for as many dates as the engine's template has stages", () => {
    expect(KNOCKOUT_STAGE_COUNTS).toEqual(Object.fromEntries(Object.entries(ENGINE_TEMPLATES).map(([name, stages]) => [name, stages.length])));
  });

  it("shows the server's message when the bracket cannot be made", async () => {
    signInAsAdmin();
    serve(null);
    server.use(
      http.post('*/api/tournaments/:id/knockouts', () =>
        HttpResponse.json({ success: false, message: 'This tournament already has its knockouts' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    const form = await screen.findByRole('form', { name: 'Add knockouts' });
    for (const input of within(form).getAllByLabelText(/^Match \d/)) await user.type(input, '2030-05-01T07:00');
    await user.click(within(form).getByRole('button', { name: 'Create' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This tournament already has its knockouts');
    expect(form).toBeInTheDocument();
  });

  it('shows a failed load as an error with Retry, and the bracket once a retry answers', async () => {
    let fail = true;
    server.use(
      configHandler,
      http.get('*/api/tournaments/:id/knockouts', () =>
        fail
          ? HttpResponse.json({ success: false, message: 'The knockouts are unavailable' }, { status: 500 })
          : HttpResponse.json({ success: true, data: before }),
      ),
    );
    const user = userEvent.setup();
    renderScreen(<KnockoutsPanel tournamentId="t-og-2026" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The knockouts are unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    const region = await screen.findByRole('region', { name: 'Knockouts' });
    expect(await within(region).findByRole('link', { name: 'Semi-final 1' })).toBeInTheDocument();
  });
});
