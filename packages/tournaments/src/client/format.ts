/** Number formats of the match centre (spec 3 and 5), pure so every screen and test agrees. */

/**
 * NRR as the table shows it: 3 decimals with a sign ("+0.632", "-1.160"), as the contract's
 * formatter writes it; repeated here so public pages never load the schema library.
 */
export function formatNrr(nrr: number): string {
  const fixed = Math.abs(nrr).toFixed(3);
  return `${nrr < 0 && fixed !== '0.000' ? '-' : '+'}${fixed}`;
}

/** Balls as overs "O.B" (19.4 = 19 overs and 4 balls). */
export function oversOf(balls: number, ballsPerOver = 6): string {
  const whole = Math.floor(balls / ballsPerOver);
  const rest = balls % ballsPerOver;
  return rest ? `${whole}.${rest}` : `${whole}`;
}

/** Two decimals, or a dash when there is nothing to divide (a bowler who never bowled). */
export function fixed2(value: number | null | undefined): string {
  return value == null || !Number.isFinite(value) ? '–' : value.toFixed(2);
}
