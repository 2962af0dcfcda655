import { useState } from 'react';
import { messageOf } from '@league/core/client';
import { ButtonLink, EmptyState, ErrorBanner, PageHeader, SearchInput, SkeletonCards, Tabs } from '@league/ui';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { fixed2 } from './format';
import { useCareerStats, useStats, useTournaments } from './queries';
import { SeasonTabs } from './season-picker';
import { SortableTable, type Column } from './sortable-table';
import type { BattingStat, BowlingStat, FieldingStat, Stats, Tournament } from './types';
import './tournaments.css';

const CAREER = 'career';
type Kind = 'batting' | 'bowling' | 'fielding';
const KINDS = [
  { id: 'batting' as const, label: msg`Batting` },
  { id: 'bowling' as const, label: msg`Bowling` },
  { id: 'fielding' as const, label: msg`Fielding` },
];

const player = {
  key: 'name',
  label: msg`Player`,
  value: (r: { name: string }) => r.name,
  render: (r: { name: string; team?: string }) => (
    <>
      {r.name}
      {r.team && <span className="mc-sub">{r.team}</span>}
    </>
  ),
};

// The figures a reader looks for first come first: on a phone they are the ones on screen.
const battingColumns: Column<BattingStat>[] = [
  player,
  { key: 'runs', label: msg`Runs`, value: (r) => r.runs, numeric: true },
  {
    key: 'highest',
    label: msg({ message: 'HS', context: 'highest score' }),
    title: msg`Highest score`,
    value: (r) => Number.parseInt(r.highest, 10) || 0,
    render: (r) => r.highest,
    numeric: true,
  },
  {
    key: 'average',
    label: msg({ message: 'Avg', context: 'average' }),
    title: msg`Average`,
    value: (r) => r.average,
    render: (r) => fixed2(r.average),
    numeric: true,
  },
  {
    key: 'strikeRate',
    label: msg({ message: 'SR', context: 'strike rate' }),
    title: msg`Strike rate`,
    value: (r) => r.strikeRate,
    render: (r) => fixed2(r.strikeRate),
    numeric: true,
  },
  { key: 'innings', label: msg({ message: 'Inn', context: 'innings' }), title: msg`Innings`, value: (r) => r.innings, numeric: true },
  { key: 'matches', label: msg({ message: 'M', context: 'matches' }), title: msg`Matches`, value: (r) => r.matches, numeric: true },
  { key: 'fifties', label: msg({ message: '50s', context: 'fifties' }), title: msg`Fifties`, value: (r) => r.fifties, numeric: true },
  { key: 'hundreds', label: msg({ message: '100s', context: 'hundreds' }), title: msg`Hundreds`, value: (r) => r.hundreds, numeric: true },
  { key: 'fours', label: msg({ message: '4s', context: 'fours' }), title: msg`Fours`, value: (r) => r.fours, numeric: true },
  { key: 'sixes', label: msg({ message: '6s', context: 'sixes' }), title: msg`Sixes`, value: (r) => r.sixes, numeric: true },
];

const bowlingColumns: Column<BowlingStat>[] = [
  player,
  { key: 'wickets', label: msg({ message: 'Wkts', context: 'wickets' }), title: msg`Wickets`, value: (r) => r.wickets, numeric: true },
  { key: 'best', label: msg`Best`, title: msg`Best figures`, value: (r) => bestValue(r.best), render: (r) => r.best, numeric: true },
  {
    key: 'average',
    label: msg({ message: 'Avg', context: 'average' }),
    title: msg`Average`,
    value: (r) => r.average,
    render: (r) => fixed2(r.average),
    numeric: true,
  },
  {
    key: 'economy',
    label: msg({ message: 'Econ', context: 'economy' }),
    title: msg`Economy`,
    value: (r) => r.economy,
    render: (r) => fixed2(r.economy),
    numeric: true,
  },
  { key: 'overs', label: msg({ message: 'O', context: 'overs' }), title: msg`Overs`, value: (r) => r.balls, render: (r) => r.overs, numeric: true },
  { key: 'runs', label: msg`Runs`, value: (r) => r.runs, numeric: true },
  { key: 'matches', label: msg({ message: 'M', context: 'matches' }), title: msg`Matches`, value: (r) => r.matches, numeric: true },
  { key: 'maidens', label: msg({ message: 'Mdns', context: 'maidens' }), title: msg`Maidens`, value: (r) => r.maidens, numeric: true },
  { key: 'fiveFors', label: msg({ message: '5w', context: 'five-wicket hauls' }), title: msg`Five-wicket hauls`, value: (r) => r.fiveFors, numeric: true },
];

const fieldingColumns: Column<FieldingStat>[] = [
  player,
  { key: 'dismissals', label: msg`Total`, title: msg`Total dismissals`, value: (r) => r.catches + r.stumpings + r.runOuts, numeric: true },
  { key: 'catches', label: msg({ message: 'Ct', context: 'catches' }), title: msg`Catches`, value: (r) => r.catches, numeric: true },
  { key: 'stumpings', label: msg({ message: 'St', context: 'stumpings' }), title: msg`Stumpings`, value: (r) => r.stumpings, numeric: true },
  { key: 'runOuts', label: msg({ message: 'RO', context: 'run outs' }), title: msg`Run outs`, value: (r) => r.runOuts, numeric: true },
  { key: 'matches', label: msg({ message: 'M', context: 'matches' }), title: msg`Matches`, value: (r) => r.matches, numeric: true },
];

