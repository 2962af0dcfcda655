/** The fixtures as an iCalendar feed, so players can subscribe from their phone's calendar. */
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { GlobalLinks, Match } from '../contract';

/**
 * Long enough for a T20 game with the break; calendars only need a sensible block. The fixture
 * generator takes it as the time a match holds its teams.
 */
export const MATCH_DURATION_MS = 3 * 60 * 60 * 1000;

export function buildCalendar(list: Match[], links: GlobalLinks, options: { name?: string; timeZone: string }): string {
  const calendar = ical({
    name: options.name ?? 'League fixtures',
    prodId: { company: 'league', product: 'schedule', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // Calendar apps poll subscriptions; ask them to look again every few hours.
    ttl: 6 * 60 * 60,
    x: { 'X-WR-TIMEZONE': options.timeZone },
  });
  for (const match of list) {
    const start = new Date(match.matchDate);
    const press = match.pressLink ?? links.pressConferenceLink;
    const auction = match.auctionLink ?? links.auctionLink;
    const notes = [press && `Press conference: ${press}`, auction && `Auction: ${auction}`].filter(Boolean);
    calendar.createEvent({
      // Stable ids let a subscribed calendar update an event instead of duplicating it.
      id: `${match.id}@league-schedule`,
      start,
      end: new Date(start.getTime() + MATCH_DURATION_MS),
      stamp: new Date(match.createdAt),
      summary: `${match.team1} vs ${match.team2}`,
      description: notes.length ? notes.join('\n') : null,
      // Part 3 spec 4: where, and a SEQUENCE that rises with each change so calendars take it.
      location: match.ground ? [match.ground.name, match.ground.address].filter(Boolean).join(', ') : (match.venue ?? null),
      sequence: match.sequence ?? 0,
    });
  }
  return calendar.toString();
}
