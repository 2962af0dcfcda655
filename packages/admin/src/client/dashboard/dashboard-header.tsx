/**
 * Dashboard header (spec 2): Live/Degraded, pause/resume, the refresh interval slider,
 * refresh now, the Expense Tracker and Registration Dashboard, and logout.
 */
import { useId } from 'react';
import { Button, ButtonLink, cx, PageHeader } from '@league/ui';
import { useLocale, useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { DASHBOARD_LIMITS } from './derive';
import { LogoutIcon, PauseIcon, PlayIcon, RefreshIcon, SheetIcon, WalletIcon } from './icons';

export interface DashboardHeaderProps {
  degraded: boolean;
  updatedAt: number;
  paused: boolean;
  seconds: number;
  refreshing: boolean;
  onToggle(): void;
  onSeconds(seconds: number): void;
  onRefresh(): void;
  onLogout(): void;
}

export function DashboardHeader(props: DashboardHeaderProps) {
  const { degraded, updatedAt, paused, seconds, refreshing } = props;
  const { t } = useLingui();
  const to = useLocalePath();
  const locale = useLocale();
  const updated = updatedAt > 0 ? clock(updatedAt, locale) : '';
  const sliderId = useId();
  const { refreshMinSeconds: min, refreshMaxSeconds: max, refreshStepSeconds: step } = DASHBOARD_LIMITS;
  return (
    <header className="dash-header">
      <PageHeader
        className="dash-header__top"
        eyebrow={t`League control room`}
        title={t`Admin Dashboard`}
        subtitle={
          <span className="dash-meta">
            <span className={cx('dash-status', degraded ? 'dash-status--degraded' : 'dash-status--live')} data-testid="dashboard-status">
              <span className="dash-status__dot" aria-hidden="true" />
              {degraded ? t`Degraded` : t`Live`}
            </span>
            <span>
              {paused ? t`Auto-refresh paused` : t`Auto-refresh every ${seconds} s`}
              {/* Until the first load, its room is held: the line wraps on a phone either way. */}
              {updatedAt > 0 ? (
                <>
                  {' '}
                  · <Trans>Updated {updated}</Trans>
                </>
              ) : (
                <span className="dash-meta__held" aria-hidden="true">
                  {' '}
                  · <Trans>Updated 00:00:00 pm</Trans>
                </span>
              )}
            </span>
          </span>
        }
        actions={
          <nav className="dash-header__links" aria-label={t`Admin tools`}>
            <ButtonLink to={to('/finance')} variant="secondary" size="sm">
              <WalletIcon /> <Trans>Expense Tracker</Trans>
            </ButtonLink>
            <ButtonLink to={to('/dashboard/sheets')} variant="secondary" size="sm">
              <SheetIcon /> <Trans>Registration Dashboard</Trans>
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={props.onLogout}>
              <LogoutIcon /> <Trans>Logout</Trans>
            </Button>
          </nav>
        }
      />
      <div className="dash-toolbar" role="group" aria-label={t`Refresh controls`}>
        <Button size="sm" onClick={props.onRefresh} loading={refreshing} loadingText={t`Refreshing...`}>
          <RefreshIcon /> <Trans>Refresh now</Trans>
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onToggle}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? t`Resume auto-refresh` : t`Pause auto-refresh`}
        </Button>
        <div className={cx('dash-interval', paused && 'dash-interval--paused')}>
          <label htmlFor={sliderId} className="dash-interval__label">
            <Trans>Refresh interval</Trans>
          </label>
          <input
            id={sliderId}
            className="dash-interval__range"
            type="range"
            min={min}
            max={max}
            step={step}
            value={seconds}
            aria-valuetext={t`${seconds} seconds`}
            onChange={(e) => props.onSeconds(Number(e.target.value))}
          />
          <output htmlFor={sliderId} className="dash-interval__value">
            <Trans>{seconds} s</Trans>
          </output>
        </div>
      </div>
    </header>
  );
}

// Seconds matter here: they show the last refresh really happened. In the page's language,
// with Latin digits (as @league/ui's formatters write every number).
const clock = (ms: number, locale: string) =>
  new Date(ms).toLocaleTimeString(locale === 'hi' ? 'hi-IN' : 'en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit', numberingSystem: 'latn' });
