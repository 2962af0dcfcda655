/** People (part 3 spec section 1): the admin's view of a person record, and its writes. */
import { z } from 'zod';
import { idSchema, okSchema, optionalText, plainName, requiredText } from '@league/core/contract';
export { ADULT_AGE, ageOn, ageStatus, isPublicPerson, parseBirthDate, type AgeStatus, type BirthDate } from './age';

export const MESSAGES = {
  notFound: 'Person not found',
  nameRequired: 'Name is required',
  unreadableDate: 'Date of birth could not be read. Write it as 14/05/2013 or 14 May 2013.',
  mergeSelf: 'Choose two different people to merge',
  mergeGone: 'One of these people was already merged',
  undoDone: 'This merge was already undone',
  guardianRequired: "Guardian's name is required",
  guardianPhoneRequired: "Guardian's phone is required",
  consentRecorded: 'Consent recorded: the name is public now',
  consentWithdrawn: 'Consent withdrawn: the name is hidden again',
} as const;

export const ageStatusSchema = z.enum(['adult', 'minor', 'unknown']);

/** What an admin sees of a person (never a visitor: this carries phones and birth dates). */
export const personSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  birthDate: z.string().nullable(),
  birthYearOnly: z.boolean(),
  birthDateText: z.string(),
  age: z.number().int().nullable(),
  ageStatus: ageStatusSchema,
  adultConfirmed: z.boolean(),
  consent: z.object({ by: z.string().nullable(), at: z.string(), guardianName: z.string(), guardianPhone: z.string() }).nullable(),
  photoConsent: z.boolean(),
  /** What visitors see: true when the name is public. */
  isPublic: z.boolean(),
  /** How visitors see the person while hidden. */
  placeholder: z.string(),
  names: z.array(z.string()),
  teams: z.array(z.string()),
});
export type Person = z.infer<typeof personSchema>;

export const PEOPLE_FILTERS = ['all', 'hidden', 'minor', 'unknown', 'adult'] as const;
export type PeopleFilter = (typeof PEOPLE_FILTERS)[number];

export const peopleQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  /** `hidden`: everyone a visitor cannot see by name. */
  filter: z.enum(PEOPLE_FILTERS).default('all'),
});
/** A list answer holds at most this many people (search or filter for the rest). */
export const PEOPLE_LIST_MAX = 500;
export const peopleCountsSchema = z.object({ all: z.number().int(), hidden: z.number().int(), minor: z.number().int(), unknown: z.number().int() });
export type PeopleCounts = z.infer<typeof peopleCountsSchema>;
export const peopleListResponseSchema = z.object({ success: z.literal(true), data: z.array(personSchema), counts: peopleCountsSchema });
export const personResponseSchema = z.object({ success: z.literal(true), message: z.string().optional(), data: personSchema });

export const personPatchSchema = z.object({
  name: plainName(requiredText(MESSAGES.nameRequired, 100)).optional(),
  /** Any of the forms age.ts reads; blank clears the date (age unknown again). */
  birthDate: z.string().trim().max(40).optional(),
  /** An admin's word that a person of unknown age is an adult (false takes it back). */
  adultConfirmed: z.boolean().optional(),
  photoConsent: z.boolean().optional(),
});
export type PersonPatch = z.infer<typeof personPatchSchema>;

/** `record` needs the guardian's name; `withdraw` hides the person again at once. */
export const consentSchema = z
  .object({
    action: z.enum(['record', 'withdraw'], { error: 'Choose record or withdraw' }),
    guardianName: plainName(optionalText(100)),
    guardianPhone: optionalText(20),
  })
  // Consent is recorded with the guardian's name and phone (part 3 spec section 1).
  .refine((v) => v.action === 'withdraw' || !!v.guardianName, { message: MESSAGES.guardianRequired, path: ['guardianName'] })
  .refine((v) => v.action === 'withdraw' || !!v.guardianPhone, { message: MESSAGES.guardianPhoneRequired, path: ['guardianPhone'] });
export type ConsentInput = z.infer<typeof consentSchema>;

export const mergeSchema = z.object({
  /** The record that goes: its references move to `intoId`. */
  fromId: idSchema,
  intoId: idSchema,
});
export const mergeResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ mergeId: z.string(), moved: z.number().int() }),
});
export const personParamsSchema = z.object({ id: idSchema });
export { okSchema };
