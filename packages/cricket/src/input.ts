/**
 * Guards for input from outside (a scorer's phone, a Cricsheet file): how deep a JSON value
 * nests, checked without recursion so a hostile file cannot exhaust the stack (issue 35).
 */

/** Deepest nesting any event or Cricsheet file needs (a fielder's name sits 11 levels down). */
export const MAX_INPUT_DEPTH = 32;

/** True when `value` nests arrays or objects deeper than `max` levels. */
export function nestsDeeperThan(value: unknown, max = MAX_INPUT_DEPTH): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]];
  while (stack.length) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth > max) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}
