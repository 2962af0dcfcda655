/** Player search (spec 5): name (case-insensitive), jersey number, or the phone digits shown. */
import type { Player } from '../contract';

/** Below this many digits a query is a jersey number, not a piece of a phone. */
const MIN_PHONE_DIGITS = 3;

export function matchesPlayer(player: Player, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  if (player.name.toLowerCase().includes(q)) return true;
  const number = q.replace(/^#/, '');
  if (/^\d+$/.test(number) && player.jerseyNumber !== null && String(player.jerseyNumber) === String(Number(number))) return true;
  // A visitor's phone is "******3210": only the digits they can see take part.
  const digits = q.replace(/[\s*+()-]/g, '');
  return /^\d+$/.test(digits) && digits.length >= MIN_PHONE_DIGITS && player.phone.replace(/\D/g, '').includes(digits);
}

export function searchPlayers(players: Player[], query: string): Player[] {
  return players.filter((player) => matchesPlayer(player, query));
}
