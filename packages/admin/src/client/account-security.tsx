/**
 * "Sessions and admins" on the dashboard (issue 18): the signed-in admin's sessions, each
 * of which can be ended from here, and the admins, any other of whom can be removed (their
 * tokens stop working at once).
 */
import { messageOf } from '@league/core/client';
import { Button, ErrorBanner, Section, Skeleton, formatDateTime, useToast } from '@league/ui';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { useAdmins, useEndSession, useRemoveAdmin, useSessions } from './queries';

export function AccountSecurity() {
  const { t } = useLingui();
  const sessions = useSessions();
  const admins = useAdmins();
  const endSession = useEndSession();
  const removeAdmin = useRemoveAdmin();
  const toast = useToast();

  const run = (action: Promise<unknown>, done: string) =>
    action.then(
      () => toast.show(done, { tone: 'success' }),
      (error) => toast.show(messageOf(error, t`Something went wrong`), { tone: 'error' }),
    );

  return (
    <Section id="dash-security" title={t`Sessions and admins`} className="dash-section">
      <h3 className="ui-section__title">
        <Trans>Your sessions</Trans>
      </h3>
      {sessions.isPending ? (
        <Skeleton height={60} />
      ) : sessions.isError ? (
        <ErrorBanner message={messageOf(sessions.error, t`Failed to load data`)} onRetry={() => void sessions.refetch()} />
      ) : (
        <ul className="ui-stack ui-stack--sm" aria-label={t`Your sessions`}>
          {sessions.data.map((s) => {
            const device = s.userAgent ?? t`Unknown device`;
            const signedIn = formatDateTime(s.createdAt);
            const lastSeen = formatDateTime(s.lastSeenAt);
            const deviceName = s.userAgent ?? t`unknown device`;
            return (
              <li key={s.id} className="ui-cluster ui-cluster--sm">
                <span>
                  <Trans>
                    {device} · signed in {signedIn} · last seen {lastSeen}
                  </Trans>
                  {s.current && (
                    <>
                      {' '}
                      <Trans>(this session)</Trans>
                    </>
                  )}
                </span>
                {!s.current && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void run(endSession.mutateAsync(s.id), t`Session ended`)}
                    aria-label={t`End session on ${deviceName}`}
                  >
                    <Trans>End session</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <h3 className="ui-section__title">
        <Trans>Admins</Trans>
      </h3>
      {admins.isPending ? (
        <Skeleton height={60} />
      ) : admins.isError ? (
        <ErrorBanner message={messageOf(admins.error, t`Failed to load data`)} onRetry={() => void admins.refetch()} />
      ) : (
        <ul className="ui-stack ui-stack--sm" aria-label={t`Admins`}>
          {admins.data.map((a) => {
            const { name, email } = a;
            return (
              <li key={a.id} className="ui-cluster ui-cluster--sm">
                <span>
                  {a.name} &lt;{a.email}&gt;
                  {a.you && (
                    <>
                      {' '}
                      <Trans>(you)</Trans>
                    </>
                  )}
                </span>
                {!a.you && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => {
                      if (window.confirm(t`Remove ${name} (${email}) as an admin? Their sessions end at once.`))
                        void run(removeAdmin.mutateAsync(a.id), t`Admin removed`);
                    }}
                    aria-label={t`Remove ${name}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}
