/** Before the first ball: the toss, then each side's eleven from its squad (plus anyone else, picked as a person). */
import { useMemo, useState } from 'react';
import { Button } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { joinSquad, matchPeopleSearch } from './match-people';
import { SomeoneElse } from './someone-else';

export function TossPanel({ teams, onToss }: { teams: [string, string]; onToss: (event: Record<string, unknown>) => void }) {
  const [winner, setWinner] = useState(teams[0]);
  const [decision, setDecision] = useState<'bat' | 'field'>('bat');
  return (
    <section className="sc-panel" aria-labelledby="sc-toss">
      <h2 id="sc-toss">
        <Trans>Toss</Trans>
      </h2>
      <fieldset className="sc-choices">
        <legend>
          <Trans>Won the toss</Trans>
        </legend>
        {teams.map((team) => (
          <label key={team} className="sc-choice">
            <input type="radio" name="toss-winner" checked={winner === team} onChange={() => setWinner(team)} /> {team}
          </label>
        ))}
      </fieldset>
      <fieldset className="sc-choices">
        <legend>
          <Trans>Chose to</Trans>
        </legend>
        {(['bat', 'field'] as const).map((d) => (
          <label key={d} className="sc-choice">
            <input type="radio" name="toss-decision" checked={decision === d} onChange={() => setDecision(d)} />{' '}
            {d === 'bat' ? <Trans>Bat</Trans> : <Trans>Field</Trans>}
          </label>
        ))}
      </fieldset>
      <Button size="lg" block onClick={() => onToss({ type: 'toss', winner, decision })}>
        <Trans>Save toss</Trans>
      </Button>
    </section>
  );
}

export function LineupPanel({
  matchId,
  team,
  squad,
  max,
  onSave,
}: {
  matchId: string;
  team: string;
  squad: string[];
  max: number;
  onSave: (event: Record<string, unknown>) => void;
}) {
  const { t, i18n } = useLingui();
  const [names, setNames] = useState(squad);
  const [chosen, setChosen] = useState(() => new Set(squad.slice(0, max)));
  const search = useMemo(() => matchPeopleSearch(i18n, matchId, team), [i18n, matchId, team]);
  // Someone not in the squad joins it first (POST), so the lineup's name is that person.
  const added = (name: string) => {
    setNames((old) => (old.includes(name) ? old : [...old, name]));
    setChosen((old) => new Set([...old, name]));
  };
  const players = names.filter((n) => chosen.has(n));
  const playing = players.length;
  return (
    <section className="sc-panel" aria-labelledby={`sc-lineup-${team}`}>
      <h2 id={`sc-lineup-${team}`}>
        <Trans>
          {team}: playing {playing}
        </Trans>
      </h2>
      {names.length === 0 && (
        <p className="sc-muted">
          <Trans>No squad on record for {team}. Add the players by name.</Trans>
        </p>
      )}
      <ul className="sc-lineup">
        {names.map((name) => (
          <li key={name}>
            <label className="sc-choice">
              <input
                type="checkbox"
                checked={chosen.has(name)}
                onChange={(e) => {
                  const next = new Set(chosen);
                  if (e.target.checked) next.add(name);
                  else next.delete(name);
                  setChosen(next);
                }}
              />{' '}
              {name}
            </label>
          </li>
        ))}
      </ul>
      <SomeoneElse
        label={t`Add a player not in the squad`}
        button={t`Add`}
        search={search}
        join={(choice) => joinSquad(i18n, matchId, team, choice)}
        onName={added}
        refuse={(name) => (names.some((n) => n.toLowerCase() === name.toLowerCase()) ? t`${name} is already in the list: tick them above` : null)}
      />
      <Button size="lg" block disabled={players.length < 2 || players.length > max} onClick={() => onSave({ type: 'lineups', team, players })}>
        <Trans>Save {team}’s team</Trans>
      </Button>
      {players.length > max && (
        <p className="sc-muted">
          <Trans>At most {max} players.</Trans>
        </p>
      )}
    </section>
  );
}
