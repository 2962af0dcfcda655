/**
 * At prerender time (entry.server.tsx) the built stylesheets' text, so the prerendered page
 * carries its CSS in <head> and paints from the document alone: on a phone's first visit
 * no request stands between the HTML and the first paint (quality F2). In the browser there
 * is no such reader and the stylesheets are links.
 */
import { createContext } from 'react';

/** The text of a built stylesheet by its URL (`/assets/style-….css`). */
export type StylesheetReader = (href: string) => string;

export const InlineStylesheets = createContext<StylesheetReader | null>(null);
