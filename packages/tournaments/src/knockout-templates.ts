/**
 * The knockout templates and how many fixtures each makes (one date each, in the order they are
 * played): plain values in a module of their own, so a screen takes them without the contract's
 * schemas (`knockouts-contract.ts` re-exports them).
 */
export const KNOCKOUT_TEMPLATES = ['semis', 'top6', 'ipl'] as const;
export type KnockoutTemplate = (typeof KNOCKOUT_TEMPLATES)[number];

/** How many fixtures each template makes (one date each, in the order they are played). */
export const KNOCKOUT_STAGE_COUNTS: Readonly<Record<KnockoutTemplate, number>> = { semis: 3, top6: 5, ipl: 4 };
