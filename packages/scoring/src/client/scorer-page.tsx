/**
 * The scorer `/score/:matchId` (spec 5): phone first, one hand, sunlight. Toss and lineups,
 * then one tap per ball; everything tapped is kept on the phone and sent when it can be.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Link, Navigate } from '@league/ui/i18n';
import { useSession } from '@league/core/client';
import { effectiveEvents, isLegal, lastAction, liveState, oversText, type LoggedEvent } from '@league/cricket';
import { Button, ErrorBanner, Notice, SkeletonCards } from '@league/ui';
import { msg, plural } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { ballWords, buildDelivery, placeOf, type BallInput, type Delivery, type I18n } from './ball';
import { ExtraSheet, PenaltySheet, WicketSheet, type Sheet } from './ball-dialogs';
import { ballNumbers, EditBallSheet, MoreSheet, PlayerSheet } from './match-dialogs';
import { joinSquad, matchPeopleSearch } from './match-people';
import { LineupPanel, TossPanel } from './setup-panel';
import type { SomeoneElseWiring } from './someone-else';
import { useScorer } from './use-scorer';
import { useLiveMatch } from './use-live-match';
import { BallPad, ScoreBoard, ScorerNotices } from './scorer-panels';
import { useScorerManifest } from './scorer-manifest';
import './scoring.css';

/** The scorer's service worker (built by vite-plugin-pwa), scoped to /score/ only: the public site has none. */
function registerScorerWorker() {
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    navigator.serviceWorker.register('/score-sw.js', { scope: '/score' }).catch(() => {
      // Without it the screen still works online; the queue is in IndexedDB either way.
    });
  }
}

/** "30 balls waiting to be sent", "1 entry waiting…", "2 balls and 1 other entry waiting…". */
function waitingText(i18n: I18n, types: unknown[]): string {
  if (!types.length) return i18n._(msg`All balls sent`);
  const balls = types.filter((type) => type === 'delivery').length;
  const others = types.length - balls;
  if (!others) return i18n._(msg`${plural(balls, { one: '# ball waiting to be sent', other: '# balls waiting to be sent' })}`);
  if (!balls) return i18n._(msg`${plural(others, { one: '# entry waiting to be sent', other: '# entries waiting to be sent' })}`);
  return i18n._(
    msg`${plural(balls, { one: '# ball', other: '# balls' })} and ${plural(others, { one: '# other entry', other: '# other entries' })} waiting to be sent`,
  );
}

type Picking = null | 'striker' | 'nonStriker' | 'bowler';
type Dialog = Sheet | { kind: 'pick'; who: Exclude<Picking, null> } | { kind: 'edit' } | { kind: 'more'; rain?: true };

