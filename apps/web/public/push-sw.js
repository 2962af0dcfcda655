/*
 * The public site's service worker (part 3 spec section 3, Web Push), registered by the
 * Follow buttons with scope "/" (the scorer's own worker, /score-sw.js, keeps /score).
 * It shows the league's push notifications and opens their page, and nothing else: no fetch
 * handler and no caches, so it never keeps a page (or a name a guardian has since hidden).
 */

/** A push's URL, kept to this site (the home page when it is missing or elsewhere). */
function siteUrl(url) {
  try {
    const address = new URL(url, self.location.origin);
    if (address.origin === self.location.origin) return address.href;
  } catch {
    /* not an address */
  }
  return new URL('/', self.location.origin).href;
}

const text = (value) => (typeof value === 'string' ? value : '');

// A new version takes over at once: it has no caches to hand over.
self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('push', (event) => {
  // The payload is {title, body, url, tag}. Whatever arrives is shown: browsers revoke a
  // subscription whose pushes show no notification.
  let message = {};
  try {
    message = (event.data && event.data.json()) || {};
  } catch {
    message = {};
  }
  const tag = text(message.tag);
  event.waitUntil(
    self.registration.showNotification(text(message.title) || 'League update', {
      body: text(message.body),
      icon: '/icons/icon-192.png',
      data: { url: siteUrl(text(message.url) || '/') },
      // A later push of the same match replaces the earlier one, and still alerts.
      ...(tag ? { tag, renotify: true } : {}),
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = siteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = tabs.find((tab) => tab.url === url);
      if (open) return open.focus();
      return self.clients.openWindow(url);
    })(),
  );
});

// Push services renew (or expire) subscriptions: subscribe again and move the old endpoint's
// follows and settings to the new one (an empty `follow` with `replaces`).
self.addEventListener('pushsubscriptionchange', (event) => {
  const old = event.oldSubscription;
  if (!old) return; // nothing of ours to move: the page sends its list on its next change
  event.waitUntil(
    (async () => {
      let subscription = event.newSubscription;
      if (!subscription) {
        const answer = await fetch('/api/push/key', { credentials: 'same-origin' });
        const { data } = await answer.json();
        // The key as base64url text, which PushManager.subscribe takes as it is.
        subscription = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: data.publicKey });
      }
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ subscription: subscription.toJSON(), follow: {}, replaces: old.endpoint }),
      });
    })(),
  );
});
