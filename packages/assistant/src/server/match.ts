/**
 * Finding a team or player named in a question: case-insensitive, word by word, with one
 * typo forgiven in longer words. A word shared by several names (e.g. "Teja") counts less
 * than a word only one name has, so "Kaveri" finds Kaveri Kings but "Strikers" alone may
 * stay ambiguous.
 */

/** Lower case, accents and punctuation gone, single spaces. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(' ') : [];
}

// Question words that are never part of a name we look for: without this list a typo
// allowance would turn "score" or "match" into somebody's name.
const COMMON = new Set(
  (
    'the and for who whom whose what when where which how why is are was were be been of in on at to a an me my our ' +
    'about tell show give list please team teams player players squad squads captain captains stats statistics ' +
    'match matches fixture fixtures next upcoming game games play plays playing played runs run wickets wicket ' +
    'score scored scores top best most league section does did do has have had with vs versus against many much ' +
    'can could you your i help register registration sponsor sponsors auction press conference link links time ' +
    'date today tomorrow this that there their they will would should info information details number jersey ' +
    'batting bowling fielding catches average strike rate economy highest leading leader leaders getters getter ' +
    'takers taker any all some know want like from by it its his her them club gicpl og'
  ).split(' '),
);

/** True when a and b are equal, or both long and one edit apart (a typo). */
export function near(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length < 5 || b.length < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}

export interface NameMatch<T> {
  /** The one item the question names, or null. */
  best: T | null;
  /** Items that share a word with the question when none stands out (e.g. two "Teja"s). */
  candidates: T[];
}

export function matchName<T>(question: string, items: readonly T[], nameOf: (item: T) => string): NameMatch<T> {
  const all = words(question);
  const phrase = ` ${all.join(' ')} `;
  const asked = all.filter((w) => !COMMON.has(w));
  const nameWords = items.map((item) => words(nameOf(item)));
  const frequency = new Map<string, number>();
  for (const list of nameWords) for (const w of new Set(list)) frequency.set(w, (frequency.get(w) ?? 0) + 1);

  const scored = items.map((item, index) => {
    const name = nameWords[index]!;
    if (name.length && phrase.includes(` ${name.join(' ')} `)) return { item, score: 10 + name.length };
    let score = 0;
    for (const w of new Set(name)) {
      if (w.length < 3 || COMMON.has(w)) continue;
      if (asked.some((q) => near(q, w))) score += 1 / (frequency.get(w) ?? 1);
    }
    return { item, score };
  });
  const hits = scored.filter((s) => s.score > 0).sort((a, b) => b.score - a.score);
  const [first, second] = hits;
  if (first && first.score >= 1 && (!second || second.score < first.score)) return { best: first.item, candidates: [] };
  return { best: null, candidates: hits.filter((h) => h.score === first?.score).map((h) => h.item) };
}
