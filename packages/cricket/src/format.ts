/** "O.B": completed overs and the legal balls of the unfinished one. */
export function oversText(balls: number, ballsPerOver: number): string {
  return `${Math.floor(balls / ballsPerOver)}.${balls % ballsPerOver}`;
}

/** Overs as written in a target ("16" or "15.4") to balls. */
export function oversToBalls(overs: number, ballsPerOver: number): number {
  const whole = Math.floor(overs);
  return whole * ballsPerOver + Math.round((overs - whole) * 10);
}

export function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function strikeRate(runs: number, balls: number): number | null {
  return balls > 0 ? round2((runs * 100) / balls) : null;
}

export function perOver(runs: number, balls: number, ballsPerOver: number): number | null {
  return balls > 0 ? round2(runs / (balls / ballsPerOver)) : null;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
