/**
 * The home hero (spec 2 Home 2): the Live Cricket Tournament label, the league's name,
 * Teams, Players and Sections ("OG count / H count") tiles and Register Now. Text paints
 * at once; only the numbers wait for data, inside tiles whose size is fixed (no layout shift).
 */
import { Link } from 'react-router-dom';
import { Skeleton, StatTile } from '@league/ui';
import { usePublicConfig } from '@league/core/client';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useTeamCounts } from '@league/teams/client';
import { usePlayers } from '@league/players/client';
import { RegisterNow } from './register-now';

function Count({ value, loading, failed }: { value: string; loading: boolean; failed: boolean }) {
  if (loading) return <Skeleton width="3ch" height="1.1em" className="hero__skeleton" />;
  return <>{failed ? '–' : value}</>;
}

export function Hero() {
  const { t } = useLingui();
  const to = useLocalePath();
  const { data: config } = usePublicConfig();
  const counts = useTeamCounts();
  const players = usePlayers();
  const name = config?.leagueName ?? t`Cricket League`;
  // The league's own sections (settings), not the demo's two.
  const sections = (config as { sections?: string[] } | undefined)?.sections ?? [];

  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__inner ui-container">
        <div className="hero__copy">
          <p className="hero__label">
            <span className="hero__dot" aria-hidden="true" />
            <Trans>Live Cricket Tournament</Trans>
          </p>
          <h1 id="hero-title" className="hero__title">
            {name}
          </h1>
          <p className="hero__lead">
            <Trans>
              The teams, the players and every fixture of the season, with a whole neighbourhood on the boundary rope. Follow the league from the first ball to
              the final.
            </Trans>
          </p>
          <div className="hero__actions">
            <RegisterNow size="lg" />
            <Link to={to('/schedule')} className="hero__link">
              <Trans>See the schedule</Trans> <span aria-hidden="true">→</span>
            </Link>
          </div>
        </div>
        <div className="hero__stats" role="group" aria-label={t`League at a glance`}>
          <StatTile tone="primary" label={t`Teams`} value={<Count value={String(counts.teams)} loading={counts.isLoading} failed={counts.isError} />} />
          <StatTile
            tone="accent"
            label={t`Players`}
            value={<Count value={String(players.data?.length ?? 0)} loading={players.isLoading} failed={players.isError} />}
          />
          <StatTile
            tone="info"
            label={t`Sections`}
            // Until the settings arrive, the sections' line is held (a no-break space).
            hint={sections.length ? sections.join(' / ') : config ? undefined : '\u00a0'}
            value={<Count value={String(sections.length)} loading={!config} failed={false} />}
            className="hero__sections"
          />
        </div>
        <svg className="hero__art" viewBox="0 0 200 200" width="200" height="200" aria-hidden="true" focusable="false">
          <circle cx="100" cy="100" r="92" fill="none" stroke="rgb(255 255 255 / 0.12)" strokeWidth="2" strokeDasharray="6 8" />
          <g fill="#fff" opacity="0.92">
            <rect x="70" y="58" width="10" height="104" rx="3" />
            <rect x="95" y="58" width="10" height="104" rx="3" />
            <rect x="120" y="58" width="10" height="104" rx="3" />
          </g>
          <rect x="66" y="50" width="68" height="8" rx="4" fill="#f59e0b" />
          <circle cx="150" cy="150" r="20" fill="#b91c1c" />
          <path d="M136 138 Q150 150 136 163 M164 138 Q150 150 164 163" stroke="#fde68a" strokeWidth="2.5" fill="none" />
        </svg>
      </div>
    </section>
  );
}
