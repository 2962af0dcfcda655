/** Reach: the server-side public door (apps/api). */
export { sharePlugin, discoveryPlugin } from './plugin';
export { createShare, injectMeta, injectTitle, type Share } from './share';
export { createPush, type Push, type VapidKeys } from './push';
export { pushPlugin } from './push-routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Push notifications' queue (apps/api decorates it): `idle()` for tests and shutdown. */
    push: import('./push').Push;
  }
}
