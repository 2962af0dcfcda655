import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import { GROUND_MESSAGES, type Ground } from '../contract';
import { GroundsPage } from './grounds-page';
import { configHandler, renderScreen, signInAs } from './test-utils';

const server = setupServer();
let grounds: Ground[];
let posted: unknown[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  grounds = [];
  posted = [];
  signInAs('admin');
  server.use(
    configHandler,
    http.get('*/api/grounds', () => HttpResponse.json({ success: true, data: grounds })),
    http.post('*/api/grounds', async ({ request }) => {
      const body = (await request.json()) as Omit<Ground, 'id'>;
      posted.push(body);
      if (grounds.some((g) => g.name.toLowerCase() === body.name.toLowerCase())) {
        return HttpResponse.json({ success: false, message: GROUND_MESSAGES.taken }, { status: 409 });
      }
      grounds.push({ id: `g${grounds.length + 1}`, ...body });
      return HttpResponse.json({ success: true, data: grounds.at(-1) }, { status: 201 });
    }),
  );
});

describe('the grounds screen', () => {
  it('says when the league has no grounds, and shows the contract messages at their fields', async () => {
    const user = userEvent.setup();
    renderScreen(<GroundsPage />);
    expect(await screen.findByText('No grounds yet')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Map link'), 'maps.example.org/x');
    await user.click(screen.getByRole('button', { name: 'Add ground' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(GROUND_MESSAGES.name);
    expect(screen.getByLabelText('Map link')).toHaveAccessibleDescription('Link must be an absolute http(s) URL');
    expect(screen.getByLabelText('Map link')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toEqual([]);
  });

  it('adds a ground, lists it with its map link, and shows a name clash at the name field', async () => {
    const user = userEvent.setup();
    renderScreen(<GroundsPage />);
    await screen.findByText('No grounds yet');
    await user.type(screen.getByLabelText(/^Name/), 'Maidan Ground');
    await user.type(screen.getByLabelText('Address'), 'MG Road');
    await user.type(screen.getByLabelText('Map link'), 'https://maps.example.org/maidan');
    await user.click(screen.getByRole('button', { name: 'Add ground' }));

    const table = await screen.findByRole('table', { name: 'Grounds' });
    expect(within(table).getByRole('cell', { name: 'Maidan Ground' })).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Map of Maidan Ground' })).toHaveAttribute('href', 'https://maps.example.org/maidan');
    expect(posted).toEqual([{ name: 'Maidan Ground', address: 'MG Road', mapUrl: 'https://maps.example.org/maidan' }]);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    await user.type(screen.getByLabelText(/^Name/), 'maidan ground');
    await user.click(screen.getByRole('button', { name: 'Add ground' }));
    expect(await screen.findByText(GROUND_MESSAGES.taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription(GROUND_MESSAGES.taken);
  });

  it('shows a failed load with a way to retry', async () => {
    server.use(http.get('*/api/grounds', () => HttpResponse.json({ success: false, message: 'Grounds are unavailable' }, { status: 500 })));
    renderScreen(<GroundsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Grounds are unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
