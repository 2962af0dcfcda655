/**
 * First-run checklist for a new league's admin: each step links to its screen and ticks
 * itself from what the league already holds (nothing is stored: the data is the answer).
 * The admin dashboard passes the counts it already loaded; the checklist shows only while
 * the league is still empty of teams, players or fixtures, and steps aside once all is done.
 */
import { useId } from 'react';
import { Link } from '@league/ui/i18n';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { settingsQuery } from './queries';
import { InviteAdmin } from './invite-admin';
import './settings.css';

export interface LeagueCounts {
  teams: number | null;
  players: number | null;
  matches: number | null;
  admins: number | null;
}

export interface ChecklistStep {
  id: string;
  /** In the page's language. */
  title: string;
  hint: string;
  to: string;
  done: boolean | undefined;
}

const more = (n: number | null, than: number) => (n === null ? undefined : n > than);

export function useFirstRunSteps(counts: LeagueCounts, enabled = true): ChecklistStep[] {
  const { t } = useLingui();
  const settings = useQuery({ ...settingsQuery(t`Failed to load settings`), enabled });
  const s = settings.data;
  // Settings that cannot be read count as not done: the checklist never hangs on them.
  const unknown = settings.isError ? false : undefined;
  return [
    {
      id: 'name',
      title: t`Name the league and its sections`,
      hint: t`Name, short name, sections and contact details`,
      to: '/dashboard/settings',
      done: s ? s.updatedAt !== null : unknown,
    },
    {
      id: 'admins',
      title: t`Invite co-admins`,
      hint: t`Give the people who run the league their own sign-in`,
      to: '/admin-dashboard#dash-security',
      done: more(counts.admins, 1),
    },
    { id: 'teams', title: t`Add teams`, hint: t`Each team with its captain and section`, to: '/teams', done: more(counts.teams, 0) },
    {
      id: 'players',
      title: t`Import players`,
      hint: t`From your sign-up sheet: upload its CSV, check, import, approve`,
      to: '/dashboard/sheets',
      done: more(counts.players, 0),
    },
    { id: 'fixtures', title: t`Put up fixtures`, hint: t`The season’s matches, with dates and venues`, to: '/schedule', done: more(counts.matches, 0) },
    {
      id: 'registrations',
      title: t`Open registrations`,
      hint: t`The season’s fee; the sign-up form at /register is ready (or link your own)`,
      to: '/dashboard/settings',
      done: s ? Boolean(s.data.registrationFormUrl) || s.data.registrationFeePaise > 0 : unknown,
    },
  ];
}

/** Shown while the league has no teams, players or fixtures yet (counts null: still loading). */
export function FirstRunChecklist({ counts }: { counts: LeagueCounts }) {
  const empty = [counts.teams, counts.players, counts.matches].some((n) => n === 0);
  if (!empty) return null;
  return <Checklist counts={counts} />;
}

function Checklist({ counts }: { counts: LeagueCounts }) {
  const titleId = useId();
  const { t } = useLingui();
  const to = useLocalePath();
  const steps = useFirstRunSteps(counts);
  const known = steps.every((s) => s.done !== undefined);
  const done = steps.filter((s) => s.done).length;
  const total = steps.length;
  if (known && done === steps.length) return null;
  return (
    <Card as="section" aria-labelledby={titleId} className="first-run">
      <h2 id={titleId} className="first-run__title">
        <Trans>Get your league ready</Trans>
      </h2>
      <p className="first-run__progress" role="status">
        {known ? t`${done} of ${total} done` : t`Checking what is done…`}
      </p>
      <ol className="first-run__steps">
        {steps.map((step) => (
          <li key={step.id} className={step.done ? 'first-run__step first-run__step--done' : 'first-run__step'} data-step={step.id}>
            <span className="first-run__tick" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div>
              <Link to={to(step.to)}>{step.title}</Link>
              <span className="ui-visually-hidden">{step.done ? t`, done` : step.done === false ? t`, to do` : ''}</span>
              <p className="ui-muted">{step.hint}</p>
              {step.id === 'admins' && !step.done && <InviteAdmin />}
            </div>
            {step.done ? (
              <Badge tone="ok">
                <Trans>Done</Trans>
              </Badge>
            ) : step.done === false ? (
              <Badge>
                <Trans>To do</Trans>
              </Badge>
            ) : null}
          </li>
        ))}
      </ol>
    </Card>
  );
}
