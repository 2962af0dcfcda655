/** Reach: the server-side public door (apps/api). */
export { sharePlugin, discoveryPlugin } from './plugin';
export { createShare, injectMeta, cardOfPath, MAX_IMAGE_BYTES, type Share, type PageMeta, type RenderedCard } from './share';
export { loadCard, publicPaths, readPlayerCard, type ShareCard } from './cards';
export { cardSvg, CARD_WIDTH, CARD_HEIGHT } from './svg';
