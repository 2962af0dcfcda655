import { useState } from 'react';
import { Button, Field, TextInput, useToast } from '@league/ui';
import { readRole, readToken, writeRole, writeToken } from '@league/core/client';
import { announceStorageChange } from './feedback';

/**
 * Admin tools of spec 2/6: paste or clear the token and the role kept in browser storage.
 * The server still checks every write; these only change what this browser sends and shows.
 */
export function SessionTools() {
  const toast = useToast();
  const [token, setToken] = useState('');
  const [role, setRole] = useState('');
  const [stored, setStored] = useState(() => ({ token: Boolean(readToken()), role: readRole() }));

  const refresh = (key: 'token' | 'role', message: string) => {
    setStored({ token: Boolean(readToken()), role: readRole() });
    announceStorageChange(key);
    toast.show(message, { tone: 'success' });
  };

  return (
    <fieldset className="ui-stack ui-stack--sm">
      <legend>Session</legend>
      <p className="ui-muted ui-text-sm" aria-live="polite">
        {stored.token ? 'A token is stored in this browser.' : 'No token is stored.'} {stored.role ? `Stored role: ${stored.role}.` : 'No role is stored.'}
      </p>
      <form
        className="ui-stack ui-stack--sm"
        onSubmit={(e) => {
          e.preventDefault();
          if (!token.trim()) return;
          writeToken(token.trim());
          setToken('');
          refresh('token', 'Token saved');
        }}
      >
        <Field label="Token" htmlFor="teams-token">
          <TextInput
            type="password"
            value={token}
            onChange={(e) => setToken(e.target.value)}
            placeholder="Paste a token"
            autoComplete="off"
            spellCheck={false}
          />
        </Field>
        <div className="ui-cluster ui-cluster--sm">
          <Button type="submit" variant="secondary" size="sm" disabled={!token.trim()}>
            Save Token
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              writeToken(null);
              refresh('token', 'Token cleared');
            }}
          >
            Clear Token
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
          refresh('role', 'Role saved');
        }}
      >
        <Field label="Role" htmlFor="teams-role">
          <TextInput value={role} onChange={(e) => setRole(e.target.value)} placeholder="ADMIN" autoComplete="off" />
        </Field>
        <div className="ui-cluster ui-cluster--sm">
          <Button type="submit" variant="secondary" size="sm" disabled={!role.trim()}>
            Save Role
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              writeRole(null);
              refresh('role', 'Role cleared');
            }}
          >
            Clear Role
          </Button>
        </div>
      </form>
    </fieldset>
  );
}
