/**
 * What the stream overlay draws, from the scorecard (the innings totals, the result) and the
 * live feed's last state (who is on strike and who bowls, with the figures the frame's
 * `watch` carries, as the match page's live panel draws them; this over). Pure, so the screen
 * is a thin drawing of it and the rules are tested without a browser.
 */
import type { Delivery, LiveFigures, LiveState } from '@league/cricket';
import type { Scorecard } from '@league/tournaments/client';
import { i18n as english } from '@league/ui/i18n';
import { msg, plural } from '@league/ui/i18n/core-macro';
import { ballLabel, type I18n } from './ball';

export interface OverlayState {
  status: string;
  result: { text?: string } | null;
  live: LiveState | null;
}

export interface OverlayView {
  /** "Kaveri Kings", or both teams before a ball is bowled. */
  title: string;
  score: string | null;
  overs: string | null;
  batters: Array<{ name: string; figures: string; onStrike: boolean }>;
  bowler: { name: string; figures: string } | null;
  thisOver: string[];
  /** "Target 153" while the second side bats (or waits to). */
  target: string | null;
  /** "Need 34 from 25 balls", once the chase has begun. */
  chase: string | null;
  /** A line across the top of the bar: the result, an innings break, the operator's note. */
  banner: string | null;
}

type Innings = Scorecard['innings'][number];

function inningsBreak(card: Scorecard, live: LiveState | null): boolean {
  if (card.status !== 'live' || !live || card.innings.length === 0) return false;
  // The next innings has a batting side but no ball yet: the players are off the field.
  return live.balls === 0 && live.inningsIndex >= card.innings.length;
}

/** `i18n`: the page's language (English by default, as a broadcast is). */
export function overlayView(card: Scorecard, state: OverlayState | null, note?: string, i18n: I18n = english): OverlayView {
  const live = state?.live ?? null;
  const current: Innings | undefined = live ? card.innings.find((i) => i.team === live.battingTeam && !i.superOver === !live.superOver) : card.innings.at(-1);
  const team = live?.battingTeam ?? current?.team ?? null;
  const showing = inningsBreak(card, live) ? card.innings.at(-1) : current;

  // A frame written before frames carried `watch` names the players without figures.
  const watch = live?.watch;
  const batter = (name: string | null, figures: LiveFigures | null | undefined, onStrike: boolean) =>
    name ? { name, figures: figures ? `${figures.runs} (${figures.balls ?? 0})` : '', onStrike } : null;
  const batters = [batter(live?.striker ?? null, watch?.striker, true), batter(live?.nonStriker ?? null, watch?.nonStriker, false)].filter((b) => b !== null);
  const bowlerName = live?.bowler ?? null;
  const spell = bowlerName && watch?.bowler?.name === bowlerName ? watch.bowler : undefined;

  let chase: string | null = null;
  const target = live?.target ?? current?.target ?? null;
  if (target && live && live.runsNeeded !== null && live.ballsRemaining !== null && live.balls > 0) {
    const { runsNeeded, ballsRemaining } = live;
    chase = i18n._(msg`Need ${runsNeeded} from ${plural(ballsRemaining, { one: '# ball', other: '# balls' })}`);
  }

  let banner: string | null = note ?? null;
  if (!banner && card.result?.text) banner = card.result.text;
  else if (!banner && (card.status === 'abandoned' || state?.status === 'abandoned')) banner = i18n._(msg`Match abandoned`);
  else if (!banner && inningsBreak(card, live)) banner = i18n._(msg`Innings break`);
  else if (!banner && card.status === 'scheduled') banner = i18n._(msg`Coming up`);
  const [team1, team2] = card.teams;
  const targetRuns = target?.runs ?? 0;

  return {
    title: showing?.team ?? team ?? i18n._(msg`${team1} vs ${team2}`),
    score: showing ? `${showing.runs}/${showing.wickets}` : null,
    overs: showing ? showing.overs : null,
    batters: inningsBreak(card, live) ? [] : batters,
    bowler:
      bowlerName && !inningsBreak(card, live)
        ? { name: bowlerName, figures: spell ? `${spell.wickets ?? 0}-${spell.runs} (${spell.overs ?? '0'})` : '' }
        : null,
    thisOver: (live?.thisOver ?? []).map((d: Delivery) => ballLabel(d)),
    target: card.status === 'live' && target ? i18n._(msg`Target ${targetRuns}`) : null,
    chase: card.status === 'live' ? chase : null,
    banner,
  };
}
