/**
 * One person, one phone key. Sheets and forms write the same Indian mobile as
 * "+91 98400 00000", "098400-00000", "0091 9840000000" or "9840000000"; all of them are the
 * key "9840000000", so the same person is never two profiles. Other numbers keep their
 * digits. Shared by every place that creates a player or keys a sign-up.
 */
export function normalisePhone(raw: string | null | undefined): string {
  let digits = (raw ?? '').replace(/\D/g, '');
  if (digits.startsWith('0091') && digits.length === 14) digits = digits.slice(4);
  else if (digits.startsWith('91') && digits.length === 12) digits = digits.slice(2);
  else if (digits.startsWith('0') && digits.length === 11) digits = digits.slice(1);
  return digits;
}

/** A usable key: 6-15 digits once normalised (decisions.md 4). */
export function isPhoneKey(digits: string): boolean {
  return /^\d{6,15}$/.test(digits);
}
