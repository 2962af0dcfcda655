/**
 * League tools: the organiser's way to the part-2 screens (tournaments, scorers, auctions,
 * sign-ups, dues, settings), which no menu reaches otherwise. Plain links, so each opens
 * in a new tab too; the paths are the router's.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import './league-tools.css';

export const LEAGUE_TOOLS = [
  { to: '/admin/tournaments', title: 'Tournaments', hint: 'Seasons, fixtures and Cricsheet imports' },
  { to: '/admin/auctions', title: 'Auctions', hint: 'Set up an auction: teams, purse and player pool' },
  { to: '/admin/scorers', title: 'Scorers', hint: 'Who may score matches' },
  { to: '/dashboard/sheets', title: 'Sign-ups', hint: 'Review, approve and import registrations' },
  { to: '/dashboard/people', title: 'People', hint: 'Ages, guardian consent, names and merges: who visitors see' },
  { to: '/dashboard/dues', title: 'Dues', hint: 'Who has not paid the registration fee' },
  { to: '/dashboard/settings', title: 'Settings', hint: 'League name, sections and registration fee' },
] as const;

export function LeagueTools() {
  const headingId = useId();
  return (
    <nav className="ui-section league-tools" aria-labelledby={headingId}>
      <div className="ui-section__header">
        <h2 id={headingId} className="ui-section__title">
          League tools
        </h2>
      </div>
      <ul className="league-tools__list">
        {LEAGUE_TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link className="league-tools__link" to={tool.to}>
              <span className="league-tools__title">{tool.title}</span>
              <span className="league-tools__hint">{tool.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
