/**
 * "Sessions and admins" on the dashboard (issue 18): the signed-in admin's sessions, each
 * of which can be ended from here, and the admins, any other of whom can be removed (their
 * tokens stop working at once).
 */
import { messageOf } from '@league/core/client';
import { Button, ErrorBanner, Section, Skeleton, formatDateTime, useToast } from '@league/ui';
import { useAdmins, useEndSession, useRemoveAdmin, useSessions } from './queries';

export function AccountSecurity() {
  const sessions = useSessions();
  const admins = useAdmins();
  const endSession = useEndSession();
  const removeAdmin = useRemoveAdmin();
  const toast = useToast();

  const run = (action: Promise<unknown>, done: string) =>
    action.then(
      () => toast.show(done, { tone: 'success' }),
      (error) => toast.show(messageOf(error, 'Something went wrong'), { tone: 'error' }),
    );

  return (
    <Section id="dash-security" title="Sessions and admins" className="dash-section">
      <h3 className="ui-section__title">Your sessions</h3>
      {sessions.isPending ? (
        <Skeleton height={60} />
      ) : sessions.isError ? (
        <ErrorBanner message={messageOf(sessions.error, 'Failed to load data')} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="ui-stack ui-stack--sm" aria-label="Your sessions">
          {sessions.data.map((s) => (
            <li key={s.id} className="ui-cluster ui-cluster--sm">
              <span>
                {s.userAgent ?? 'Unknown device'} · signed in {formatDateTime(s.createdAt)} · last seen {formatDateTime(s.lastSeenAt)}
                {s.current && ' (this session)'}
              </span>
              {!s.current && (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => void run(endSession.mutateAsync(s.id), 'Session ended')}
                  aria-label={`End session on ${s.userAgent ?? 'unknown device'}`}
                >
                  End session
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <h3 className="ui-section__title">Admins</h3>
      {admins.isPending ? (
        <Skeleton height={60} />
      ) : admins.isError ? (
        <ErrorBanner message={messageOf(admins.error, 'Failed to load data')} onRetry={() => void admins.refetch()} />
      ) : (
        <ul className="ui-stack ui-stack--sm" aria-label="Admins">
          {admins.data.map((a) => (
            <li key={a.id} className="ui-cluster ui-cluster--sm">
              <span>
                {a.name} &lt;{a.email}&gt;{a.you && ' (you)'}
              </span>
              {!a.you && (
                <Button
                  size="sm"
                  variant="danger"
                  onClick={() => {
                    if (window.confirm(`Remove ${a.name} (${a.email}) as an admin? Their sessions end at once.`))
                      void run(removeAdmin.mutateAsync(a.id), 'Admin removed');
                  }}
                  aria-label={`Remove ${a.name}`}
                >
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
