/** The pure parts of a card: which page a path is, and how a long line is cut. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '../contract';
import { cardOfPath, pagePaths } from './pages';
import { clip } from './svg';

describe('the public pages, from the one list', () => {
  it('each has its card, and the sitemap lists each (item pages once per item); nothing else is a page', () => {
    const id = '0b7c2b8e-4a8c-4a43-9d55-3c2f1c7b9e10';
    for (const page of PUBLIC_PAGES) expect(cardOfPath(page.replace(':id', id)), page).not.toBeNull();
    expect(pagePaths({ '/matches/:id': [id], '/teams/:id': [], '/players/:id': ['a', 'b'] })).toEqual(
      PUBLIC_PAGES.flatMap((p) =>
        p === '/matches/:id' ? [`/matches/${id}`] : p === '/players/:id' ? ['/players/a', '/players/b'] : p.includes(':') ? [] : [p],
      ),
    );
    for (const path of ['/home', '/admin', '/standings/x', '/matches/', '/about/']) expect(cardOfPath(path), path).toBeNull();
  });
});

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
