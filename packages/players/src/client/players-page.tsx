/**
 * Player Profiles (spec 2): search, a card grid with loading, error and empty states, and
 * for admins the Add/Update form plus Edit and Delete on each card. Everyone else reads.
 */
import { useDeferredValue, useMemo, useState } from 'react';
import { Badge, Button, CardGrid, EmptyState, ErrorBanner, PageHeader, SearchInput, SkeletonCards } from '@league/ui';
import { messageOf, useSession } from '@league/core/client';
import { messages } from '../constants';
import type { Player } from '../contract';
import { PlayerCard } from './player-card';
import { PlayerForm } from './player-form';
import { useDeletePlayer, usePlayers } from './queries';
import { searchPlayers } from './search';
import './players.css';

/** Cards drawn at a time: a hundred full cards is thousands of nodes on a phone. */
export const PAGE_SIZE = 24;

function scrollToTop() {
  const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
}

export function PlayersPage() {
  const { isAdmin } = useSession();
  const players = usePlayers();
  const remove = useDeletePlayer();
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<Player | null>(null);
  const [limit, setLimit] = useState(PAGE_SIZE);
  const deferredQuery = useDeferredValue(query);
  const shown = useMemo(() => searchPlayers(players.data ?? [], deferredQuery), [players.data, deferredQuery]);
  const visible = shown.slice(0, limit);

  const search = (value: string) => {
    setQuery(value);
    setLimit(PAGE_SIZE);
  };

  const edit = (player: Player) => {
    setEditing(player);
    scrollToTop();
  };

  const confirmDelete = async (player: Player) => {
    if (!window.confirm(messages.confirmDelete)) return;
    try {
      await remove.mutateAsync(player.phone);
      if (editing?.phone === player.phone) setEditing(null);
    } catch (error) {
      // Spec 8: delete errors show as alerts, the server's message first.
      window.alert(messageOf(error, messages.deleteFailed));
    }
  };

  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title="Player Profiles"
        subtitle="Every player in the league with their batting, bowling and fielding record."
      />

      {isAdmin && (
        <PlayerForm key={editing ? `edit-${editing.phone}` : 'add'} editing={editing} onDone={() => setEditing(null)} />
      )}

      <div className="ui-stack">
        <div className="pl-toolbar">
          <SearchInput label="Search players" placeholder="Search by name, jersey or phone" value={query} onChange={search} />
          {players.isSuccess && (
            <p role="status" className="ui-muted ui-text-sm">
              <Badge>{shown.length}</Badge>{' '}
              {deferredQuery.trim() ? `of ${players.data.length} players` : shown.length === 1 ? 'player' : 'players'}
            </p>
          )}
        </div>

        {players.isPending ? (
          <SkeletonCards count={6} label="Loading players…" />
        ) : players.isError ? (
          <ErrorBanner message={messageOf(players.error, messages.loadFailed)} onRetry={() => void players.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState title={messages.empty} hint={query.trim() ? 'Try another name, jersey number or phone.' : undefined} />
        ) : (
          <CardGrid as="ul" aria-label="Players">
            {visible.map((player) => (
              <PlayerCard
                key={player.id}
                player={player}
                onEdit={isAdmin ? edit : undefined}
                onDelete={isAdmin ? confirmDelete : undefined}
                deleting={remove.isPending && remove.variables === player.phone}
              />
            ))}
          </CardGrid>
        )}
        {players.isSuccess && shown.length > visible.length && (
          <div className="pl-more">
            <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE_SIZE)}>
              Show more players ({shown.length - visible.length} more)
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}
