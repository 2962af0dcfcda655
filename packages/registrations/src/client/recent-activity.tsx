/**
 * Recent Activity (spec 2): the latest registrations, newest first, with initials, name, a
 * role chip that filters by that role, email and phone that copy on click, and "x ago"
 * labels that refresh every 60 s.
 */
import { Avatar, EmptyState, copyText, formatDateTime, timeAgo, useNow, useToast } from '@league/ui';
import { AGO_REFRESH_MS, type Registration } from '../contract';
import { useLingui } from '@league/ui/i18n/macro';
import { roleOf } from './dashboard';
import { roleLabel } from './labels';

export interface RecentActivityProps {
  rows: Registration[];
  onRoleClick: (role: string) => void;
}

export function RecentActivity({ rows, onRoleClick }: RecentActivityProps) {
  const { t, i18n } = useLingui();
  const now = useNow(AGO_REFRESH_MS);
  const toast = useToast();

  const copy = async (text: string, what: 'email' | 'phone') => {
    const ok = await copyText(text);
    const message = what === 'email' ? (ok ? t`Email copied` : t`Could not copy the email`) : ok ? t`Phone number copied` : t`Could not copy the phone number`;
    toast.show(message, { tone: ok ? 'success' : 'error' });
  };

  if (rows.length === 0) return <EmptyState title={t`No records`} icon={null} />;
  return (
    <ol className="reg-recent">
      {rows.map((row) => {
        const name = row.fullName || row.emailAddress || t`Unnamed`;
        const role = roleOf(row);
        const roleName = roleLabel(i18n, role);
        const email = row.emailAddress;
        const phone = row.phNo;
        return (
          <li key={row.id} className="reg-recent__item">
            <Avatar name={name} size="sm" decorative />
            <div className="reg-recent__body">
              <div className="reg-recent__top">
                <p className="reg-recent__name">{name}</p>
                <button type="button" className="reg-chip" onClick={() => onRoleClick(role)} aria-label={t`${roleName}: show only this role`}>
                  {roleName}
                </button>
                <time className="reg-recent__time ui-muted ui-text-xs" dateTime={row.timestamp} title={formatDateTime(row.timestamp)}>
                  {timeAgo(row.timestamp, now)}
                </time>
              </div>
              <div className="reg-recent__contacts">
                {row.emailAddress && (
                  <button type="button" className="reg-copy" title={t`Click to copy`} aria-label={t`${email}, copy email`} onClick={() => copy(email, 'email')}>
                    {row.emailAddress}
                  </button>
                )}
                {row.phNo && (
                  <button
                    type="button"
                    className="reg-copy reg-copy--phone"
                    title={t`Click to copy`}
                    aria-label={t`${phone}, copy phone number`}
                    onClick={() => copy(phone, 'phone')}
                  >
                    {row.phNo}
                  </button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
