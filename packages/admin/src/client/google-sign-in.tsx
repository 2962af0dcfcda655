/**
 * Google's sign-in button with one-tap (spec 2). Google's script is loaded only here, inside
 * the login screen, and only when the server has a client id configured.
 */
import { useEffect, useRef, useState } from 'react';
import { GoogleLogin, GoogleOAuthProvider } from '@react-oauth/google';
import { Notice } from '@league/ui';
import { useLocale } from '@league/ui/i18n';
import { Trans } from '@league/ui/i18n/macro';

export interface GoogleSignInProps {
  clientId: string;
  onCredential(credential: string): void;
  onWidgetError(): void;
}

type ScriptState = 'loading' | 'ready' | 'failed';

export function GoogleSignIn({ clientId, onCredential, onWidgetError }: GoogleSignInProps) {
  const locale = useLocale();
  const [script, setScript] = useState<ScriptState>('loading');
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);

  useEffect(() => {
    // Google draws its button at a fixed pixel width (200-400): match the card's width.
    const measured = box.current?.clientWidth ?? 320;
    setWidth(Math.max(200, Math.min(400, Math.floor(measured))));
  }, []);

  // The script can "load" without defining the API (blocked, offline, answered empty).
  const onLoaded = () => setScript((window as { google?: { accounts?: { id?: unknown } } }).google?.accounts?.id ? 'ready' : 'failed');

  return (
    <div ref={box} className="admin-auth__google">
      {/* Google's own button speaks the page's language too. */}
      <GoogleOAuthProvider clientId={clientId} locale={locale} onScriptLoadSuccess={onLoaded} onScriptLoadError={() => setScript('failed')}>
        {script !== 'failed' && (
          <GoogleLogin
            onSuccess={(response) => (response.credential ? onCredential(response.credential) : onWidgetError())}
            onError={onWidgetError}
            useOneTap
            size="large"
            text="signin_with"
            shape="rectangular"
            width={width}
            containerProps={{ className: 'admin-auth__google-button' }}
          />
        )}
      </GoogleOAuthProvider>
      {script === 'failed' && (
        <Notice tone="info" className="admin-auth__google-note">
          <Trans>Google sign-in could not load here. Use a one-time sign-in link instead.</Trans>
        </Notice>
      )}
    </div>
  );
}
