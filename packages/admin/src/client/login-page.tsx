/**
 * Admin Login (spec 2/4/8, decisions.md 2): Google sign-in with one-tap when a client id is
 * configured, the note and the disabled explanatory button, a one-time link code (read
 * from ?code= and used at once), a password form only when the server enables it, and the
 * confirmation of an emailed reset link (?reset=).
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@league/ui/i18n';
import { usePublicConfig, useSession } from '@league/core/client';
import { Button, Card, Notice, PageHeader, Skeleton } from '@league/ui';
import { useLocalePath } from '@league/ui/i18n';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { GoogleSignIn } from './google-sign-in';
import { LinkCodeForm, PasswordForm } from './sign-in-forms';
import { ResetConfirm } from './reset-confirm';
import { useAdminSignIn } from './use-admin-sign-in';
import './admin-auth.css';

export function LoginPage() {
  const { t } = useLingui();
  const to = useLocalePath();
  const config = usePublicConfig();
  const session = useSession();
  const signIn = useAdminSignIn();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const resetToken = params.get('reset');
  const usedCode = useRef<string | null>(null);

  // A sign-in link opens this screen with ?code=: exchange it at once, and take it out of
  // the address bar so it is not left in history or shared by copying the URL.
  useEffect(() => {
    if (!code || usedCode.current === code) return;
    usedCode.current = code;
    const next = new URLSearchParams(params);
    next.delete('code');
    setParams(next, { replace: true });
    void signIn.withLink(code);
  }, [code, params, setParams, signIn]);

  const clientId = config.data?.googleClientId ?? null;
  const busy = signIn.busy !== null;
  const userName = session.user?.name;

  return (
    <div className="ui-page ui-container admin-auth">
      <PageHeader title={t`Admin Login`} subtitle={t`League organisers sign in here to manage teams, fixtures, the gallery and finances.`} />
      <Card className="ui-stack admin-auth__card">
        {resetToken && <ResetConfirm token={resetToken} passwordLogin={Boolean(config.data?.passwordLogin)} />}
        {session.isAdmin && !busy && (
          <Notice tone="info">
            {userName ? (
              <Trans>
                You are signed in as {userName}. <Link to={to('/admin-dashboard')}>Go to the dashboard</Link>
              </Trans>
            ) : (
              <Trans>
                You are signed in. <Link to={to('/admin-dashboard')}>Go to the dashboard</Link>
              </Trans>
            )}
          </Notice>
        )}

        <section className="ui-stack ui-stack--sm" aria-label={t`Sign in with Google`}>
          {config.isPending ? (
            <Skeleton height={44} radius={4} />
          ) : clientId ? (
            <GoogleSignIn clientId={clientId} onCredential={(credential) => void signIn.withGoogle(credential)} onWidgetError={signIn.googleWidgetFailed} />
          ) : (
            <Notice tone="info">
              <Trans>Google sign-in is not set up on this site yet. Use a one-time sign-in link below.</Trans>
            </Notice>
          )}
          <p className="admin-auth__note">
            <Trans>Ensure OAuth is configured for this domain</Trans>
          </p>
          <Button variant="secondary" block disabled className="admin-auth__explain">
            <Trans>Only Admins and Forefathers are authorized to login</Trans>
          </Button>
        </section>

        {/* Always present, so screen readers hear the change; positioned out of the layout. */}
        <p className="ui-visually-hidden" role="status">
          {busy ? t`Signing you in…` : ''}
        </p>
        {signIn.busy === 'google' && (
          <p className="admin-auth__busy" aria-hidden="true">
            <span className="ui-spinner" /> <Trans>Signing you in…</Trans>
          </p>
        )}
        {signIn.error && <Notice tone="error">{signIn.error}</Notice>}

        <p className="admin-auth__divider">
          <span>
            <Trans>or</Trans>
          </span>
        </p>
        <LinkCodeForm busy={signIn.busy === 'link'} disabled={busy} onCode={(value) => void signIn.withLink(value)} />
        {config.data?.passwordLogin && (
          <PasswordForm busy={signIn.busy === 'password'} disabled={busy} onSubmit={(email, password) => void signIn.withPassword(email, password)} />
        )}

        <p className="admin-auth__links">
          <Link to={to('/forgot-password')}>
            <Trans>Forgot password?</Trans>
          </Link>
        </p>
      </Card>
    </div>
  );
}
