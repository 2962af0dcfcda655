import { useState } from 'react';
import { Link } from 'react-router-dom';
import { messageOf, usePublicConfig } from '@league/core/client';
import { ALL_SEASONS, useMatches } from '@league/schedule/client';
import { SECTIONS } from '@league/teams/contract';
import { Badge, Button, ButtonLink, Card, EmptyState, ErrorBanner, PageHeader, Section, SkeletonCards, useToast } from '@league/ui';
import { CricsheetImport } from './cricsheet-import';
import { AdminFixtures } from './admin-fixtures';
import { useDeleteTournament, useTournaments } from './queries';
import { TournamentFormDialog } from './tournament-form';
import type { Tournament } from './types';
import './tournaments.css';

const statusTone = { upcoming: 'info', active: 'ok', completed: 'neutral' } as const;

/** Admin `/admin/tournaments` (spec 5): tournaments, Cricsheet imports, fixtures and results. */
export function AdminTournamentsPage() {
  const tournaments = useTournaments();
  // Every season's fixtures: an imported archive's are edited here too (the schedule shows the current season).
  const fixtures = useMatches(ALL_SEASONS);
  const config = usePublicConfig();
  const [editing, setEditing] = useState<Tournament | null | 'new'>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteTournament();
  const toast = useToast();
  const sections = (config.data as { sections?: string[] } | undefined)?.sections ?? [...SECTIONS];
  const list = tournaments.data ?? [];

  async function deleteTournament(t: Tournament) {
    if (!window.confirm(`Delete ${t.name}?`)) return;
    try {
      await remove.mutateAsync(t.id);
      setFailure(null);
      toast.show('Tournament deleted', { tone: 'success' });
    } catch (error) {
      setFailure(messageOf(error, 'Failed to delete the tournament.'));
    }
  }

  return (
    <div className="ui-page ui-container ui-stack ui-stack--xl">
      <PageHeader
        title="Tournaments"
        subtitle="Create tournaments, import Cricsheet scorecards, edit fixtures and enter results."
        actions={
          <>
            <ButtonLink to="/admin/grounds" variant="secondary">
              Grounds
            </ButtonLink>
            <Button onClick={() => setEditing('new')}>New tournament</Button>
          </>
        }
      />
      {failure && <ErrorBanner message={failure} />}

      <Section title="All tournaments">
        {tournaments.isPending ? (
          <SkeletonCards count={2} label="Loading tournaments…" />
        ) : tournaments.isError ? (
          <ErrorBanner message={messageOf(tournaments.error, 'Failed to load tournaments.')} onRetry={() => tournaments.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title="No tournaments yet"
            hint="Create one, then import its matches or add fixtures."
            action={<Button onClick={() => setEditing('new')}>New tournament</Button>}
          />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table mc-table">
              <caption className="ui-visually-hidden">Tournaments, newest season first</caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Season</th>
                  <th scope="col">Section</th>
                  <th scope="col">Status</th>
                  <th scope="col" data-align="end">
                    Results
                  </th>
                  <th scope="col">
                    <span className="ui-visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...list]
                  .sort((a, b) => b.season.localeCompare(a.season) || a.name.localeCompare(b.name))
                  .map((t) => (
                    <tr key={t.id}>
                      <th scope="row" className="mc-name">
                        {t.name}
                      </th>
                      <td>{t.season}</td>
                      <td>{t.section ?? '–'}</td>
                      <td>
                        <Badge tone={statusTone[t.status]}>{t.status}</Badge>
                      </td>
                      <td className="ui-num">
                        {t.completedCount} of {t.matchCount}
                      </td>
                      <td>
                        <div className="ui-cluster ui-cluster--sm mc-nowrap">
                          <ButtonLink size="sm" variant="secondary" to={`/admin/tournaments/${t.id}/fixtures`} aria-label={`Generate fixtures for ${t.name}`}>
                            Generate fixtures
                          </ButtonLink>
                          <Button size="sm" variant="secondary" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="danger"
                            onClick={() => deleteTournament(t)}
                            loading={remove.isPending && remove.variables === t.id}
                            loadingText="Deleting…"
                            aria-label={`Delete ${t.name}`}
                          >
                            Delete
                          </Button>
                        </div>
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      {list.length > 0 && (
        <Section title="Import Cricsheet files">
          <Card>
            <CricsheetImport tournaments={list} />
          </Card>
        </Section>
      )}

      <Section title="Fixtures and results">
        {fixtures.isPending ? (
          <SkeletonCards count={3} label="Loading fixtures…" />
        ) : fixtures.isError ? (
          <ErrorBanner message={messageOf(fixtures.error, 'Failed to load schedule.')} onRetry={() => fixtures.refetch()} />
        ) : (
          <AdminFixtures fixtures={fixtures.data} tournaments={list} />
        )}
        <p className="ui-text-sm ui-muted">
          New fixtures are added on the <Link to="/schedule">schedule</Link>.
        </p>
      </Section>

      {editing && <TournamentFormDialog tournament={editing === 'new' ? null : editing} sections={sections} onClose={() => setEditing(null)} />}
    </div>
  );
}
