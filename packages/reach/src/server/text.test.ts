/** The pure parts of a card: which page a path is, and how a long line is cut. */
import { describe, expect, it } from 'vitest';
import { cardOfPath } from './share';
import { clip } from './svg';

describe('cardOfPath', () => {
  it('reads a page id, and answers no page for a malformed escape instead of throwing', () => {
    expect(cardOfPath('/players/ab%20c')).toEqual({ kind: 'player', id: 'ab c' });
    expect(cardOfPath('/players/%E0%A4')).toBeNull();
    expect(cardOfPath('/matches/%')).toBeNull();
  });
});

describe('clip', () => {
  it('cuts between whole characters as a reader sees them, never inside a Devanagari syllable', () => {
    // "क्षि" is one syllable of four code points (क ् ष ि): a code-point cut would leave "क्" or "क्ष".
    const name = 'क्षितिज शर्मा';
    const cut = clip(name, 3);
    expect(cut).toBe('क्षिति…');
    expect(clip(name, 20)).toBe(name);
  });
});
