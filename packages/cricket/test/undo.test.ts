/**
 * Undo reverts the last action, whatever it was (part 3 spec 2, issue 29 "Delete then Undo"):
 * a ball, an edit, a deletion, an end of innings. An `amend` of an amendment takes it back;
 * the pad finds what to take back with `lastAction`. End innings never ends one not begun.
 */
import { describe, expect, it } from 'vitest';
import { buildScorecard, effectiveEvents, eventProblem, lastAction, type LoggedEvent } from '../src/index';
import { A, B, ball, setup } from './build';

const balls = [1, 4, 2].map((runs) => ball(0, A, 0, 'P1', 'P2', 'X', runs));
const runs = (events: LoggedEvent[]) => buildScorecard(setup, events).innings[0]?.runs ?? 0;
const amend = (id: string, target: string, extra: Partial<Extract<LoggedEvent, { type: 'amend' }>> = {}): LoggedEvent => ({
  id,
  type: 'amend',
  target,
  ...extra,
});

describe('undo and take-backs', () => {
  it('delete then undo brings the deleted ball back and loses no other', () => {
    const deleted = [...balls, amend('d', balls[1]!.id)];
    expect(runs(deleted)).toBe(3);
    expect(lastAction(deleted)?.id).toBe('d');
    const undone = [...deleted, amend('u', 'd', { undo: true })];
    expect(runs(undone)).toBe(7);
    expect(effectiveEvents(undone).map((e) => e.id)).toEqual(balls.map((b) => b.id));
  });

  it('an undone edit puts the ball back as it was', () => {
    const { id: _id, ...six } = { ...balls[2]!, runs: { batter: 6, extras: 0, total: 6 } };
    const edited = [...balls, amend('e', balls[2]!.id, { delivery: six as never })];
    expect(runs(edited)).toBe(11);
    expect(runs([...edited, amend('u', 'e', { undo: true })])).toBe(7);
  });

  it('undo after undo reaches the action before, never redoes', () => {
    const first = [...balls, amend('u1', balls[2]!.id, { undo: true })];
    expect(runs(first)).toBe(5);
    expect(lastAction(first)?.id).toBe(balls[1]!.id);
    const second = [...first, amend('u2', balls[1]!.id, { undo: true })];
    expect(runs(second)).toBe(1);
    expect(lastAction(second)?.id).toBe(balls[0]!.id);
  });

  it('undo takes back an end of innings like a ball', () => {
    const ended: LoggedEvent[] = [...balls, { id: 'end', type: 'innings-end', innings: 0, reason: 'declared' } as LoggedEvent];
    expect(lastAction(ended)?.id).toBe('end');
    expect(effectiveEvents([...ended, amend('u', 'end', { undo: true })]).map((e) => e.id)).toEqual(balls.map((b) => b.id));
  });

  it('taking back a take-back restores the amendment; an edit aimed at an amendment does nothing', () => {
    const deleted = [...balls, amend('d', balls[0]!.id)];
    expect(runs([...deleted, amend('t1', 'd'), amend('t2', 't1')])).toBe(6);
    const { id: _id, ...six } = { ...balls[0]!, runs: { batter: 6, extras: 0, total: 6 } };
    expect(runs([...deleted, amend('x', 'd', { delivery: six as never })])).toBe(6);
  });
});

describe('End innings', () => {
  it('never ends an innings that has not started (the chase after the last over), and ends one that has', () => {
    expect(eventProblem(setup, balls, { type: 'innings-end', innings: 1 })).toEqual({
      code: 'innings-not-started',
      message: 'Innings 2 has not started: there is nothing to end',
    });
    expect(eventProblem(setup, balls, { type: 'innings-end', innings: 0, reason: 'declared' })).toBeNull();
    const chase = [...balls, ball(1, B, 0, 'Q1', 'Q2', 'Y', 1)];
    expect(eventProblem(setup, chase, { type: 'innings-end', innings: 1 })).toBeNull();
    // Nor one whose every ball was undone.
    expect(eventProblem(setup, [...chase, amend('u', chase.at(-1)!.id, { undo: true })], { type: 'innings-end', innings: 1 })?.code).toBe(
      'innings-not-started',
    );
  });
});