/** "5/20" sorts above "5/25" and "4/10": wickets first, then fewer runs. */
function bestValue(best: string) {
  const [w = 0, r = 0] = best.split('/').map(Number);
  return w * 1000 - r;
}

/** Statistics `/stats` (spec 5): leaderboards per tournament and career, sortable, searchable. */
export function StatsPage() {
  const tournaments = useTournaments();
  const { t } = useLingui();
  return (
    <div className="ui-page ui-container ui-stack ui-stack--lg">
      <PageHeader
        title={t`Statistics`}
        subtitle={t`Figures from the scorecards. Select a column heading to sort by it.`}
        actions={
          <ButtonLink to="/standings" variant="secondary">
            <Trans>Points table</Trans>
          </ButtonLink>
        }
      />
      {tournaments.isPending ? (
        <SkeletonCards count={1} label={t`Loading tournaments…`} />
      ) : tournaments.isError ? (
        <ErrorBanner message={messageOf(tournaments.error, t`Failed to load tournaments.`)} onRetry={() => tournaments.refetch()} />
      ) : tournaments.data.length === 0 ? (
        <EmptyState title={t`No tournaments yet`} hint={t`Statistics appear here once matches are scored.`} />
      ) : (
        <SeasonTabs tournaments={tournaments.data} label={t`Tournaments`} extraTab={{ id: CAREER, label: t`Career` }}>
          {(id) => (id === CAREER ? <CareerBoards /> : <TournamentBoards tournament={tournaments.data.find((x) => x.id === id)!} />)}
        </SeasonTabs>
      )}
    </div>
  );
}

function TournamentBoards({ tournament }: { tournament: Tournament }) {
  const stats = useStats(tournament.id);
  return <Boards title={tournament.name} pending={stats.isPending} error={stats.error} retry={() => stats.refetch()} stats={stats.data} />;
}

function CareerBoards() {
  const stats = useCareerStats();
  const { t } = useLingui();
  return <Boards title={t`Career, all tournaments`} pending={stats.isPending} error={stats.error} retry={() => stats.refetch()} stats={stats.data} />;
}

function Boards({
  title,
  pending,
  error,
  retry,
  stats,
}: {
  title: string;
  pending: boolean;
  error: Error | null;
  retry: () => void;
  stats: Stats | undefined;
}) {
  const { i18n, t } = useLingui();
  const [kind, setKind] = useState<Kind>('batting');
  const [search, setSearch] = useState('');
  if (pending) return <SkeletonCards count={1} label={t`Loading statistics…`} />;
  if (error || !stats) return <ErrorBanner message={messageOf(error, t`Failed to load statistics.`)} onRetry={retry} />;

  const needle = search.trim().toLowerCase();
  const matches = (r: { name: string; team?: string }) => !needle || r.name.toLowerCase().includes(needle) || (r.team ?? '').toLowerCase().includes(needle);
  const total = stats.batting.length + stats.bowling.length + stats.fielding.length;
  const kindName = i18n._(KINDS.find((k) => k.id === kind)!.label);
  const caption = t`${kindName}, ${title}`;
  const tabs = KINDS.map((k) => ({ id: k.id, label: i18n._(k.label) }));

  return (
    <div className="ui-stack">
      <h2 className="mc-subtitle">{title}</h2>
      {total === 0 ? (
        <EmptyState title={t`No figures yet`} hint={t`Leaderboards fill in as scorecards come in.`} />
      ) : (
        <>
          <div className="mc-filters">
            <Tabs tabs={tabs} value={kind} onChange={setKind} label={t`Leaderboard`} />
            <SearchInput value={search} onChange={setSearch} label={t`Search players or teams`} placeholder={t`Search players or teams`} />
          </div>
          <Board kind={kind} stats={stats} filter={matches} caption={caption} search={search} />
        </>
      )}
    </div>
  );
}

function Board({
  kind,
  stats,
  filter,
  caption,
  search,
}: {
  kind: Kind;
  stats: Stats;
  filter: (r: { name: string; team?: string }) => boolean;
  caption: string;
  search: string;
}) {
  // One row per person; a name bound to nobody is one per team (two teams may share a name).
  const { t } = useLingui();
  const key = (r: { name: string; team?: string; playerId?: string; personId?: string }) => r.personId ?? r.playerId ?? `${r.team ?? ''}\u0000${r.name}`;
  const rows = stats[kind].filter(filter);
  if (rows.length === 0) return <EmptyState title={search ? t`No players match “${search}”` : t`No figures yet`} />;
  if (kind === 'batting')
    return <SortableTable key="bat" caption={caption} columns={battingColumns} rows={rows as BattingStat[]} rowKey={key} initialSort="runs" />;
  if (kind === 'bowling')
    return <SortableTable key="bowl" caption={caption} columns={bowlingColumns} rows={rows as BowlingStat[]} rowKey={key} initialSort="wickets" />;
  return <SortableTable key="field" caption={caption} columns={fieldingColumns} rows={rows as FieldingStat[]} rowKey={key} initialSort="dismissals" />;
}
