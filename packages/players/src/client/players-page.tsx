/**
 * Player Profiles (spec 2): search, a card grid with loading, error and empty states, and
 * for admins the Add/Update form plus Edit and Delete on each card. Everyone else reads.
 */
import { useEffect, useState } from 'react';
import { Badge, Button, CardGrid, EmptyState, ErrorBanner, PageHeader, SearchInput, SkeletonCards } from '@league/ui';
import { messageOf, useSession } from '@league/core/client';
import { Plural, Trans, useLingui } from '@league/ui/i18n/macro';
import type { Player } from '../contract';
import { PlayerCard } from './player-card';
import { PlayerForm } from './player-form';
import { useScorecardFigures } from './career';
import { useDeletePlayer, usePlayerCount, usePlayerSearch } from './queries';
import './players.css';

/** Cards fetched and drawn at a time: a hundred full cards is thousands of nodes on a phone. */
export const PAGE_SIZE = 24;

/** The search as typed, once typing pauses: each search is a call to the server. */
function useSettled(value: string, ms = 250): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function PlayersPage() {
  const { t } = useLingui();
  const { isAdmin } = useSession();
  const remove = useDeletePlayer();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Player | null>(null);
  // The server searches and pages (operations spec 5): the roster never comes down whole.
  const deferredQuery = useSettled(query);
  const players = usePlayerSearch(deferredQuery, PAGE_SIZE);
  const everyone = usePlayerCount();
  // Without it (no scorecards yet, or the call failed) the cards show the hand-entered figures.
  const scorecards = useScorecardFigures();
  const visible = players.data?.pages.flatMap((page) => page.items) ?? [];
  const total = players.data?.pages[0]?.total ?? 0;
  const shown = { length: total };
  const count = shown.length;
  const everyoneCount = everyone.data;
  const more = shown.length - visible.length;

  const search = (value: string) => setQuery(value);

  const edit = (player: Player) => {
    setEditing(player);
    scrollToTop();
  };

  const confirmDelete = async (player: Player) => {
    if (!window.confirm(t`Delete this player?`)) return;
    try {
      await remove.mutateAsync(player.id);
      if (editing?.id === player.id) setEditing(null);
    } catch (error) {
      // Spec 8: delete errors show as alerts, the server's message first.
      window.alert(messageOf(error, t`Delete failed`));
    }
  };

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader title={t`Player Profiles`} subtitle={t`Every player in the league with their batting, bowling and fielding record.`} />

      {isAdmin && <PlayerForm key={editing ? `edit-${editing.id}` : 'add'} editing={editing} onDone={() => setEditing(null)} />}

      <div className="ui-stack">
        <div className="pl-toolbar">
          <SearchInput label={t`Search players`} placeholder={t`Search by name, jersey or phone`} value={query} onChange={search} />
          {/* Its line is held while the players load (on a phone it wraps under the search):
              the count arriving must not push the cards down. */}
          <p role="status" className="ui-muted ui-text-sm">
            {players.isSuccess ? (
              deferredQuery.trim() && everyoneCount !== undefined ? (
                <Trans>
                  <Badge>{count}</Badge> of {everyoneCount} players
                </Trans>
              ) : (
                <>
                  <Badge>{count}</Badge> <Plural value={count} one="player" other="players" />
                </>
              )
            ) : (
              <span className="pl-count-held" aria-hidden="true">
                <Badge>0</Badge> <Trans>players</Trans>
              </span>
            )}
          </p>
        </div>

        {/* The cards wait for the scorecards' figures too (a failure shows the hand-entered
            ones): a career table arriving later would push every card's figures down. */}
        {players.isPending || scorecards.isPending ? (
          <SkeletonCards count={6} label={t`Loading players…`} />
        ) : players.isError ? (
          <ErrorBanner message={messageOf(players.error, t`Failed to load players`)} onRetry={() => void players.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={t`No players found.`} hint={query.trim() ? t`Try another name, jersey number or phone.` : undefined} />
        ) : (
          <CardGrid as="ul" aria-label={t`Players`}>
            {visible.map((player) => (
              <PlayerCard
                key={player.id}
                player={player}
                added={scorecards.data?.get(player.id)}
                onEdit={isAdmin ? edit : undefined}
                onDelete={isAdmin ? confirmDelete : undefined}
                deleting={remove.isPending && remove.variables === player.id}
              />
            ))}
          </CardGrid>
        )}
        {players.isSuccess && shown.length > visible.length && (
          <div className="pl-more">
            <Button variant="secondary" loading={players.isFetchingNextPage} loadingText={t`Loading players…`} onClick={() => void players.fetchNextPage()}>
              <Trans>Show more players ({more} more)</Trans>
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
