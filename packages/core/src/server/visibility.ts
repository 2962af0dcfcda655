/**
 * What a visitor may see of a person is decided in one place (part 3 spec section 1): the
 * people package knows who is hidden and how each hidden person is shown (a stable
 * placeholder such as "Riverside Cubs player 4"); this module is the seam every public
 * output goes through. createCoreApp applies it to every answer a visitor gets (JSON, text,
 * calendars, CSV), the response cache applies it before it keeps an answer, and the live
 * hub to every frame a visitor's stream carries. A feature that sends people's names
 * anywhere else (a language model, a push, an image) asks `app.visibility` itself.
 *
 * The rule works on names, not rows, on purpose: names travel into places no row id does
 * (a dismissal line "c Pranav Das b Mehta", a Cricsheet registry key, an assistant's
 * "did you mean"), and one pass over the finished output catches every one of them.
 */
import type { FastifyRequest } from 'fastify';

export interface PublicFilter {
  /** True when nobody is hidden or renamed: the filter changes nothing. */
  readonly empty: boolean;
  /** The text with every hidden person's names replaced by their placeholder. */
  text(input: string): string;
}

export interface VisibilitySource {
  /** The filter as of the last committed change to people (reloads when told of one). */
  current(): Promise<PublicFilter>;
  /** The last loaded filter, without waiting (live frames are written synchronously). */
  peek(): PublicFilter;
  /** Something that decides visibility changed (here or on another instance): reload before the next use. */
  stale(): void;
}

export const NO_FILTER: PublicFilter = { empty: true, text: (input) => input };

export const openVisibility: VisibilitySource = {
  current: async () => NO_FILTER,
  peek: () => NO_FILTER,
  stale: () => {},
};

/** Walks a JSON value, rewriting every string and every object key through `filter`. */
export function filterValue<T>(filter: PublicFilter, value: T): T {
  if (filter.empty) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return filter.text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) out[filter.text(key)] = walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * Who sees real names: admins everywhere, and scorers on the match calls (the match's scorer
 * needs the lineups' names to score). Everyone else, signed in or not, gets the filter.
 */
export async function seesRealNames(request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  try {
    const viewer = await request.viewer();
    if (!viewer) return false;
    if (viewer.isAdmin) return true;
    const path = request.url.split('?')[0] ?? '';
    return viewer.role === 'scorer' && (path.startsWith('/api/matches/') || path.startsWith('/api/scoring'));
  } catch {
    return false;
  }
}

/** Content types whose bytes can carry a name, and so go through the filter. */
export function isFilterableType(contentType: string): boolean {
  // Pages and scripts are built before any person exists (the prerendered HTML holds no data).
  return /json|text\/(plain|csv|calendar|event-stream)|xml/.test(contentType);
}
