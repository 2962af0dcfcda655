/**
 * Recent Activity (spec 2): the latest registrations, newest first, with initials, name, a
 * role chip that filters by that role, email and phone that copy on click, and "x ago"
 * labels that refresh every 60 s.
 */
import { Avatar, EmptyState, copyText, formatDateTime, timeAgo, useNow, useToast } from '@league/ui';
import { AGO_REFRESH_MS, type Registration } from '../contract';
import { roleOf } from './dashboard';

export interface RecentActivityProps {
  rows: Registration[];
  onRoleClick: (role: string) => void;
}

export function RecentActivity({ rows, onRoleClick }: RecentActivityProps) {
  const now = useNow(AGO_REFRESH_MS);
  const toast = useToast();

  const copy = async (text: string, what: 'Email' | 'Phone number') => {
    const ok = await copyText(text);
    toast.show(ok ? `${what} copied` : `Could not copy the ${what.toLowerCase()}`, { tone: ok ? 'success' : 'error' });
  };

  if (rows.length === 0) return <EmptyState title="No records" icon={null} />;
  return (
    <ol className="reg-recent">
      {rows.map((row) => {
        const name = row.fullName || row.emailAddress || 'Unnamed';
        const role = roleOf(row);
        return (
          <li key={row.id} className="reg-recent__item">
            <Avatar name={name} size="sm" decorative />
            <div className="reg-recent__body">
              <div className="reg-recent__top">
                <p className="reg-recent__name">{name}</p>
                <button type="button" className="reg-chip" onClick={() => onRoleClick(role)} aria-label={`${role}: show only this role`}>
                  {role}
                </button>
                <time className="reg-recent__time ui-muted ui-text-xs" dateTime={row.timestamp} title={formatDateTime(row.timestamp)}>
                  {timeAgo(row.timestamp, now)}
                </time>
              </div>
              <div className="reg-recent__contacts">
                {row.emailAddress && (
                  <button
                    type="button"
                    className="reg-copy"
                    title="Click to copy"
                    aria-label={`${row.emailAddress}, copy email`}
                    onClick={() => copy(row.emailAddress, 'Email')}
                  >
                    {row.emailAddress}
                  </button>
                )}
                {row.phNo && (
                  <button
                    type="button"
                    className="reg-copy reg-copy--phone"
                    title="Click to copy"
                    aria-label={`${row.phNo}, copy phone number`}
                    onClick={() => copy(row.phNo, 'Phone number')}
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
