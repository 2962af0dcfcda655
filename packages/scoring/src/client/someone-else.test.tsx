import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WicketSheet } from './ball-dialogs';
import { LineupPanel } from './setup-panel';

const RAVI = { personId: 'p-ravi', name: 'Ravi Kumar', team: null, teams: ['Lake Lions'] };
const HANA = { personId: 'p-hana', name: 'Hana Hawk', team: 'Scorer Hawks', teams: [] };

let searches: string[];
let joins: unknown[];
let joinAnswer: 'ok' | 'offline' | { status: number; message: string };

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  searches = [];
  joins = [];
  joinAnswer = 'ok';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const { pathname, searchParams } = new URL(url, 'http://x');
      if (pathname === '/api/matches/m-1/people' && init.method === 'GET') {
        const q = searchParams.get('q') ?? '';
        searches.push(q);
        return json(200, { success: true, data: [RAVI, HANA].filter((p) => p.name.toLowerCase().includes(q.toLowerCase())) });
      }
      if (pathname === '/api/matches/m-1/people' && init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { team: string; personId?: string; name?: string };
        joins.push(body);
        if (joinAnswer === 'offline') throw new TypeError('Failed to fetch');
        if (joinAnswer !== 'ok') return json(joinAnswer.status, { success: false, message: joinAnswer.message });
        // The server answers the person's name as the record has it (a new one: as typed, tidied).
        const name = body.personId === RAVI.personId ? RAVI.name : body.name!.replace(/\b\w/g, (c) => c.toUpperCase());
        return json(201, { success: true, data: { personId: body.personId ?? 'p-new', name, team: body.team } });
      }
      return json(404, { success: false, message: 'Not found' });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

function lineup(onSave = vi.fn()) {
  render(<LineupPanel matchId="m-1" team="Scorer Hawks" squad={['Hana Hawk']} max={11} onSave={onSave} />);
  return { onSave, box: screen.getByRole('combobox', { name: 'Add a player not in the squad' }) };
}

describe('the lineup\'s "Add a player not in the squad"', () => {
  it('picks a person of the match: puts them in the squad (POST with their id), then ticks the name the server answers, which the lineup carries', async () => {
    const { onSave, box } = lineup();
    fireEvent.change(box, { target: { value: 'ravi' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Ravi Kumar, Lake Lions' }));
    expect(((await screen.findByRole('checkbox', { name: 'Ravi Kumar' })) as HTMLInputElement).checked).toBe(true);
    expect(joins).toEqual([{ team: 'Scorer Hawks', personId: 'p-ravi' }]);
    expect(searches).toEqual(['ravi']);
    expect((box as HTMLInputElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Save Scorer Hawks’s team' }));
    expect(onSave).toHaveBeenCalledWith({ type: 'lineups', team: 'Scorer Hawks', players: ['Hana Hawk', 'Ravi Kumar'] });
  });

  it('a name typed that no one has is made a new person on purpose (POST with the name), and the answered name is used', async () => {
    const { onSave, box } = lineup();
    fireEvent.change(box, { target: { value: '  zed   zebra ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(((await screen.findByRole('checkbox', { name: 'Zed Zebra' })) as HTMLInputElement).checked).toBe(true);
    expect(joins).toEqual([{ team: 'Scorer Hawks', name: 'zed zebra' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Save Scorer Hawks’s team' }));
    expect(onSave).toHaveBeenCalledWith({ type: 'lineups', team: 'Scorer Hawks', players: ['Hana Hawk', 'Zed Zebra'] });
  });

  it('the explicit new-person option makes a new person even of a name on record', async () => {
    const { box } = lineup();
    fireEvent.change(box, { target: { value: 'Ravi Kumar' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add “Ravi Kumar” as a new person' }));
    expect(((await screen.findByRole('checkbox', { name: 'Ravi Kumar' })) as HTMLInputElement).checked).toBe(true);
    expect(joins).toEqual([{ team: 'Scorer Hawks', name: 'Ravi Kumar' }]);
  });

  it('does not send a typed name someone on record has: the scorer chooses who is meant', async () => {
    const { box } = lineup();
    fireEvent.change(box, { target: { value: 'ravi kumar' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Someone named ravi kumar is on record: choose them from the list, or add a new person')).toBeTruthy();
    expect(joins).toEqual([]);
    expect(screen.queryByRole('checkbox', { name: /Ravi/ })).toBeNull();
  });

  it('says plainly that adding someone needs the network, and adds nothing, when the phone is offline', async () => {
    const { box } = lineup();
    fireEvent.change(box, { target: { value: 'ravi' } });
    const option = await screen.findByRole('option', { name: 'Ravi Kumar, Lake Lions' });
    joinAnswer = 'offline';
    fireEvent.click(option);
    expect(await screen.findByText(/^No network: adding someone needs a connection/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Ravi Kumar' })).toBeNull();
  });

  it("shows the server's refusal (someone of that name is already in the squad)", async () => {
    joinAnswer = { status: 409, message: 'Someone named Ravi Kumar is already in the Scorer Hawks squad: pick them from the list, or tell the names apart' };
    const { box } = lineup();
    fireEvent.change(box, { target: { value: 'ravi' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Add “ravi” as a new person' }));
    expect(await screen.findByText(/is already in the Scorer Hawks squad/)).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: 'Ravi' })).toBeNull();
  });

  it('refuses a name already in the list without sending anything', async () => {
    const { box } = lineup();
    fireEvent.change(box, { target: { value: 'hana hawk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('hana hawk is already in the list: tick them above')).toBeTruthy();
    expect(joins).toEqual([]);
    expect(searches).toEqual([]);
  });
});

describe('the wicket sheet\'s "someone else" fielder', () => {
  it('joins the person picked and makes them the fielder of the wicket recorded', async () => {
    const search = vi.fn(async () => [{ id: 'p-ravi', name: 'Ravi Kumar', detail: 'Lake Lions' }]);
    const join = vi.fn(async () => 'Ravi Kumar');
    const onPick = vi.fn();
    render(<WicketSheet striker="Hana Hawk" nonStriker="Hari Hawk" fielders={['Oma Owl']} someoneElse={{ search, join }} onPick={onPick} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Wicket' });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'How out' }), { target: { value: 'caught' } });
    expect((within(dialog).getByRole('button', { name: 'Record wicket' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Someone else (name)' }), { target: { value: 'ravi' } });
    fireEvent.click(await within(dialog).findByRole('option', { name: 'Ravi Kumar, Lake Lions' }));
    await waitFor(() => expect((within(dialog).getByRole('combobox', { name: /^Fielder/ }) as HTMLInputElement).value).toBe('Ravi Kumar'));
    expect(join).toHaveBeenCalledWith({ name: 'Ravi Kumar', personId: 'p-ravi', person: { id: 'p-ravi', name: 'Ravi Kumar', detail: 'Lake Lions' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Record wicket' }));
    expect(onPick).toHaveBeenCalledWith({ batterRuns: 0, wicket: { kind: 'caught', playerOut: 'Hana Hawk', fielder: 'Ravi Kumar' } });
  });
});
