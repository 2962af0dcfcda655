/**
 * Home (spec 2 Home): the greeting splash over the hero, then Live Updates, Competing
 * Teams, Player Highlights and Our Sponsors. (The assistant floats in from the shell.)
 */
import { LiveUpdates } from '@league/announcements/client';
import { OwnPass } from '../adoption';
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
      {/* Each section is adopted in a pass of its own (adoption.tsx). */}
      <OwnPass>
        <LiveNowStrip />
      </OwnPass>
      <div className="ui-container home__sections">
        <OwnPass>
          <LiveUpdates />
        </OwnPass>
        <OwnPass>
          <LatestResults />
        </OwnPass>
        <OwnPass>
          <TableTops />
        </OwnPass>
        <OwnPass>
          <CompetingTeams />
        </OwnPass>
        <OwnPass>
          <PlayerHighlights />
        </OwnPass>
        <OwnPass>
          <SponsorsSection />
        </OwnPass>
      </div>
    </div>
  );
}