export function ScorerPage() {
  const { t, i18n } = useLingui();
  const { matchId = '' } = useParams();
  const { user } = useSession();
  const s = useScorer(matchId);
  const [over, setOver] = useState<{ striker?: string; nonStriker?: string; bowler?: string }>({});
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<Delivery | null>(null);
  const [said, setSaid] = useState('');
  // Choices made on the screen last until the log moves on (the engine then knows the ends);
  // an undone ball gives back its batters and bowler, so the next tap replaces it.
  const restore = useRef<typeof over>({});
  // A lineup grown by "someone else" moves nothing on the field: only the other entries count.
  const moves = s.log.filter((e) => e.type !== 'lineups').length;
  useEffect(() => {
    setOver(restore.current);
    restore.current = {};
  }, [moves]);
  // The live feed tells this phone at once when someone else scores here (a takeover).
  const { catchUp } = s;
  // A takeover is its own frame on the feed: this phone reads the hold at once.
  const heard = useLiveMatch(matchId || undefined, { refresh: [], onHold: () => void catchUp() }).last;
  const ownIds = useMemo(() => new Set(s.log.map((e) => e.id)), [s.log]);
  const heardId = typeof heard?.event.id === 'string' ? heard.event.id : null;
  useEffect(() => {
    if (heardId && !ownIds.has(heardId)) void catchUp();
    // Only a new frame asks: the log growing by this phone's own entries does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [heardId, catchUp]);
  useEffect(registerScorerWorker, []);
  useScorerManifest();

  const lineups = useMemo(() => {
    const map = new Map<string, string[]>();
    for (const e of s.log) if (e.type === 'lineups') map.set(e.team, e.players);
    return map;
  }, [s.log]);

  if (!user) return <Navigate to="/login" replace />;
  if (s.loadError && !s.stored)
    return (
      <div className="ui-page ui-container sc-page">
        <h1 className="sc-title">
          <Trans>Scorer</Trans>
        </h1>
        <ErrorBanner message={s.loadError} onRetry={() => void s.retry()} />
        <p>
          <Link to="/score">
            <Trans>Matches to score</Trans>
          </Link>
        </p>
      </div>
    );
  if (!s.stored || !s.state || !s.setup || !s.card)
    return (
      <div className="ui-page ui-container sc-page" aria-busy="true">
        <h1 className="sc-title">
          <Trans>Scorer</Trans>
        </h1>
        <SkeletonCards count={2} />
      </div>
    );

  const { state, setup, card, stored } = s;
  const [team1, team2] = setup.teams;
  const hasToss = s.log.some((e) => e.type === 'toss');
  const missingLineup = setup.teams.find((team) => !lineups.has(team));
  const batting = state.battingTeam;
  const fielding = state.bowlingTeam;
  const squadOf = (team: string | null) => (team ? (lineups.get(team) ?? stored.pack.squads[team] ?? []) : []);
  const striker = over.striker ?? state.striker;
  const nonStriker = over.nonStriker ?? state.nonStriker;
  const bowler = over.bowler ?? state.bowler;
  const inn = card.innings.find((i) => i.index === state.inningsIndex);
  // A tie the tournament decides by a super over is not the end: the pad scores it, one over a side.
  const superOverDue = state.result?.type === 'tie' && !state.result.superOverWinner && stored.pack.superOverDecidesTie !== false && Boolean(batting);
  const finished = (state.status === 'completed' || state.status === 'abandoned') && !superOverDue;
  const deliveries = (effectiveEvents(s.log) as LoggedEvent[]).filter((e): e is Delivery => e.type === 'delivery' && e.innings === state.inningsIndex);
  // Undo takes back the last action not yet undone, whatever it was: a ball, an edit, a deletion.
  const lastEvent = lastAction(s.log);

  /**
   * "Someone else" for `team`: the person joins its squad (POST, online only), then its
   * lineup (a new lineups event, queued like any other: the server refuses a name not in
   * the lineup), and the name answered is the one the ball carries.
   */
  const someoneElse = (team: string): SomeoneElseWiring => ({
    search: matchPeopleSearch(i18n, matchId, team),
    join: async (choice) => {
      const name = await joinSquad(i18n, matchId, team, choice);
      const lineup = lineups.get(team);
      if (lineup && !lineup.includes(name)) await s.record({ type: 'lineups', team, players: [...lineup, name] });
      return name;
    },
  });
  const record = async (event: Record<string, unknown>, words?: string) => {
    setDialog(null);
    await s.record(event);
    if (words) setSaid(words);
  };
  const ball = (input: BallInput) => {
    if (editing) {
      const { id: _id, seq: _seq, ...place } = editing as Delivery & { seq?: number };
      const replacement = buildDelivery(
        { innings: place.innings, team: place.team, over: place.over, ...(place.superOver ? { superOver: true } : {}) },
        { striker: place.batter, nonStriker: place.non_striker, bowler: place.bowler },
        input,
      );
      setEditing(null);
      const words = ballWords(i18n, replacement as never);
      return record({ type: 'amend', target: editing.id, delivery: replacement }, t`Ball changed: ${words}`);
    }
    if (!striker || !nonStriker || !bowler) return;
    const event = buildDelivery(placeOf(state), { striker, nonStriker, bowler }, input);
    return record(event, ballWords(i18n, event as never));
  };
  const ready = Boolean(editing || (striker && nonStriker && bowler && batting && !finished));
  const picking: Picking = !batting || finished ? null : !striker ? 'striker' : !nonStriker ? 'nonStriker' : !bowler ? 'bowler' : null;
  const nextOver = state.over + 1;
  const editingNumber = editing ? (ballNumbers(deliveries)[deliveries.findIndex((d) => d.id === editing.id)] ?? editing.over + 1) : null;
  const editingBowler = editing?.bowler;
  const editingBatter = editing?.batter;
  const editingWords = editing ? ballWords(i18n, editing) : '';
  const previousBowler = state.previousOverBowler;
  const score = `${state.runs}/${state.wickets}`;
  const oversBowled = state.overs;
  const side = batting ?? inn?.team;
  const inningsNumber = state.inningsIndex + 1;
  const waiting = waitingText(
    i18n,
    stored.pending.map((p) => p.event.type),
  );

  return (
    <div className="ui-page sc-page">
      <header className="sc-head">
        <h1 className="sc-title">
          <Trans>
            {team1} v {team2}
          </Trans>
        </h1>
        <p className="sc-status" role="status">
          {waiting}
          {!s.online && ` · ${t`Offline`}`}
        </p>
      </header>

      <ScorerNotices
        problem={s.problem}
        setAside={s.setAside}
        onTakeOver={() => window.confirm(t`Take over scoring this match? The other scorer will be stopped.`) && void s.takeOver()}
        onRetry={() => void s.retry()}
        onDiscard={() => void s.discardSetAside()}
      />

      <ScoreBoard state={state} innings={inn} team={batting ?? inn?.team ?? '—'} ends={{ striker, nonStriker, bowler }} superOverDue={superOverDue} />

      {state.warnings.map((w) => (
        <Notice key={w.code + w.message} tone="error">
          {w.message}
        </Notice>
      ))}
      <p className="ui-visually-hidden" aria-live="polite">
        {said}
      </p>

      {!hasToss ? (
        <TossPanel teams={setup.teams} onToss={(e) => void record(e, t`Toss saved`)} />
      ) : missingLineup ? (
        <LineupPanel
          key={missingLineup}
          matchId={matchId}
          team={missingLineup}
          squad={stored.pack.squads[missingLineup] ?? []}
          max={setup.format.playersPerSide}
          onSave={(e) => void record(e, t`${missingLineup}’s team saved`)}
        />
      ) : null}
      {/* Before the toss or the teams, a late start is still recordable: the same overs-a-side entry. */}
      {!hasToss || missingLineup ? (
        <Button variant="secondary" block onClick={() => setDialog({ kind: 'more', rain: true })}>
          <Trans>Delayed start: fewer overs</Trans>
        </Button>
      ) : (
        <>
          {picking && !editing && (
            <div className="sc-panel">
              <p>{picking === 'bowler' ? t`Who bowls over ${nextOver}?` : picking === 'striker' ? t`Who is on strike?` : t`Who is the non-striker?`}</p>
              <Button size="lg" block onClick={() => setDialog({ kind: 'pick', who: picking })}>
                {picking === 'bowler' ? <Trans>Choose bowler</Trans> : <Trans>Choose batter</Trans>}
              </Button>
            </div>
          )}
          {editing && (
            <Notice tone="info">
              <Trans>
                Changing ball {editingNumber}: {editingBowler} to {editingBatter} ({editingWords}). Tap what really happened.
              </Trans>{' '}
              <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
                <Trans>Cancel</Trans>
              </Button>
            </Notice>
          )}
          <BallPad ready={ready} penaltyOpen={Boolean(batting) && !finished} onRuns={(n) => void ball({ batterRuns: n })} onSheet={setDialog} />
          <div className="sc-actions">
            <Button
              variant="secondary"
              disabled={!lastEvent}
              onClick={() => {
                if (!lastEvent) return;
                if (lastEvent.type === 'delivery') restore.current = { striker: lastEvent.batter, nonStriker: lastEvent.non_striker, bowler: lastEvent.bowler };
                void s.undo(lastEvent.id).then(() => setSaid(undoneWords(i18n, lastEvent)));
              }}
            >
              <Trans>Undo</Trans>
            </Button>
            <Button
              variant="secondary"
              disabled={!striker || !nonStriker}
              onClick={() => setOver({ ...over, striker: nonStriker ?? undefined, nonStriker: striker ?? undefined })}
            >
              <Trans>Swap strike</Trans>
            </Button>
            <Button variant="secondary" disabled={!fielding} onClick={() => setDialog({ kind: 'pick', who: 'bowler' })}>
              <Trans>Change bowler</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'edit' })}>
              <Trans>Edit a ball</Trans>
            </Button>
            <Button variant="secondary" onClick={() => setDialog({ kind: 'more' })}>
              <Trans>More…</Trans>
            </Button>
          </div>
        </>
      )}
      <p className="sc-foot">
        <Link to={`/matches/${matchId}`}>
          <Trans>Public match page</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/score">
          <Trans>Matches to score</Trans>
        </Link>
      </p>

      {dialog?.kind === 'extra' && (
        <ExtraSheet
          extra={dialog.extra}
          onPick={(i) => {
            setDialog(null);
            void ball(i);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'wicket' && (editing || (striker && nonStriker)) && (
        <WicketSheet
          striker={editing?.batter ?? striker ?? ''}
          nonStriker={editing?.non_striker ?? nonStriker ?? ''}
          fielders={squadOf(fielding)}
          someoneElse={someoneElse(fielding ?? '')}
          onPick={(i) => {
            setDialog(null);
            void ball(i);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'penalty' && batting && fielding && (
        <PenaltySheet
          batting={batting}
          fielding={fielding}
          onPick={(team, penaltyRuns) =>
            void record({ type: 'penalty', innings: state.inningsIndex, team, runs: penaltyRuns }, t`${penaltyRuns} penalty runs to ${team}`)
          }
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'pick' && (
        <PlayerSheet
          title={dialog.who === 'bowler' ? t`Bowler for over ${nextOver}` : t`Batter`}
          label={dialog.who === 'bowler' ? (previousBowler ? t`${previousBowler} bowled the last over and is not offered.` : t`Who bowls?`) : t`Who comes in?`}
          players={dialog.who === 'bowler' ? squadOf(fielding) : squadOf(batting)}
          exclude={dialog.who === 'bowler' ? [state.previousOverBowler ?? '', bowler ?? ''] : [...state.dismissed, striker ?? '', nonStriker ?? '']}
          someoneElse={someoneElse((dialog.who === 'bowler' ? fielding : batting) ?? '')}
          onPick={(name) => {
            setOver((old) => ({ ...old, [dialog.who]: name }));
            setDialog(null);
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditBallSheet
          balls={deliveries}
          onEdit={(b) => {
            setEditing(b);
            setDialog(null);
          }}
          onDelete={(b, number) => {
            const { bowler: bowlerName, batter: batterName } = b;
            const words = ballWords(i18n, b);
            if (window.confirm(t`Delete ball ${number}, ${bowlerName} to ${batterName}: ${words}? Undo brings it back.`)) {
              void record({ type: 'amend', target: b.id }, t`Ball ${number} deleted`);
            }
          }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'more' && (
        <MoreSheet
          rainFirst={dialog.rain}
          teams={setup.teams}
          innings={state.inningsIndex}
          ending={
            !deliveries.length
              ? null
              : side
                ? t`${side}’s innings ends at ${score} (${oversBowled} overs).`
                : t`The batting side’s innings ends at ${score} (${oversBowled} overs).`
          }
          rain={{
            bowled: oversText(state.balls, setup.format.ballsPerOver),
            // Before the first ball, the overs a side as rain before play last left them.
            quota: inn?.quotaOvers ?? state.target?.overs ?? shortenedBeforeStart(s.log) ?? setup.format.oversPerInnings,
            rule: setup.rain?.rule ?? null,
            beforeStart: state.inningsIndex === 0 && deliveries.length === 0,
            preview: (overs) => {
              if (state.inningsIndex === 0) return null;
              const next = liveState(setup, [...s.log, { id: 'preview', type: 'interruption', innings: state.inningsIndex, overs } as LoggedEvent]);
              return next.target && next.inningsIndex === state.inningsIndex ? next.target : null;
            },
          }}
          crease={{
            team: batting,
            batters: [...new Set([striker, nonStriker, ...squadOf(batting)].filter((n): n is string => Boolean(n) && !state.dismissed.includes(n!)))],
            over: state.over,
            shortOver: state.legalBallsThisOver > 0 && state.legalBallsThisOver < setup.format.ballsPerOver ? state.legalBallsThisOver : null,
            // Between overs, the umpire may give the one just bowled another ball.
            longOver:
              state.bowler === null && deliveries.at(-1)?.over === state.over - 1
                ? deliveries.filter((d) => d.over === state.over - 1 && isLegal(d)).length + 1
                : null,
          }}
          onRecord={(e) =>
            void record(e, e.type === 'innings-end' ? t`Innings ${inningsNumber} ended` : e.type === 'interruption' ? t`Interruption saved` : t`Saved`)
          }
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The overs a side that rain before the first ball left the match, if any. */
function shortenedBeforeStart(log: LoggedEvent[]): number | undefined {
  const stops = (effectiveEvents(log) as LoggedEvent[]).filter((e) => e.type === 'interruption' && e.innings === 0);
  const last = stops.at(-1);
  return last?.type === 'interruption' ? last.overs : undefined;
}

/** What the status line says once Undo has taken `event` back. */
function undoneWords(i18n: I18n, event: LoggedEvent): string {
  if (event.type === 'delivery') return i18n._(msg`Last ball undone`);
  if (event.type === 'amend') return event.delivery ? i18n._(msg`Change undone: the ball is back as it was`) : i18n._(msg`Deletion undone: the ball is back`);
  if (event.type === 'innings-end') return i18n._(msg`End of innings undone`);
  return i18n._(msg`Last entry undone`);
}
