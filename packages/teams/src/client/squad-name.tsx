import { msg } from '@league/ui/i18n/core-macro';
import { useLingui } from '@league/ui/i18n/macro';
import type { TeamPlayer } from '../contract';

/** What a role mark means, for screen readers ("C" alone is read as the letter). */
const ROLE_NAMES = { C: msg`captain`, VC: msg`vice-captain`, WK: msg`wicket-keeper` } as const;

/** "Asha (C)" as the spec shows roles; a screen reader hears "Asha (captain)". */
export function SquadName({ player }: { player: Pick<TeamPlayer, 'name' | 'role'> }) {
  const { i18n } = useLingui();
  return (
    <span className="team-squad__name">
      {player.name}
      {player.role !== 'Player' && (
        <>
          <span className="team-squad__role" aria-hidden="true">{` (${player.role})`}</span>
          <span className="ui-visually-hidden">{` (${i18n._(ROLE_NAMES[player.role])})`}</span>
        </>
      )}
    </span>
  );
}
