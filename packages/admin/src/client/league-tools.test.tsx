import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from './test-utils';
import { LeagueTools } from './league-tools';

describe('League tools', () => {
  it('is a navigation landmark named by its heading, with a real link to each part-2 screen', () => {
    renderAt('/admin-dashboard', { '/admin-dashboard': <LeagueTools /> });
    const nav = screen.getByRole('navigation', { name: 'League tools' });
    expect(within(nav).getByRole('heading', { level: 2, name: 'League tools' })).toBeInTheDocument();
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.querySelector('.league-tools__title')?.textContent, a.getAttribute('href')])).toEqual([
      ['Tournaments', '/admin/tournaments'],
      ['Auctions', '/admin/auctions'],
      ['Scorers', '/admin/scorers'],
      ['Sign-ups', '/dashboard/sheets'],
      ['People', '/dashboard/people'],
      ['Dues', '/dashboard/dues'],
      ['Settings', '/dashboard/settings'],
    ]);
    // The accessible name carries the hint too, so a screen reader hears what is behind it.
    expect(within(nav).getByRole('link', { name: /Dues.*registration fee/ })).toBeInTheDocument();
    expect(within(nav).getAllByRole('listitem')).toHaveLength(7);
  });

  it('goes to the screen from the keyboard', async () => {
    const user = userEvent.setup();
    renderAt('/admin-dashboard', { '/admin-dashboard': <LeagueTools /> });
    for (let i = 0; i < 2; i += 1) await user.tab();
    expect(screen.getByRole('link', { name: /^Auctions/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Landed on another page /admin/auctions')).toBeInTheDocument();
  });
});
