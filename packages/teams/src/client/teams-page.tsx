import { useEffect, useMemo, useState } from 'react';
import { adminChecks, useSession } from '@league/core/client';
import { Badge, Button, Card, EmptyState, ErrorBanner, PageHeader, SearchInput, SkeletonCards, TabPanel, Tabs } from '@league/ui';
import { DEFAULT_SECTION, SECTIONS, matchesTeam, sortTeams, type Section, type Team } from '../contract';
import { CreateTeamForm } from './create-team-form';
import { useTeams } from './queries';
import { SessionTools } from './session-tools';
import { TeamCard } from './team-card';
import { TeamDetail } from './team-detail';
import './teams.css';

const SECTION_TABS = SECTIONS.map((id) => ({ id, label: id }));

/**
 * Spec 6: the Teams screen shows its admin tools when any token is stored or the stored
 * role is ADMIN. Re-checked whenever storage changes (here or in another tab).
 */
function useTeamsAdminView(): boolean {
  const { token } = useSession();
  const [admin, setAdmin] = useState(adminChecks.teams);
  useEffect(() => {
    setAdmin(adminChecks.teams());
    const sync = () => setAdmin(adminChecks.teams());
    window.addEventListener('storage', sync);
    return () => window.removeEventListener('storage', sync);
  }, [token]);
  return admin;
}

/**
 * Spec 2/6 admin tools: creating teams, and the token and role kept in this browser.
 * Open from tablets up; folded on phones so the teams are not pushed a screen down.
 */
function AdminTools({ section, onCreated }: { section: Section; onCreated: (team: Team) => void }) {
  const [wide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 640px)').matches);
  return (
    <Card as="section" aria-labelledby="teams-admin-summary" className="teams-admin-card">
      <details open={wide}>
        <summary id="teams-admin-summary" className="teams-admin__summary">
          Admin tools
        </summary>
        <div className="teams-admin">
          <CreateTeamForm defaultSection={section} onCreated={onCreated} />
          <SessionTools />
        </div>
      </details>
    </Card>
  );
}

/** The Teams screen (spec 2): sections, search, the team grid and the team popup. */
export function TeamsPage() {
  const admin = useTeamsAdminView();
  const { data, isPending, error, refetch } = useTeams();
  const [section, setSection] = useState<Section>(DEFAULT_SECTION);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<string | null>(null);

  useEffect(() => {
    // Spec 8: a failed load only logs (the banner below is the visible part).
    if (error) console.error('Failed to load teams', error);
  }, [error]);

  const matching = useMemo(() => sortTeams((data ?? []).filter((t) => matchesTeam(t, query))), [data, query]);
  const shown = matching.filter((t) => t.section === section);
  const otherSection = SECTIONS.find((s) => s !== section)!;
  const inOther = matching.filter((t) => t.section === otherSection).length;
  const sectionIsEmpty = (data ?? []).every((t) => t.section !== section);

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        eyebrow="GICPL squads"
        title="Teams"
        subtitle="Every team of both sections, its captain and its squad. Search by team, captain or player."
      />

      {admin && <AdminTools section={section} onCreated={(team) => setSection(team.section)} />}

      <div className="ui-stack">
        <div className="teams-toolbar">
          <Tabs tabs={SECTION_TABS} value={section} onChange={setSection} label="Sections" idBase="teams" />
          <SearchInput
            value={query}
            onChange={setQuery}
            label="Search teams, captains or players"
            placeholder="Search team, captain or player"
          />
          {data && (
            <Badge tone="ok" role="status" aria-live="polite">
              {shown.length} {shown.length === 1 ? 'team' : 'teams'}
            </Badge>
          )}
        </div>

        <TabPanel idBase="teams" tabId={section} className="ui-stack">
          <h2 className="ui-visually-hidden">{section} teams</h2>
          {isPending ? (
            <SkeletonCards count={6} label="Loading teams…" />
          ) : error && !data ? (
            <ErrorBanner message="Failed to load teams" onRetry={() => void refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState
              title={sectionIsEmpty ? 'No teams yet' : `No teams match “${query.trim()}”`}
              hint={sectionIsEmpty ? undefined : 'Try another team, captain or player name.'}
              action={
                inOther > 0 ? (
                  <Button variant="secondary" size="sm" onClick={() => setSection(otherSection)}>
                    {`Show ${inOther} in ${otherSection}`}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="ui-grid" aria-label={`${section} teams`}>
              {shown.map((team) => (
                <li key={team._id}>
                  <TeamCard team={team} onSelect={(t) => setSelected(t._id)} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </div>

      <TeamDetail teamId={selected} admin={admin} onClose={() => setSelected(null)} />
    </div>
  );
}
