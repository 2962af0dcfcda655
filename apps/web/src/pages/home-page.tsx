/**
 * Home (spec 2 Home): the greeting splash over the hero, then Live Updates, Competing
 * Teams, Player Highlights and Our Sponsors. (The assistant floats in from the shell.)
 */
import { LiveUpdates } from '@league/announcements/client';
import { SponsorsSection } from '@league/sponsors/client';
import { LiveNowStrip } from '@league/scoring/client';
import { GreetingSplash } from './splash';
import { Hero } from './hero';
import { CompetingTeams, PlayerHighlights } from './home-lists';
import { LatestResults, TableTops } from './home-results';
import './home.css';

export function HomePage() {
  return (
    <div className="home">
      <GreetingSplash />
      <Hero />
      <LiveNowStrip />
      <div className="ui-container home__sections">
        <LiveUpdates />
        <LatestResults />
        <TableTops />
        <CompetingTeams />
        <PlayerHighlights />
        <SponsorsSection />
      </div>
    </div>
  );
}
