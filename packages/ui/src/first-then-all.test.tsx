import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstThenAll } from './first-then-all';

function List({ items, first, seen }: { items: number[]; first: number; seen: number[] }) {
  const shown = useFirstThenAll(items, first);
  seen.push(shown.length);
  return (
    <ul>
      {shown.map((n) => (
        <li key={n}>{n}</li>
      ))}
    </ul>
  );
}

describe('useFirstThenAll', () => {
  it('draws the first items, then all of them in a second render', async () => {
    const seen: number[] = [];
    render(<List items={Array.from({ length: 40 }, (_, i) => i)} first={8} seen={seen} />);
    expect(seen[0]).toBe(8);
    expect(await screen.findAllByRole('listitem')).toHaveLength(40);
  });

  it('draws a short list at once, and a longer one arriving later first in part, then whole', async () => {
    const seen: number[] = [];
    const { rerender } = render(<List items={[1, 2, 3]} first={8} seen={seen} />);
    expect(seen).toEqual([3]);
    rerender(<List items={Array.from({ length: 20 }, (_, i) => i)} first={8} seen={seen} />);
    expect(seen).toContain(8);
    expect(await screen.findAllByRole('listitem')).toHaveLength(20);
  });
});
