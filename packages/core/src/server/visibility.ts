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

/**
 * Walks a JSON value, rewriting every string and every object key through `filter`. Names
 * are replaced in values, before serialising: escaping, quotes in a placeholder and the
 * literals true, false and null never meet the rule. Anything not plain data is kept as it is.
 */
export function filterValue<T>(filter: PublicFilter, value: T): T {
  if (filter.empty) return value;
  const walk = (v: unknown): unknown => {
    if (typeof v === 'string') return filter.text(v);
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const proto = Object.getPrototypeOf(v);
      if (proto !== Object.prototype && proto !== null) return v;
      const out: Record<string, unknown> = {};
      for (const [key, inner] of Object.entries(v)) out[filter.text(key)] = walk(inner);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/** A serialised answer through the rule: JSON by its values, any other text as text. */
export function filterSerialised(filter: PublicFilter, text: string, contentType: string): string {
  if (filter.empty) return text;
  if (/json/.test(contentType)) {
    try {
      return JSON.stringify(filterValue(filter, JSON.parse(text) as unknown));
    } catch {
      // Not JSON after all: the text rule below still applies.
    }
  }
  return filter.text(text);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who besides admins sees real names on this route: the package that owns the route says
     * (the scoring package: the match's own scorer, assigned or holding it). Absent: admins only.
     */
    realNames?: (request: FastifyRequest) => Promise<boolean>;
  }
}

/**
 * Who sees real names: admins everywhere, and whoever the route's own `realNames` lets
 * through (the match's scorer on that match's calls). Everyone else, signed in or not, gets
 * the filter. A bad token is a visitor here: the route's access check answers it.
 */
const decided = new WeakMap<FastifyRequest, Promise<boolean>>();

export function seesRealNames(request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return Promise.resolve(false);
  // Asked by several hooks of one request: decided once.
  let answer = decided.get(request);
  if (!answer) decided.set(request, (answer = decide(request)));
  return answer;
}

async function decide(request: FastifyRequest): Promise<boolean> {
  try {
    const viewer = await request.viewer();
    if (!viewer) return false;
    if (viewer.isAdmin) return true;
    const rule = request.routeOptions.config?.realNames;
    return rule ? await rule(request) : false;
  } catch {
    return false;
  }
}

/** Content types whose bytes can carry a name, and so go through the filter. */
export function isFilterableType(contentType: string): boolean {
  // HTML is not filtered here: the built pages hold no data, and the share tags written into
  // them (packages/reach) pass the rule themselves before they are written.
  return /json|text\/(plain|csv|calendar|event-stream)|xml/.test(contentType);
}
