import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from './share-button';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it('is a WhatsApp link with the text and the page address prefilled', async () => {
    render(<ShareButton text="Kaveri Kings vs Ashoka Avengers" url="/matches/m1" />);
    const link = screen.getByRole('link', { name: 'Share' });
    await waitFor(() => expect(link.getAttribute('href')).toContain(encodeURIComponent(`${window.location.origin}/matches/m1`)));
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(`Kaveri Kings vs Ashoka Avengers ${window.location.origin}/matches/m1`);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it("opens the phone's share sheet instead when there is one", async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButton text="Points table" title="Standings" url="/standings" />);
    const link = screen.getByRole('link', { name: 'Share' });
    await waitFor(() => expect(link.getAttribute('href')).toContain('standings'));
    expect(fireEvent.click(link)).toBe(false); // the link itself is not followed
    expect(share).toHaveBeenCalledWith({ title: 'Standings', text: 'Points table', url: `${window.location.origin}/standings` });
  });
});
