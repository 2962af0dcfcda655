import type { HTMLAttributes, ReactNode } from 'react';
import { useLingui } from '@league/ui/i18n/macro';
import { Button } from './button';
import { cx } from './cx';
import { AlertIcon, BallIcon, CheckIcon, InfoIcon } from './icons';

export interface EmptyStateProps {
  /** "No teams yet". */
  title: ReactNode;
  /** A second line, e.g. "Stay tuned—fixtures drop here first." */
  hint?: ReactNode;
  /** Decorative picture; defaults to a cricket ball. Pass null for none. */
  icon?: ReactNode;
  /** Optional call to action under the text. */
  action?: ReactNode;
  className?: string;
}

/** The "nothing here yet" box shown when a list loads empty. */
export function EmptyState({ title, hint, icon, action, className }: EmptyStateProps) {
  const picture = icon === undefined ? <BallIcon width={40} height={40} /> : icon;
  return (
    <div className={cx('ui-empty', className)}>
      {picture !== null && (
        <span className="ui-empty__icon" aria-hidden="true">
          {picture}
        </span>
      )}
      <p className="ui-empty__title">{title}</p>
      {hint && <p>{hint}</p>}
      {action}
    </div>
  );
}

export interface ErrorBannerProps {
  message: ReactNode;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

/** The red banner for failed loads. role="alert" so it is announced as it appears. */
export function ErrorBanner({ message, onRetry, retryLabel, className }: ErrorBannerProps) {
  const { t } = useLingui();
  return (
    <div role="alert" className={cx('ui-banner', className)}>
      <AlertIcon className="ui-banner__icon" />
      <p className="ui-banner__message">{message}</p>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry}>
          {retryLabel ?? t`Retry`}
        </Button>
      )}
    </div>
  );
}

export type NoticeTone = 'success' | 'error' | 'info';

export interface NoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role'> {
  tone: NoticeTone;
  children: ReactNode;
}

const noticeIcons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/**
 * Inline green/red/blue box beside a form ("Expense added successfully! ✅").
 * Errors use role="alert" (interrupting), successes and info role="status" (polite).
 */
export function Notice({ tone, className, children, ...rest }: NoticeProps) {
  const Icon = noticeIcons[tone];
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('ui-notice', `ui-notice--${tone}`, className)} {...rest}>
      <Icon className="ui-notice__icon" />
      <div className="ui-notice__body">{children}</div>
    </div>
  );
}

export type BadgeTone = 'neutral' | 'ok' | 'warn' | 'error' | 'info' | 'accent';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A small pill: "Upcoming", "Inactive", "#18", a count. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span className={cx('ui-badge', tone !== 'neutral' && `ui-badge--${tone}`, className)} {...rest}>
      {children}
    </span>
  );
}
