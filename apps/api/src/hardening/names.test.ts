/** Issue 18: the team, match and player contracts use core's name and photo rules. */
import { describe, expect, it } from 'vitest';
import { createTeamSchema, addPlayerSchema } from '@league/teams/contract';
import { matchInputSchema } from '@league/schedule/contract';
import { playerInputSchema } from '@league/players/contract';
import { createAuctionSchema } from '@league/auction/contract';
import { tournamentInputSchema } from '@league/tournaments/contract';

const BAD = ['Lions\u202Egnp.exe', 'Tigers\u2066x\u2069', 'Line\nbreak', 'Bell\u0007', 'Mark\u200F'];

describe('names and photos in the contracts (issue 18)', () => {
  it('team, captain, squad, match and player names use it', () => {
    for (const bad of BAD) {
      expect(createTeamSchema.safeParse({ section: 'GICPL-OG', name: bad, captain: 'Asha' }).success).toBe(false);
      expect(createTeamSchema.safeParse({ section: 'GICPL-OG', name: 'Lions', captain: bad }).success).toBe(false);
      expect(createTeamSchema.safeParse({ section: 'GICPL-OG', name: 'Lions', captain: 'Asha', players: [bad] }).success).toBe(false);
      expect(addPlayerSchema.safeParse({ name: bad }).success).toBe(false);
      expect(matchInputSchema.safeParse({ team1: bad, team2: 'Lions', date: '2026-12-01' }).error?.issues.some((i) => i.path[0] === 'team1')).toBe(true);
      expect(playerInputSchema.safeParse({ name: bad }).error?.issues.some((i) => i.path[0] === 'name')).toBe(true);
    }
  });

  // Scored events and Cricsheet files: packages/tournaments/src/server/cricsheet-input.test.ts, through HTTP.
  it('part 2 names use it too (issue 35): auction pools and tournaments', () => {
    const auction = (name: string) => ({
      name: 'Auction',
      purse: 100,
      squadMin: 1,
      squadMax: 2,
      categories: [{ name: 'Gold', basePrice: 10 }],
      increments: [{ from: 0, step: 5 }],
      teams: [{ teamId: '0b4c6c3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }, { teamId: '1b4c6c3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }],
      pool: [{ name, category: 'Gold' }],
    });
    expect(createAuctionSchema.safeParse(auction('Asha Rao')).success).toBe(true);
    for (const bad of BAD) {
      expect(createAuctionSchema.safeParse(auction(bad)).success).toBe(false);
      expect(tournamentInputSchema.safeParse({ name: bad, season: '2026' }).success).toBe(false);
    }
  });

  it('a player photo is an http(s) address or one of our upload paths', () => {
    expect(playerInputSchema.safeParse({ name: 'Asha', photoUrl: '/api/admin/logout' }).error?.issues.some((i) => i.path[0] === 'photoUrl')).toBe(true);
    expect(
      playerInputSchema
        .safeParse({ name: 'Asha', photoUrl: '/api/gallery/files/0b4c6c3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.jpg' })
        .error?.issues.some((i) => i.path[0] === 'photoUrl') ?? false,
    ).toBe(false);
  });
});
