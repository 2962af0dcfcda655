/** The league's zone when none is configured (sheet timestamps, the season of a payment). */
export const DEFAULT_TIME_ZONE = 'Asia/Kolkata';
