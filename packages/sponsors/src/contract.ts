/**
 * Sponsors: the zod contract shared by the form, the routes, the msw handlers and the
 * browser. Spec 3 (Sponsor), 5 (validation), 7 (calls).
 */
import { z } from 'zod';
import { dataEnvelope, optionalText, requiredText } from '@league/core/contract';
import { COMPANY_MAX, MESSAGES, OVERVIEW_MAX, OWNER_MAX } from './constants';

export * from './constants';

/** POST /api/sponsors and PUT /api/sponsors/{id}. Empty owner and overview are omitted (spec 5). */
export const sponsorInputSchema = z.object({
  companyName: requiredText(MESSAGES.companyName, COMPANY_MAX),
  ownerName: optionalText(OWNER_MAX),
  companyOverview: optionalText(OVERVIEW_MAX),
});
export type SponsorInput = z.input<typeof sponsorInputSchema>;
export type SponsorData = z.output<typeof sponsorInputSchema>;

/** A sponsor as the API answers it: owner and overview are absent when empty. */
export const sponsorSchema = z.object({
  _id: z.string(),
  companyName: z.string(),
  ownerName: z.string().optional(),
  companyOverview: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Sponsor = z.infer<typeof sponsorSchema>;

export const sponsorListResponseSchema = dataEnvelope(z.array(sponsorSchema));
export const sponsorSavedResponseSchema = dataEnvelope(sponsorSchema).extend({ message: z.string() });

/** Path params: any string, so a malformed id reaches the route and is answered 404. */
export const sponsorParamsSchema = z.object({ id: z.string() });
