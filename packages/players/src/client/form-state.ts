/**
 * The player form keeps every field as text, the way inputs hold it, and turns it into a
 * payload by the rules of spec 5: digits-only integers (blank = 0), decimals with one point
 * (blank or a lone "." = 0), a blank jersey number sent as absent.
 */
import { msg } from '@league/ui/i18n/core-macro';
import type { BatStyle, BowlStyle } from '../constants';
import type { Player, PlayerInput } from '../contract';

/** A label's words, rendered in the page's language with `i18n._(label)` from `useLingui()`. */
export type Label = ReturnType<typeof msg>;

export type FieldKind = 'int' | 'decimal' | 'best';
export interface StatField<K extends string> {
  key: K;
  label: Label;
  kind: FieldKind;
}

export const battingFields = [
  { key: 'matches', label: msg`Matches`, kind: 'int' },
  { key: 'runs', label: msg`Runs`, kind: 'int' },
  { key: 'balls', label: msg`Balls`, kind: 'int' },
  { key: 'highest', label: msg`Highest`, kind: 'int' },
  { key: 'fifties', label: msg`Fifties`, kind: 'int' },
  { key: 'hundreds', label: msg`Hundreds`, kind: 'int' },
  { key: 'average', label: msg`Average`, kind: 'decimal' },
  { key: 'strikeRate', label: msg`Strike rate`, kind: 'decimal' },
] as const satisfies readonly StatField<keyof Player['batting']>[];

export const bowlingFields = [
  { key: 'matches', label: msg`Matches`, kind: 'int' },
  { key: 'balls', label: msg`Balls`, kind: 'int' },
  { key: 'runsConceded', label: msg`Runs conceded`, kind: 'int' },
  { key: 'wickets', label: msg`Wickets`, kind: 'int' },
  { key: 'best', label: msg`Best bowling`, kind: 'best' },
  { key: 'average', label: msg`Average`, kind: 'decimal' },
  { key: 'economy', label: msg`Economy`, kind: 'decimal' },
  { key: 'fiveFors', label: msg`5-wicket hauls`, kind: 'int' },
] as const satisfies readonly StatField<keyof Player['bowling']>[];

export const fieldingFields = [
  { key: 'catches', label: msg`Catches`, kind: 'int' },
  { key: 'stumpings', label: msg`Stumpings`, kind: 'int' },
  { key: 'runouts', label: msg`Run-outs`, kind: 'int' },
] as const satisfies readonly StatField<keyof Player['fielding']>[];

export type StatGroup = 'batting' | 'bowling' | 'fielding';
export const statGroups = [
  { group: 'batting', title: msg`Batting`, fields: battingFields },
  { group: 'bowling', title: msg`Bowling`, fields: bowlingFields },
  { group: 'fielding', title: msg`Fielding`, fields: fieldingFields },
] as const;

export interface PlayerFormValues {
  name: string;
  phone: string;
  jerseyNumber: string;
  photoUrl: string;
  dob: string;
  batStyle: '' | BatStyle;
  bowlStyle: '' | BowlStyle;
  batting: Record<keyof Player['batting'], string>;
  bowling: Record<keyof Player['bowling'], string>;
  fielding: Record<keyof Player['fielding'], string>;
}

/** Input filters: what each kind of field lets through as it is typed. */
export const digitsOnly = (value: string) => value.replace(/\D/g, '');
export function decimalOnly(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, '');
  const point = cleaned.indexOf('.');
  return point < 0 ? cleaned : cleaned.slice(0, point + 1) + cleaned.slice(point + 1).replace(/\./g, '');
}
export const bestOnly = (value: string) => value.replace(/[^\d/]/g, '');
export const filterFor = (kind: FieldKind) => (kind === 'int' ? digitsOnly : kind === 'decimal' ? decimalOnly : bestOnly);

const toInt = (value: string) => (value === '' ? 0 : Number(value));
const toDecimal = (value: string) => (value === '' || value === '.' ? 0 : Number(value));

function blankGroup<K extends string>(fields: readonly StatField<K>[]): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f.key, ''])) as Record<K, string>;
}

export function emptyValues(): PlayerFormValues {
  return {
    name: '',
    phone: '',
    jerseyNumber: '',
    photoUrl: '',
    dob: '',
    batStyle: '',
    bowlStyle: '',
    batting: blankGroup(battingFields),
    bowling: blankGroup(bowlingFields),
    fielding: blankGroup(fieldingFields),
  };
}

function groupText<K extends string>(fields: readonly StatField<K>[], stats: Record<K, number | string>): Record<K, string> {
  return Object.fromEntries(fields.map((f) => [f.key, String(stats[f.key] ?? '')])) as Record<K, string>;
}

/** Edit mode: the player loaded into the form. */
export function valuesFromPlayer(player: Player): PlayerFormValues {
  return {
    name: player.name,
    phone: player.phone,
    jerseyNumber: player.jerseyNumber === null ? '' : String(player.jerseyNumber),
    photoUrl: player.photoUrl ?? '',
    dob: player.dob ?? '',
    batStyle: player.batStyle ?? '',
    bowlStyle: player.bowlStyle ?? '',
    batting: groupText(battingFields, player.batting),
    bowling: groupText(bowlingFields, player.bowling),
    fielding: groupText(fieldingFields, player.fielding),
  };
}

function groupValues<K extends string>(fields: readonly StatField<K>[], text: Record<K, string>) {
  return Object.fromEntries(fields.map((f) => [f.key, f.kind === 'int' ? toInt(text[f.key]) : f.kind === 'decimal' ? toDecimal(text[f.key]) : text[f.key]]));
}

/**
 * The payload to validate and send. Blank optional fields are left out of a new player;
 * when editing they are sent as null, because absent means "keep" to the server's PATCH.
 */
export function toPayload(values: PlayerFormValues, mode: 'create' | 'update'): PlayerInput {
  const blank = mode === 'create' ? undefined : null;
  const payload: PlayerInput = {
    name: values.name,
    phone: values.phone,
    jerseyNumber: values.jerseyNumber === '' ? blank : Number(values.jerseyNumber),
    photoUrl: values.photoUrl.trim() === '' ? blank : values.photoUrl.trim(),
    dob: values.dob === '' ? blank : values.dob,
    batStyle: values.batStyle === '' ? blank : values.batStyle,
    bowlStyle: values.bowlStyle === '' ? blank : values.bowlStyle,
    batting: groupValues(battingFields, values.batting) as PlayerInput['batting'],
    bowling: groupValues(bowlingFields, values.bowling) as PlayerInput['bowling'],
    fielding: groupValues(fieldingFields, values.fielding) as PlayerInput['fielding'],
  };
  // "Sent as absent": no key at all, not a key holding undefined.
  for (const key of Object.keys(payload) as Array<keyof PlayerInput>) if (payload[key] === undefined) delete payload[key];
  return payload;
}
