import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ToastProvider } from '@league/ui';
import { makeRegistration } from '../testing';
import { ReviewPanel } from './review-panel';

let approved: string[] = [];
const server = setupServer(
  http.post('/api/registrations/bulk-approve', async ({ request }) => {
    approved = ((await request.json()) as { ids: string[] }).ids;
    return HttpResponse.json({ success: true, approved: approved.length, warnings: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  approved = [];
});
afterAll(() => server.close());

const rows = [
  makeRegistration({ fullName: 'Asha Adult', status: 'pending', dateOfBirth: '1990-01-01', age: 36, minor: false }),
  makeRegistration({ fullName: 'Kid Kumar', status: 'pending', dateOfBirth: '5/14/2013', age: 13, minor: true }),
  makeRegistration({ fullName: 'Blank Date', status: 'pending', dateOfBirth: '', age: null, minor: true }),
];

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ReviewPanel rows={rows} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const item = (name: string) => screen.getByText(name).closest('li')!;

describe('reviewing sign-ups by age', () => {
  it("shows each sign-up's age, or Age unknown, and that the unknown counts as needing consent", () => {
    renderPanel();
    expect(within(item('Asha Adult')).getByText('Age 36')).toBeInTheDocument();
    expect(within(item('Kid Kumar')).getByText('Age 13')).toBeInTheDocument();
    expect(within(item('Kid Kumar')).getByText('Under 18: needs guardian consent')).toBeInTheDocument();
    expect(within(item('Blank Date')).getByText('Age unknown')).toBeInTheDocument();
    expect(within(item('Blank Date')).getByText('Hidden until a date or consent is recorded')).toBeInTheDocument();
  });

  it("follows the server's word on age: an adult confirmed on People (no date) is 18 and over, needing no consent", () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ToastProvider>
          <ReviewPanel rows={[makeRegistration({ fullName: 'Confirmed Adult', status: 'pending', dateOfBirth: '', age: null, minor: false })]} />
        </ToastProvider>
      </QueryClientProvider>,
    );
    expect(within(item('Confirmed Adult')).getByText('18 and over')).toBeInTheDocument();
    expect(within(item('Confirmed Adult')).queryByText(/consent/)).not.toBeInTheDocument();
  });

  it('filters by age', async () => {
    renderPanel();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'unknown');
    expect(screen.getByText('Blank Date')).toBeInTheDocument();
    expect(screen.queryByText('Asha Adult')).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'minor');
    expect(screen.getByText('Kid Kumar')).toBeInTheDocument();
    expect(screen.queryByText('Blank Date')).not.toBeInTheDocument();
  });

  it('selects every shown sign-up at once and approves them', async () => {
    renderPanel();
    await userEvent.click(screen.getByLabelText(/Select all/));
    const approve = screen.getByRole('button', { name: 'Approve selected (3)' });
    await userEvent.click(approve);
    await screen.findByText('3 approved');
    expect(approved.sort()).toEqual(rows.map((r) => r.id).sort());
    // Select all again after a filter picks only what is shown.
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'adult');
    await userEvent.click(screen.getByLabelText(/Select all/));
    expect(screen.getByRole('button', { name: 'Approve selected (1)' })).toBeInTheDocument();
  });

  it('approves only the selected sign-ups still shown after the age filter changes', async () => {
    renderPanel();
    await userEvent.click(screen.getByLabelText(/Select all/));
    expect(screen.getByRole('button', { name: 'Approve selected (3)' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'minor');
    await userEvent.click(screen.getByRole('button', { name: 'Approve selected (1)' }));
    await screen.findByText('1 approved');
    expect(approved).toEqual([rows[1]!.id]);
  });
});
