/**
 * Admin Login (spec 2/4/8, decisions.md 2): Google sign-in with one-tap when a client id is
 * configured, the note and the disabled explanatory button, a one-time link code (read
 * from ?code= and used at once), a password form only when the server enables it, and the
 * confirmation of an emailed reset link (?reset=).
 */
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { usePublicConfig, useSession } from '@league/core/client';
import { Button, Card, Notice, PageHeader, Skeleton } from '@league/ui';
import { GoogleSignIn } from './google-sign-in';
import { LinkCodeForm, PasswordForm } from './sign-in-forms';
import { ResetConfirm } from './reset-confirm';
import { useAdminSignIn } from './use-admin-sign-in';
import './admin-auth.css';

export function LoginPage() {
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

  return (
    <div className="ui-page ui-container admin-auth">
      <PageHeader title="Admin Login" subtitle="League organisers sign in here to manage teams, fixtures, the gallery and finances." />
      <Card className="ui-stack admin-auth__card">
        {resetToken && <ResetConfirm token={resetToken} passwordLogin={Boolean(config.data?.passwordLogin)} />}
        {session.isAdmin && !busy && (
          <Notice tone="info">
            You are signed in{session.user?.name ? ` as ${session.user.name}` : ''}. <Link to="/admin-dashboard">Go to the dashboard</Link>
          </Notice>
        )}

        <section className="ui-stack ui-stack--sm" aria-label="Sign in with Google">
          {config.isPending ? (
            <Skeleton height={44} radius={4} />
          ) : clientId ? (
            <GoogleSignIn clientId={clientId} onCredential={(credential) => void signIn.withGoogle(credential)} onWidgetError={signIn.googleWidgetFailed} />
          ) : (
            <Notice tone="info">Google sign-in is not set up on this site yet. Use a one-time sign-in link below.</Notice>
          )}
          <p className="admin-auth__note">Ensure OAuth is configured for this domain</p>
          <Button variant="secondary" block disabled className="admin-auth__explain">
            Only Admins and Forefathers are authorized to login
          </Button>
        </section>

        {/* Always present, so screen readers hear the change; positioned out of the layout. */}
        <p className="ui-visually-hidden" role="status">
          {busy ? 'Signing you in…' : ''}
        </p>
        {signIn.busy === 'google' && (
          <p className="admin-auth__busy" aria-hidden="true">
            <span className="ui-spinner" /> Signing you in…
          </p>
        )}
        {signIn.error && <Notice tone="error">{signIn.error}</Notice>}

        <p className="admin-auth__divider">
          <span>or</span>
        </p>
        <LinkCodeForm busy={signIn.busy === 'link'} disabled={busy} onCode={(value) => void signIn.withLink(value)} />
        {config.data?.passwordLogin && (
          <PasswordForm busy={signIn.busy === 'password'} disabled={busy} onSubmit={(email, password) => void signIn.withPassword(email, password)} />
        )}

        <p className="admin-auth__links">
          <Link to="/forgot-password">Forgot password?</Link>
        </p>
      </Card>
    </div>
  );
}
