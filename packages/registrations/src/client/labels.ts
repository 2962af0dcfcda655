/**
 * How the dashboard's own words for its data read on a screen: the values stay what
 * dashboard.ts and the contract spell (they filter and match), their words follow the page's
 * language. Anything else (a role typed in the sheet, a domain) shows as it is.
 */
import type { useLingui } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { RANGE_LABELS, type Range, type SignupField } from '../contract';
import { UNKNOWN_DOMAIN, UNSPECIFIED_ROLE } from './dashboard';

type I18n = ReturnType<typeof useLingui>['i18n'];
type Message = ReturnType<typeof msg>;

const FIELD_LABELS = {
  fullName: msg`Name`,
  phNo: msg`Phone`,
  emailAddress: msg`Email`,
  role: msg`Role`,
  dateOfBirth: msg`Date of birth`,
  guardianName: msg`Guardian's name`,
  guardianPhone: msg`Guardian's phone`,
  gmailId: msg`Gmail ID`,
  timestamp: msg`Submitted at`,
} satisfies Record<SignupField, Message>;

/** A sign-up field's name ("Phone" -> "फ़ोन"); a name the server sent that is no field, as it is. */
export function fieldLabel(i18n: I18n, field: string): string {
  const label = FIELD_LABELS[field as SignupField];
  return label ? i18n._(label) : field;
}

/** "All" is a word; "7d", "30d" and "90d" read the same in both languages. */
export function rangeLabel(i18n: I18n, range: Range): string {
  return range === 'all' ? i18n._(msg`All`) : RANGE_LABELS[range];
}

/** A blank role cell's "Unspecified"; any role from the sheet as it is. */
export function roleLabel(i18n: I18n, role: string): string {
  return role === UNSPECIFIED_ROLE ? i18n._(msg`Unspecified`) : role;
}

const CONTACT_LABELS: Record<string, Message> = { Email: msg`Email`, Phone: msg`Phone` };

/** The contact methods' bars (Email, Phone; Gmail is a name). */
export function contactLabel(i18n: I18n, label: string): string {
  const message = CONTACT_LABELS[label];
  return message ? i18n._(message) : label;
}

/** A blank or @-less address counts under "unknown". */
export function domainLabel(i18n: I18n, domain: string): string {
  return domain === UNKNOWN_DOMAIN ? i18n._(msg`unknown`) : domain;
}
