/**
 * Reaching the league (part 3 spec section 3): share previews, their images, discovery. The
 * player card answers GET /api/share/players/{id}, the one public read of a single player.
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

/**
 * Every public page of apps/web's route table (routes.ts), as React Router writes its path:
 * each is in the sitemap and its served HTML carries its own share card. apps/web's route
 * test holds the table to this list, so a new public screen cannot be left out.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/teams',
  '/teams/:id',
  '/schedule',
  '/gallery',
  '/players',
  '/players/:id',
  '/matches/:id',
  '/standings',
  '/stats',
] as const;

/** `site` is the league's own card, for the pages that have none of their own (home, about, ...). */
export const SHARE_KINDS = ['site', 'match', 'standings', 'team', 'player'] as const;
export type ShareKind = (typeof SHARE_KINDS)[number];

export const MESSAGES = {
  notFound: 'Not found',
  playerNotFound: 'Player not found',
  kind: 'Share kind must be site, match, standings, team or player',
} as const;

/** `/api/share/{kind}/{id}/{version}.png`: the version is the card's content hash (WhatsApp caches by URL). */
export const shareImageParamsSchema = z.object({
  kind: z.enum(SHARE_KINDS, { error: MESSAGES.kind }),
  id: z.string().min(1).max(64),
  /** `{version}.png`, or `.svg` for the picture's source; any other name is a 404. */
  file: z.string().max(40),
});
export const IMAGE_FILE = /^([0-9a-f]{16})\.(png|svg)$/;

export const playerParamsSchema = z.object({ id: z.string().min(1).max(64) });

const figuresSchema = z.object({
  batting: z.object({ matches: z.number(), runs: z.number(), highest: z.number(), average: z.number(), strikeRate: z.number() }),
  bowling: z.object({ wickets: z.number(), best: z.string(), economy: z.number() }),
  fielding: z.object({ catches: z.number(), stumpings: z.number(), runouts: z.number() }),
});
export type PlayerFigures = z.infer<typeof figuresSchema>;

/**
 * The player page: `batting`, `bowling` and `fielding` are this site's scorecards (the figures
 * every ranking of the site uses); `beforeSite` is what the profile had typed into it, shown
 * apart under that label, or null when nothing was typed.
 */
export const playerCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  jerseyNumber: z.number().nullable(),
  photoUrl: z.string().nullable(),
  team: z.string().nullable(),
  ...figuresSchema.shape,
  beforeSite: /* @__PURE__ */ figuresSchema.nullable(),
});
export type PlayerCard = z.infer<typeof playerCardSchema>;
export const playerCardResponseSchema = dataEnvelope(playerCardSchema);

/** "1 wicket", "2 wickets": every count a card, a title or a share text writes. */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "Kabir Arora: 212 runs, 1 wicket": the player card's title and the page's share text. */
export function playerHeadline(player: Pick<PlayerCard, 'name' | 'batting' | 'bowling'>): string {
  return `${player.name}: ${countOf(player.batting.runs, 'run')}, ${countOf(player.bowling.wickets, 'wicket')}`;
}
