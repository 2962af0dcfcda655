/**
 * Dashboard header (spec 2): Live/Degraded, pause/resume, the refresh interval slider,
 * refresh now, the Expense Tracker and Registration Dashboard, and logout.
 */
import { useId } from 'react';
import { Button, ButtonLink, cx, PageHeader } from '@league/ui';
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
  const sliderId = useId();
  const { refreshMinSeconds: min, refreshMaxSeconds: max, refreshStepSeconds: step } = DASHBOARD_LIMITS;
  return (
    <header className="dash-header">
      <PageHeader
        className="dash-header__top"
        eyebrow="League control room"
        title="Admin Dashboard"
        subtitle={
          <span className="dash-meta">
            <span className={cx('dash-status', degraded ? 'dash-status--degraded' : 'dash-status--live')} data-testid="dashboard-status">
              <span className="dash-status__dot" aria-hidden="true" />
              {degraded ? 'Degraded' : 'Live'}
            </span>
            <span>
              {paused ? 'Auto-refresh paused' : `Auto-refresh every ${seconds} s`}
              {/* Until the first load, its room is held: the line wraps on a phone either way. */}
              {updatedAt > 0 ? (
                <> · Updated {clock(updatedAt)}</>
              ) : (
                <span className="dash-meta__held" aria-hidden="true">
                  {' '}
                  · Updated 00:00:00 pm
                </span>
              )}
            </span>
          </span>
        }
        actions={
          <nav className="dash-header__links" aria-label="Admin tools">
            <ButtonLink to="/finance" variant="secondary" size="sm">
              <WalletIcon /> Expense Tracker
            </ButtonLink>
            <ButtonLink to="/dashboard/sheets" variant="secondary" size="sm">
              <SheetIcon /> Registration Dashboard
            </ButtonLink>
            <Button variant="ghost" size="sm" onClick={props.onLogout}>
              <LogoutIcon /> Logout
            </Button>
          </nav>
        }
      />
      <div className="dash-toolbar" role="group" aria-label="Refresh controls">
        <Button size="sm" onClick={props.onRefresh} loading={refreshing} loadingText="Refreshing...">
          <RefreshIcon /> Refresh now
        </Button>
        <Button variant="secondary" size="sm" onClick={props.onToggle}>
          {paused ? <PlayIcon /> : <PauseIcon />}
          {paused ? 'Resume auto-refresh' : 'Pause auto-refresh'}
        </Button>
        <div className={cx('dash-interval', paused && 'dash-interval--paused')}>
          <label htmlFor={sliderId} className="dash-interval__label">
            Refresh interval
          </label>
          <input
            id={sliderId}
            className="dash-interval__range"
            type="range"
            min={min}
            max={max}
            step={step}
            value={seconds}
            aria-valuetext={`${seconds} seconds`}
            onChange={(e) => props.onSeconds(Number(e.target.value))}
          />
          <output htmlFor={sliderId} className="dash-interval__value">
            {seconds} s
          </output>
        </div>
      </div>
    </header>
  );
}

// Seconds matter here: they show the last refresh really happened.
const clock = (ms: number) => new Date(ms).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit' });
