import { useState } from 'react';
import { Button, Field, TextInput, useToast } from '@league/ui';
import { readRole, readToken, writeRole, writeToken } from '@league/core/client';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { announceStorageChange } from './feedback';

/**
 * Admin tools of spec 2/6: paste or clear the token and the role kept in browser storage.
 * The server still checks every write; these only change what this browser sends and shows.
 */
export function SessionTools() {
  const { t } = useLingui();
  const toast = useToast();
  const [token, setToken] = useState('');
  const [role, setRole] = useState('');
  const [stored, setStored] = useState(() => ({ token: Boolean(readToken()), role: readRole() }));

  const refresh = (key: 'token' | 'role', message: string) => {
    setStored({ token: Boolean(readToken()), role: readRole() });
    announceStorageChange(key);
    toast.show(message, { tone: 'success' });
  };

  const storedRole = stored.role;
  return (
    <fieldset className="ui-stack ui-stack--sm">
      <legend>
        <Trans>Session</Trans>
      </legend>
      <p className="ui-muted ui-text-sm" aria-live="polite">
        {stored.token ? t`A token is stored in this browser.` : t`No token is stored.`} {storedRole ? t`Stored role: ${storedRole}.` : t`No role is stored.`}
      </p>
      <form
        className="ui-stack ui-stack--sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (!token.trim()) return;
          writeToken(token.trim());
          setToken('');
          refresh('token', t`Token saved`);
        }}
      >
        <Field label={t`Token`} htmlFor="teams-token">
          <TextInput
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            placeholder={t`Paste a token`}
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <div className="ui-cluster ui-cluster--sm">
          <Button type="submit" variant="secondary" size="sm" disabled={!token.trim()}>
            <Trans>Save Token</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              writeToken(null);
              refresh('token', t`Token cleared`);
            }}
          >
            <Trans>Clear Token</Trans>
          </Button>
        </div>
      </form>
      <form
        className="ui-stack ui-stack--sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (!role.trim()) return;
          writeRole(role.trim());
          setRole('');
          refresh('role', t`Role saved`);
        }}
      >
        <Field label={t`Role`} htmlFor="teams-role">
          <TextInput value={role} onChange={(e) => setRole(e.target.value)} placeholder="ADMIN" autoComplete="off" />
        </Field>
        <div className="ui-cluster ui-cluster--sm">
          <Button type="submit" variant="secondary" size="sm" disabled={!role.trim()}>
            <Trans>Save Role</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              writeRole(null);
              refresh('role', t`Role cleared`);
            }}
          >
            <Trans>Clear Role</Trans>
          </Button>
        </div>
      </form>
    </fieldset>
  );
}
