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

  it('edits a ground in place, sending the changed fields', async () => {
    const user = userEvent.setup();
    grounds = [{ id: 'g1', name: 'Maidan Ground', address: 'MG Road', mapUrl: null }];
    const puts: unknown[] = [];
    server.use(
      http.put('*/api/grounds/g1', async ({ request }) => {
        const body = (await request.json()) as Omit<Ground, 'id'>;
        puts.push(body);
        grounds = [{ id: 'g1', ...body }];
        return HttpResponse.json({ success: true, data: grounds[0] });
      }),
    );
    renderScreen(<GroundsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Maidan Ground' }));
    expect(screen.getByRole('heading', { name: 'Edit Maidan Ground' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('MG Road');
    await user.clear(screen.getByLabelText('Address'));
    await user.type(screen.getByLabelText('Address'), 'Station Road');
    await user.click(screen.getByRole('button', { name: 'Save ground' }));

    const table = screen.getByRole('table', { name: 'Grounds' });
    expect(await within(table).findByText(/Station Road/)).toBeInTheDocument();
    expect(puts).toEqual([{ name: 'Maidan Ground', address: 'Station Road', mapUrl: null }]);
    expect(screen.getByRole('heading', { name: 'Add a ground' })).toBeInTheDocument();
  });

  it("deletes a ground after asking, keeps another ground's edit open, and says plainly when a delete fails", async () => {
    const user = userEvent.setup();
    grounds = [
      { id: 'g1', name: 'Maidan Ground', address: null, mapUrl: null },
      { id: 'g2', name: 'School Ground', address: null, mapUrl: null },
    ];
    let refuse = true;
    server.use(
      http.delete('*/api/grounds/g2', () => {
        // A proxy's bare 503: no message of the server's to show.
        if (refuse) return new HttpResponse(null, { status: 503 });
        grounds = grounds.filter((g) => g.id !== 'g2');
        return HttpResponse.json({ success: true, data: null });
      }),
    );
    const asked: string[] = [];
    window.confirm = (question?: string) => {
      asked.push(question ?? '');
      return true;
    };
    renderScreen(<GroundsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit Maidan Ground' }));
    await user.type(screen.getByLabelText('Address'), 'Half-typed');

    await user.click(screen.getByRole('button', { name: 'Delete School Ground' }));
    expect(await screen.findByText('Failed to delete the ground.')).toBeInTheDocument();
    expect(asked).toEqual(['Delete School Ground?']);

    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Delete School Ground' }));
    const table = screen.getByRole('table', { name: 'Grounds' });
    await expect.poll(() => within(table).queryByText('School Ground')).toBeNull();
    expect(screen.queryByText('Failed to delete the ground.')).not.toBeInTheDocument();
    // The edit in progress of the other ground is still there, as typed.
    expect(screen.getByRole('heading', { name: 'Edit Maidan Ground' })).toBeInTheDocument();
    expect(screen.getByLabelText('Address')).toHaveValue('Half-typed');
  });

  it('shows a failed load with a way to retry', async () => {
    server.use(http.get('*/api/grounds', () => HttpResponse.json({ success: false, message: 'Grounds are unavailable' }, { status: 500 })));
    renderScreen(<GroundsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Grounds are unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
