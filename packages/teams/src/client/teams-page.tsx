import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { useLocaleNavigate } from '@league/ui/i18n';
import { adminChecks, usePublicConfig, useSession } from '@league/core/client';
import { Badge, Button, Card, EmptyState, ErrorBanner, PageHeader, SearchInput, Skeleton, SkeletonCards, TabPanel, Tabs } from '@league/ui';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import { matchesTeam, sortTeams, type Section, type Team } from '../contract';
import { CreateTeamForm } from './create-team-form';
import { useTeams } from './queries';
import { SessionTools } from './session-tools';
import { TeamCard } from './team-card';
import { TeamDetail } from './team-detail';
import './teams.css';

/**
 * The league's sections as its settings name them; before those load (or when a league has
 * none yet) the sections its teams are in, so a real league never sees the demo's words.
 */
export function useLeagueSections(teams: readonly Team[] | undefined): { sections: string[]; shortName: string | null } {
  const { data } = usePublicConfig();
  const config = data as { sections?: string[]; leagueShortName?: string | null } | undefined;
  const fromTeams = [...new Set((teams ?? []).map((t) => t.section))];
  const sections = config?.sections?.length ? [...config.sections, ...fromTeams.filter((s) => !config.sections!.includes(s))] : fromTeams;
  return { sections, shortName: config?.leagueShortName ?? null };
}

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
function AdminTools({ section, sections, onCreated }: { section: Section; sections: Section[]; onCreated: (team: Team) => void }) {
  const [wide] = useState(() => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 640px)').matches);
  return (
    <Card as="section" aria-labelledby="teams-admin-summary" className="teams-admin-card">
      <details open={wide}>
        <summary id="teams-admin-summary" className="teams-admin__summary">
          <Trans>Admin tools</Trans>
        </summary>
        <div className="teams-admin">
          <CreateTeamForm defaultSection={section} sections={sections} onCreated={onCreated} />
          <SessionTools />
        </div>
      </details>
    </Card>
  );
}

/** The Teams screen (spec 2): sections, search, the team grid and the team popup. */
export function TeamsPage() {
  const { t } = useLingui();
  const admin = useTeamsAdminView();
  const { data, isPending, error, refetch } = useTeams();
  const league = useLeagueSections(data);
  const [chosen, setSection] = useState<Section | null>(null);
  const section = chosen !== null && league.sections.includes(chosen) ? chosen : (league.sections[0] ?? '');
  const sectionTabs = league.sections.map((id) => ({ id, label: id }));
  const [query, setQuery] = useState('');
  // A team's own address, /teams/{id} (shared links, the sitemap), opens its popup.
  const { id: linked } = useParams();
  const navigate = useLocaleNavigate();
  const [selected, setSelected] = useState<string | null>(linked ?? null);
  const close = () => {
    setSelected(null);
    if (linked) navigate('/teams', { replace: true });
  };

  useEffect(() => {
    // Spec 8: a failed load only logs (the banner below is the visible part).
    if (error) console.error('Failed to load teams', error);
  }, [error]);

  const matching = useMemo(() => sortTeams((data ?? []).filter((t) => matchesTeam(t, query))), [data, query]);
  const shown = matching.filter((t) => t.section === section);
  const otherSection = league.sections.find((s) => s !== section && matching.some((t) => t.section === s)) ?? '';
  const inOther = matching.filter((t) => t.section === otherSection).length;
  const sectionIsEmpty = (data ?? []).every((t) => t.section !== section);
  const shortName = league.shortName;
  const searched = query.trim();

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        eyebrow={shortName ? t`${shortName} squads` : t`Squads`}
        title={t`Teams`}
        subtitle={t`Every team of both sections, its captain and its squad. Search by team, captain or player.`}
      />

      {admin && <AdminTools section={section} sections={league.sections} onCreated={(team) => setSection(team.section)} />}

      <div className="ui-stack">
        <div className="teams-toolbar">
          {sectionTabs.length ? (
            <Tabs tabs={sectionTabs} value={section} onChange={setSection} label={t`Sections`} idBase="teams" />
          ) : (
            // The league's sections are not known yet (first paint): their row is held.
            <Skeleton className="teams-tabs-placeholder" />
          )}
          <SearchInput value={query} onChange={setQuery} label={t`Search teams, captains or players`} placeholder={t`Search team, captain or player`} />
          {data && (
            <Badge tone="ok" role="status" aria-live="polite">
              <Plural value={shown.length} one="# team" other="# teams" />
            </Badge>
          )}
        </div>

        <TabPanel idBase="teams" tabId={section} className="ui-stack">
          <h2 className="ui-visually-hidden">
            <Trans>{section} teams</Trans>
          </h2>
          {isPending ? (
            <SkeletonCards count={6} label={t`Loading teams…`} />
          ) : error && !data ? (
            <ErrorBanner message={t`Failed to load teams`} onRetry={() => void refetch()} />
          ) : shown.length === 0 ? (
            <EmptyState
              title={sectionIsEmpty ? t`No teams yet` : t`No teams match “${searched}”`}
              hint={sectionIsEmpty ? undefined : t`Try another team, captain or player name.`}
              action={
                inOther > 0 ? (
                  <Button variant="secondary" size="sm" onClick={() => setSection(otherSection)}>
                    {t`Show ${inOther} in ${otherSection}`}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <ul className="ui-grid" aria-label={t`${section} teams`}>
              {shown.map((team) => (
                <li key={team._id}>
                  <TeamCard team={team} sections={league.sections} onSelect={(t) => setSelected(t._id)} />
                </li>
              ))}
            </ul>
          )}
        </TabPanel>
      </div>

      <TeamDetail teamId={selected} admin={admin} onClose={close} />
    </div>
  );
}
