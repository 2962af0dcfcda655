/** Reach: the server-side public door (apps/api). */
export { sharePlugin, discoveryPlugin } from './plugin';
export { createShare, injectMeta, type Share } from './share';
