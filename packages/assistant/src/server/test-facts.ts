/** Test-only: a small hand-made league for the pure intent tests. */
import type { LeagueFacts, PlayerFact } from './facts';

export const NOW = new Date('2031-03-12T06:30:00Z'); // 12:00 in Kolkata

function player(name: string, runs: number, wickets: number, jersey: number | null = 7): PlayerFact {
  return {
    name,
    jerseyNumber: jersey,
    batStyle: 'RHB',
    bowlStyle: 'Right-arm',
    batting: { matches: 8, runs, highest: Math.min(runs, 77), average: runs / 8, strikeRate: 123.456, fifties: 1, hundreds: 0 },
    bowling: { matches: 8, wickets, best: wickets ? '3/21' : '0/0', economy: 6.5, average: 20 },
    fielding: { catches: 4, stumpings: 0, runouts: 1 },
  };
}

export function testFacts(overrides: Partial<LeagueFacts> = {}): LeagueFacts {
  return {
    now: NOW,
    timeZone: 'Asia/Kolkata',
    registrationFormUrl: 'https://forms.example.org/register',
    teams: [
      {
        name: 'Kaveri Kings',
        section: 'GICPL-H',
        captain: 'Karthik Subramanian',
        players: [
          { name: 'Karthik Subramanian', role: 'C' },
          { name: 'Pranav Iyengar', role: 'VC' },
          { name: 'Ravi Teja', role: 'WK' },
          { name: 'Gokul Anand', role: 'Player' },
        ],
      },
      {
        name: 'Banyan Blasters',
        section: 'GICPL-OG',
        captain: 'Rohit Deshmukh',
        players: [
          { name: 'Rohit Deshmukh', role: 'C' },
          { name: 'Chandu Teja', role: 'Player' },
        ],
      },
      { name: 'Royal Strikers', section: 'GICPL-OG', captain: 'Asha Rao', players: [] },
      { name: 'Sahyadri Strikers', section: 'GICPL-H', captain: 'Om Jagtap', players: [{ name: 'Om Jagtap', role: 'C' }] },
    ],
    players: [
      player('Karthik Subramanian', 120, 9),
      player('Pranav Iyengar', 340, 2),
      player('Ravi Teja', 55, 0),
      player('Chandu Teja', 80, 12),
      player('Rohit Deshmukh', 412, 4, 23),
      player('Om Jagtap', 10, 1, null),
    ],
    topRuns: [
      { name: 'Rohit Deshmukh', value: 412 },
      { name: 'Pranav Iyengar', value: 340 },
      { name: 'Karthik Subramanian', value: 120 },
    ],
    topWickets: [
      { name: 'Chandu Teja', value: 12 },
      { name: 'Karthik Subramanian', value: 9 },
    ],
    fixtures: [
      { team1: 'Kaveri Kings', team2: 'Sahyadri Strikers', at: new Date('2031-03-10T10:30:00Z'), pressLink: null, auctionLink: null },
      { team1: 'Banyan Blasters', team2: 'Royal Strikers', at: new Date('2031-03-14T10:30:00Z'), pressLink: null, auctionLink: null },
      { team1: 'Kaveri Kings', team2: 'Banyan Blasters', at: new Date('2031-03-16T02:00:00Z'), pressLink: null, auctionLink: null },
      { team1: 'Royal Strikers', team2: 'Sahyadri Strikers', at: new Date('2031-03-20T10:30:00Z'), pressLink: null, auctionLink: null },
    ],
    links: { pressConferenceLink: 'https://meet.example.org/press', auctionLink: 'https://auction.example.org/live' },
    sponsors: [
      { companyName: 'Sharma Sports', ownerName: 'Vikram Sharma' },
      { companyName: 'Chai Point', ownerName: null },
    ],
    ...overrides,
  };
}
