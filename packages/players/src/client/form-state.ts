/**
 * The player form keeps every field as text, the way inputs hold it, and turns it into a
 * payload by the rules of spec 5: digits-only integers (blank = 0), decimals with one point
 * (blank or a lone "." = 0), a blank jersey number sent as absent.
 */
import type { BatStyle, BowlStyle } from '../constants';
import type { Player, PlayerInput } from '../contract';

export type FieldKind = 'int' | 'decimal' | 'best';
export interface StatField<K extends string> {
  key: K;
  label: string;
  kind: FieldKind;
}

export const battingFields = [
  { key: 'matches', label: 'Matches', kind: 'int' },
  { key: 'runs', label: 'Runs', kind: 'int' },
  { key: 'balls', label: 'Balls', kind: 'int' },
  { key: 'highest', label: 'Highest', kind: 'int' },
  { key: 'fifties', label: 'Fifties', kind: 'int' },
  { key: 'hundreds', label: 'Hundreds', kind: 'int' },
  { key: 'average', label: 'Average', kind: 'decimal' },
  { key: 'strikeRate', label: 'Strike rate', kind: 'decimal' },
] as const satisfies readonly StatField<keyof Player['batting']>[];

export const bowlingFields = [
  { key: 'matches', label: 'Matches', kind: 'int' },
  { key: 'balls', label: 'Balls', kind: 'int' },
  { key: 'runsConceded', label: 'Runs conceded', kind: 'int' },
  { key: 'wickets', label: 'Wickets', kind: 'int' },
  { key: 'best', label: 'Best bowling', kind: 'best' },
  { key: 'average', label: 'Average', kind: 'decimal' },
  { key: 'economy', label: 'Economy', kind: 'decimal' },
  { key: 'fiveFors', label: '5-wicket hauls', kind: 'int' },
] as const satisfies readonly StatField<keyof Player['bowling']>[];

export const fieldingFields = [
  { key: 'catches', label: 'Catches', kind: 'int' },
  { key: 'stumpings', label: 'Stumpings', kind: 'int' },
  { key: 'runouts', label: 'Run-outs', kind: 'int' },
] as const satisfies readonly StatField<keyof Player['fielding']>[];

export type StatGroup = 'batting' | 'bowling' | 'fielding';
export const statGroups = [
  { group: 'batting', title: 'Batting', fields: battingFields },
  { group: 'bowling', title: 'Bowling', fields: bowlingFields },
  { group: 'fielding', title: 'Fielding', fields: fieldingFields },
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
