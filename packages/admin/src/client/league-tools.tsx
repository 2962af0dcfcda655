/**
 * League tools: the organiser's way to the part-2 screens (tournaments, scorers, auctions,
 * sign-ups, dues, settings), which no menu reaches otherwise. Plain links, so each opens
 * in a new tab too; the paths are the router's.
 */
import { useId } from 'react';
import { Link } from '@league/ui/i18n';
import { useLocalePath } from '@league/ui/i18n';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import './league-tools.css';

export const LEAGUE_TOOLS = [
  { to: '/admin/tournaments', title: msg`Tournaments`, hint: msg`Seasons, fixtures and Cricsheet imports` },
  { to: '/admin/auctions', title: msg`Auctions`, hint: msg`Set up an auction: teams, purse and player pool` },
  { to: '/admin/scorers', title: msg`Scorers`, hint: msg`Who may score matches` },
  { to: '/dashboard/sheets', title: msg`Sign-ups`, hint: msg`Review, approve and import registrations` },
  { to: '/dashboard/people', title: msg`People`, hint: msg`Ages, guardian consent, names and merges: who visitors see` },
  { to: '/dashboard/dues', title: msg`Dues`, hint: msg`Who has not paid the registration fee` },
  { to: '/dashboard/settings', title: msg`Settings`, hint: msg`League name, sections and registration fee` },
] as const;

export function LeagueTools() {
  const { i18n } = useLingui();
  const to = useLocalePath();
  const headingId = useId();
  return (
    <nav className="ui-section league-tools" aria-labelledby={headingId}>
      <div className="ui-section__header">
        <h2 id={headingId} className="ui-section__title">
          <Trans>League tools</Trans>
        </h2>
      </div>
      <ul className="league-tools__list">
        {LEAGUE_TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link className="league-tools__link" to={to(tool.to)}>
              <span className="league-tools__title">{i18n._(tool.title)}</span>
              <span className="league-tools__hint">{i18n._(tool.hint)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
