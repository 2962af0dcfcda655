import { useState } from 'react';
import { Link } from '@league/ui/i18n';
import { messageOf, usePublicConfig } from '@league/core/client';
import { ALL_SEASONS, useMatches } from '@league/schedule/client';
import { SECTIONS } from '@league/teams/contract';
import { Badge, Button, ButtonLink, Card, EmptyState, ErrorBanner, PageHeader, Section, SkeletonCards, useToast } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { CricsheetImport } from './cricsheet-import';
import { AdminFixtures } from './admin-fixtures';
import { useDeleteTournament, useTournaments } from './queries';
import { TournamentFormDialog } from './tournament-form';
import type { Tournament } from './types';
import './tournaments.css';

const statusTone = { upcoming: 'info', active: 'ok', completed: 'neutral' } as const;
/** A tournament's status as its badge reads (the stored value is the contract's code). */
const STATUS_NAMES = { upcoming: msg`upcoming`, active: msg`active`, completed: msg`completed` } as const;

/** Admin `/admin/tournaments` (spec 5): tournaments, Cricsheet imports, fixtures and results. */
export function AdminTournamentsPage() {
  const tournaments = useTournaments();
  const { i18n, t } = useLingui();
  // Every season's fixtures: an imported archive's are edited here too (the schedule shows the current season).
  const fixtures = useMatches(ALL_SEASONS);
  const config = usePublicConfig();
  const [editing, setEditing] = useState<Tournament | null | 'new'>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = useDeleteTournament();
  const toast = useToast();
  const sections = (config.data as { sections?: string[] } | undefined)?.sections ?? [...SECTIONS];
  const list = tournaments.data ?? [];

  async function deleteTournament(tournament: Tournament) {
    const name = tournament.name;
    if (!window.confirm(t`Delete ${name}?`)) return;
    try {
      await remove.mutateAsync(tournament.id);
      setFailure(null);
      toast.show(t`Tournament deleted`, { tone: 'success' });
    } catch (error) {
      setFailure(messageOf(error, t`Failed to delete the tournament.`));
    }
  }

  return (
    <div className="ui-page ui-container ui-stack ui-stack--xl">
      <PageHeader
        title={t`Tournaments`}
        subtitle={t`Create tournaments, import Cricsheet scorecards, edit fixtures and enter results.`}
        actions={
          <>
            <ButtonLink to="/admin/grounds" variant="secondary">
              <Trans>Grounds</Trans>
            </ButtonLink>
            <Button onClick={() => setEditing('new')}>
              <Trans>New tournament</Trans>
            </Button>
          </>
        }
      />
      {failure && <ErrorBanner message={failure} />}

      <Section title={t`All tournaments`}>
        {tournaments.isPending ? (
          <SkeletonCards count={2} label={t`Loading tournaments…`} />
        ) : tournaments.isError ? (
          <ErrorBanner message={messageOf(tournaments.error, t`Failed to load tournaments.`)} onRetry={() => tournaments.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState
            title={t`No tournaments yet`}
            hint={t`Create one, then import its matches or add fixtures.`}
            action={
              <Button onClick={() => setEditing('new')}>
                <Trans>New tournament</Trans>
              </Button>
            }
          />
        ) : (
          <div className="ui-table-wrap">
            <table className="ui-table mc-table">
              <caption className="ui-visually-hidden">
                <Trans>Tournaments, newest season first</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Name</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Season</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Section</Trans>
                  </th>
                  <th scope="col">
                    <Trans>Status</Trans>
                  </th>
                  <th scope="col" data-align="end">
                    <Trans>Results</Trans>
                  </th>
                  <th scope="col">
                    <span className="ui-visually-hidden">
                      <Trans>Actions</Trans>
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {[...list]
                  .sort((a, b) => b.season.localeCompare(a.season) || a.name.localeCompare(b.name))
                  .map((x) => {
                    const { name, completedCount, matchCount } = x;
                    return (
                      <tr key={x.id}>
                        <th scope="row" className="mc-name">
                          {name}
                        </th>
                        <td>{x.season}</td>
                        <td>{x.section ?? '–'}</td>
                        <td>
                          <Badge tone={statusTone[x.status]}>{STATUS_NAMES[x.status] ? i18n._(STATUS_NAMES[x.status]) : x.status}</Badge>
                        </td>
                        <td className="ui-num">
                          <Trans>
                            {completedCount} of {matchCount}
                          </Trans>
                        </td>
                        <td>
                          <div className="ui-cluster ui-cluster--sm mc-nowrap">
                            <ButtonLink size="sm" variant="secondary" to={`/admin/tournaments/${x.id}/fixtures`} aria-label={t`Generate fixtures for ${name}`}>
                              <Trans>Generate fixtures</Trans>
                            </ButtonLink>
                            <Button size="sm" variant="secondary" onClick={() => setEditing(x)} aria-label={t`Edit ${name}`}>
                              <Trans>Edit</Trans>
                            </Button>
                            <Button
                              size="sm"
                              variant="danger"
                              onClick={() => deleteTournament(x)}
                              loading={remove.isPending && remove.variables === x.id}
                              loadingText={t`Deleting…`}
                              aria-label={t`Delete ${name}`}
                            >
                              <Trans>Delete</Trans>
                            </Button>
                          </div>
                        </td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        )}
      </Section>

      {list.length > 0 && (
        <Section title={t`Import Cricsheet files`}>
          <Card>
            <CricsheetImport tournaments={list} />
          </Card>
        </Section>
      )}

      <Section title={t`Fixtures and results`}>
        {fixtures.isPending ? (
          <SkeletonCards count={3} label={t`Loading fixtures…`} />
        ) : fixtures.isError ? (
          <ErrorBanner message={messageOf(fixtures.error, t`Failed to load schedule.`)} onRetry={() => fixtures.refetch()} />
        ) : (
          <AdminFixtures fixtures={fixtures.data} tournaments={list} />
        )}
        <p className="ui-text-sm ui-muted">
          <Trans>
            New fixtures are added on the <Link to="/schedule">schedule</Link>.
          </Trans>
        </p>
      </Section>

      {editing && <TournamentFormDialog tournament={editing === 'new' ? null : editing} sections={sections} onClose={() => setEditing(null)} />}
    </div>
  );
}
