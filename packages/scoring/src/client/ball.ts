/** Turning the scorer's taps into the engine's events (Cricsheet deliveries), and back into labels. */
import type { EventOf, LiveState } from '@league/cricket';
import type { useLingui } from '@league/ui/i18n';
import { msg, plural } from '@league/ui/i18n/core-macro';

/** The page's Lingui instance (from `useLingui()`): the words of a helper outside a component. */
export type I18n = ReturnType<typeof useLingui>['i18n'];

export type Delivery = EventOf<'delivery'>;
export type ExtraKind = 'wides' | 'noballs' | 'byes' | 'legbyes';

export interface BallInput {
  /** Runs off the bat (a no-ball's too). */
  batterRuns?: number;
  extra?: ExtraKind;
  /** Runs run on a wide, or byes / leg-byes taken (on a no-ball too, with `also`). */
  extraRuns?: number;
  /** A no-ball's runs taken as byes or leg-byes, not off the bat. */
  also?: 'byes' | 'legbyes';
  wicket?: { kind: string; playerOut: string; fielder?: string };
}

export interface Ends {
  striker: string;
  nonStriker: string;
  bowler: string;
}

/** Where the ball is bowled: innings, batting side and over, taken from the live state or the ball it replaces. */
export interface BallPlace {
  innings: number;
  team: string;
  over: number;
  superOver?: boolean;
}

export const placeOf = (state: LiveState): BallPlace => ({
  innings: state.inningsIndex,
  team: state.battingTeam ?? '',
  over: state.over,
  ...(state.superOver ? { superOver: true } : {}),
});

export function buildDelivery(place: BallPlace, ends: Ends, input: BallInput): Record<string, unknown> {
  const batter = input.extra === 'wides' ? 0 : (input.batterRuns ?? 0);
  const extras: Record<string, number> = {};
  if (input.extra === 'wides') extras.wides = 1 + (input.extraRuns ?? 0);
  if (input.extra === 'noballs') extras.noballs = 1;
  if (input.extra === 'noballs' && input.also) extras[input.also] = input.extraRuns ?? 1;
  if (input.extra === 'byes') extras.byes = input.extraRuns ?? 1;
  if (input.extra === 'legbyes') extras.legbyes = input.extraRuns ?? 1;
  const extraTotal = Object.values(extras).reduce((a, b) => a + b, 0);
  const event: Record<string, unknown> = {
    type: 'delivery',
    ...place,
    batter: ends.striker,
    non_striker: ends.nonStriker,
    bowler: ends.bowler,
    runs: { batter, extras: extraTotal, total: batter + extraTotal },
  };
  if (extraTotal) event.extras = extras;
  if (input.wicket) {
    const w: Record<string, unknown> = { player_out: input.wicket.playerOut, kind: input.wicket.kind };
    if (input.wicket.fielder) w.fielders = [{ name: input.wicket.fielder }];
    event.wickets = [w];
  }
  return event;
}

/** The chip for one ball in "this over": • 1 4 6 Wd 2Wd Nb+4 1b 1lb W. */
export function ballLabel(d: Pick<Delivery, 'runs' | 'extras' | 'wickets'>): string {
  const e = d.extras ?? {};
  const parts: string[] = [];
  if (e.wides) parts.push(e.wides > 1 ? `${e.wides}Wd` : 'Wd');
  if (e.noballs) parts.push(d.runs.batter ? `Nb+${d.runs.batter}` : 'Nb');
  if (e.byes) parts.push(`${e.byes}b`);
  if (e.legbyes) parts.push(`${e.legbyes}lb`);
  if (!e.wides && !e.noballs && !e.byes && !e.legbyes && d.runs.batter) parts.push(String(d.runs.batter));
  if (d.wickets?.length) parts.push('W');
  return parts.length ? parts.join(' ') : '•';
}

/** Words for a screen reader and the edit list: "4 runs", "wide", "wicket: caught". */
export function ballWords(i18n: I18n, d: Pick<Delivery, 'runs' | 'extras' | 'wickets'>): string {
  const e = d.extras ?? {};
  const words: string[] = [];
  const offBat = d.runs.batter;
  if (e.wides) {
    const ran = e.wides - 1;
    words.push(e.wides > 1 ? i18n._(msg`wide and ${ran} run`) : i18n._(msg`wide`));
  }
  if (e.noballs) words.push(offBat ? i18n._(msg`no-ball and ${offBat} off the bat`) : i18n._(msg`no-ball`));
  const { byes, legbyes } = e;
  if (byes) words.push(i18n._(msg`${plural(byes, { one: '# bye', other: '# byes' })}`));
  if (legbyes) words.push(i18n._(msg`${plural(legbyes, { one: '# leg-bye', other: '# leg-byes' })}`));
  if (!words.length) words.push(offBat ? i18n._(msg`${plural(offBat, { one: '# run', other: '# runs' })}`) : i18n._(msg`dot ball`));
  for (const w of d.wickets ?? []) {
    const player = w.player_out;
    const kind = dismissalLabel(i18n, w.kind);
    words.push(i18n._(msg`wicket: ${player} ${kind}`));
  }
  return words.join(', ');
}

export const DISMISSALS = [
  'bowled',
  'caught',
  'lbw',
  'run out',
  'stumped',
  'caught and bowled',
  'hit wicket',
  'retired hurt',
  'retired out',
  'obstructing the field',
] as const;
export const needsFielder = (kind: string) => kind === 'caught' || kind === 'run out' || kind === 'stumped';

/** How a batter left, in the page's language (the Cricsheet kinds stay what the log stores). */
const DISMISSAL_LABELS: Record<string, ReturnType<typeof msg>> = {
  bowled: msg({ message: 'bowled', comment: 'How a batter is out' }),
  caught: msg({ message: 'caught', comment: 'How a batter is out' }),
  lbw: msg({ message: 'lbw', comment: 'How a batter is out' }),
  'run out': msg({ message: 'run out', comment: 'How a batter is out' }),
  stumped: msg({ message: 'stumped', comment: 'How a batter is out' }),
  'caught and bowled': msg({ message: 'caught and bowled', comment: 'How a batter is out' }),
  'hit wicket': msg({ message: 'hit wicket', comment: 'How a batter is out' }),
  'retired hurt': msg({ message: 'retired hurt', comment: 'How a batter leaves' }),
  'retired not out': msg({ message: 'retired not out', comment: 'How a batter leaves' }),
  'retired out': msg({ message: 'retired out', comment: 'How a batter is out' }),
  'timed out': msg({ message: 'timed out', comment: 'How a batter is out' }),
  'obstructing the field': msg({ message: 'obstructing the field', comment: 'How a batter is out' }),
};

/** A dismissal kind's words ("caught" -> "कैच" on a Hindi page); any other kind as it is. */
export function dismissalLabel(i18n: I18n, kind: string): string {
  const label = DISMISSAL_LABELS[kind];
  return label ? i18n._(label) : kind;
}
