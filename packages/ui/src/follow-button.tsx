/**
 * Follow a team or a match with push notifications (part 3 spec section 3), no account
 * needed. The browser keeps what it follows and its settings (localStorage `league.push`,
 * the body of `POST /api/push/subscriptions` less the subscription) and sends all of it
 * with its push subscription at each change; following nothing ends the subscription.
 * The public service worker is /push-sw.js (scope "/"). Kept small: it is in every page's
 * script, under the bundle budget.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { msg } from '@league/ui/i18n/core-macro';
import { Trans, useLingui } from '@league/ui/i18n/macro';
import { Button } from './button';

interface Follows {
  follow: { teamIds: string[]; matchIds: string[] };
  wickets?: boolean;
  quietHours?: { from: string; to: string } | null;
}

export interface FollowButtonProps {
  /** What the button follows: one of them. */
  teamId?: string;
  matchId?: string;
  /** Named in what the button says: "Following Kaveri Kings...". */
  name: string;
}

const STORE = 'league.push';
const NOTHING: Follows = { follow: { teamIds: [], matchIds: [] } };
const FAILED = msg`Could not connect. Try again.`;

/**
 * A push call (plain fetch: @league/ui has no API client; `credentials` is the default,
 * same-origin). A refusal throws the server's message (a string, for the visitor), or our
 * own "could not connect" (a message the screen words in the page's language).
 */
async function call(method: string, path: string, body?: unknown) {
  const answer = await fetch('/api/push/' + path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = await answer.json();
  if (!answer.ok) throw json.message ?? FAILED;
  return json.data;
}

export function FollowButton({ teamId, matchId, name }: FollowButtonProps) {
  const { t, i18n } = useLingui();
  const [follows, setFollows] = useState(NOTHING);
  // What the live region says; null while a change is on its way.
  const [note, setNote] = useState<string | null>('');
  const [open, setOpen] = useState(false);
  // The list is the browser's: read after the first render (a prerender has none).
  useEffect(() => {
    try {
      setFollows(JSON.parse(localStorage[STORE]));
    } catch {
      /* nothing followed yet */
    }
  }, []);

  const { teamIds, matchIds } = follows.follow;
  const list = teamId ? teamIds : matchIds;
  const it = (teamId ?? matchId)!;
  const on = list.includes(it);
  const any = teamIds.length + matchIds.length > 0;

  const change = async (next: Follows, done: string) => {
    setNote(null);
    try {
      // Browsers with PushManager have service workers and notifications too. iPhones and
      // iPads have it only in a site added to the home screen; their Safari alone has
      // `navigator.standalone` (false until it is).
      if (!('PushManager' in window)) {
        throw 'standalone' in navigator
          ? t`To get notifications on an iPhone, add this site to your home screen first.`
          : t`This browser cannot show notifications.`;
      }
      const following = next.follow.teamIds.length + next.follow.matchIds.length > 0;
      // Asked before anything else is awaited: Safari asks only straight after a tap.
      if (following && (await Notification.requestPermission()) !== 'granted') {
        throw t`Notifications are blocked: allow them in this site's settings.`;
      }
      const workers = navigator.serviceWorker;
      // Its scope is its folder, "/" (the scorer's own worker keeps "/score").
      const registration = await workers.register('/push-sw.js');
      let subscription = await registration.pushManager.getSubscription();
      if (following) {
        await workers.ready;
        // The server's key is fetched only to subscribe; browsers take it as base64url text.
        subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: (await call('GET', 'key')).publicKey });
        await call('POST', 'subscriptions', { subscription: subscription.toJSON(), ...next });
        localStorage[STORE] = JSON.stringify(next);
      } else {
        if (subscription) {
          await call('DELETE', 'subscriptions', { endpoint: subscription.endpoint });
          await subscription.unsubscribe();
        }
        delete localStorage[STORE];
      }
      setFollows(next);
      setOpen(open && following);
      setNote(done);
    } catch (error) {
      // Ours are strings for the visitor; others (TypeError, DOMException) are not.
      setNote(typeof error == 'string' ? error : i18n._(FAILED));
    }
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = form.get('from') as string;
    const to = form.get('to') as string;
    // Half a quiet time is sent as it is: the server says what is missing.
    void change({ ...follows, wickets: form.has('wickets'), quietHours: from || to ? { from, to } : null }, t`Settings saved.`);
  };

  // A fragment: its buttons sit beside the Share button in the caller's row (a wrapping flex
  // row: a team's summary, a page header's actions); the message and the settings take lines
  // of their own below it, and the empty live region takes no room.
  return (
    <>
      <Button
        variant={on ? 'primary' : 'secondary'}
        size="sm"
        aria-pressed={on}
        loading={note == null}
        onClick={() =>
          void change(
            { ...follows, follow: { teamIds, matchIds, [teamId ? 'teamIds' : 'matchIds']: on ? list.filter((x) => x != it) : [...list, it] } },
            on ? t`Stopped following ${name}.` : t`Following ${name}.`,
          )
        }
      >
        {on ? t`Following` : t`Follow`}
      </Button>
      {any && (
        <Button variant="secondary" size="sm" aria-label={t`Notification settings`} aria-expanded={open} onClick={() => setOpen(!open)}>
          ▾
        </Button>
      )}
      <div role="status" className="ui-text-sm" style={{ flexBasis: note ? '100%' : 0 }}>
        {note}
      </div>
      {open && (
        <form className="ui-card ui-stack ui-stack--sm" style={{ flexBasis: '100%', maxWidth: '24rem' }} onSubmit={save}>
          <label>
            <input type="checkbox" name="wickets" defaultChecked={follows.wickets} /> <Trans>Each wicket too</Trans>
          </label>
          <div className="ui-cluster">
            <label className="ui-field ui-text-sm">
              <Trans>Quiet from</Trans>
              <input type="time" name="from" className="ui-input" defaultValue={follows.quietHours?.from} />
            </label>
            <label className="ui-field ui-text-sm">
              <Trans>Quiet until</Trans>
              <input type="time" name="to" className="ui-input" defaultValue={follows.quietHours?.to} />
            </label>
          </div>
          <div className="ui-cluster ui-cluster--sm">
            <Button type="submit" size="sm">
              <Trans>Save</Trans>
            </Button>
            <Button variant="danger" size="sm" onClick={() => void change(NOTHING, t`All notifications stopped.`)}>
              <Trans>Stop all notifications</Trans>
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
