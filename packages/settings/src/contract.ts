/**
 * League settings (spec part 2, 1): what a league calls itself, its sections, how to reach
 * it, its registration fee and the About page's story. Admins write them; environment
 * variables only give the defaults. Imports only zod and @league/core/contract.
 */
import { z } from 'zod';
import { publicConfigSchema } from '@league/core/contract';

export const settingsPaths = { config: '/api/config', settings: '/api/settings' } as const;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
/*#__NO_SIDE_EFFECTS__*/
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
/*#__NO_SIDE_EFFECTS__*/
const optionalUrl = (label: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .max(500)
      .regex(/^https?:\/\/\S+$/i, `${label} must be an http(s) link`)
      .nullable()
      .default(null),
  );

/** The sign-up form's optional fields. */
export const SIGNUP_FIELDS = ['email', 'role', 'photo'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];

/** True when the league's own form takes sign-ups on `now` (open through its closing day, in the league's zone). */
export function signupOpen(closesOn: string | null, now: Date, timeZone: string): boolean {
  return !closesOn || new Intl.DateTimeFormat('en-CA', { timeZone }).format(now) <= closesOn;
}

export const sectionSchema = z.object({
  /** Stable across renames, so teams and tournaments can follow one. */
  id: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1, 'Section name is required').max(40, 'Section name is at most 40 characters'),
  retired: z.boolean().default(false),
});
export type Section = z.infer<typeof sectionSchema>;

export const storySchema = z.object({
  intro: text(600).default(''),
  history: z
    .array(z.object({ when: text(30), title: text(120).min(1, 'Each milestone needs a title'), text: text(600), highlight: text(40).default('') }))
    .max(30)
    .default([]),
  quotes: z
    .array(z.object({ text: text(400).min(1, 'A quote needs its words'), by: text(80), role: text(80).default('') }))
    .max(20)
    .default([]),
  people: z
    .array(z.object({ group: text(60).min(1, 'Each person needs a group'), name: text(80).min(1, 'Each person needs a name'), role: text(80).default('') }))
    .max(80)
    .default([]),
  vision: text(1200).default(''),
});
export type Story = z.infer<typeof storySchema>;

export const leagueSettingsSchema = z.object({
  leagueName: z.string().trim().min(1, 'League name is required').max(80),
  leagueShortName: z.string().trim().min(1, 'Short name is required').max(20),
  /** One line under the name in the footer. */
  tagline: text(200).default(''),
  sections: z
    .array(sectionSchema)
    .max(12, 'At most 12 sections')
    .default([])
    .refine((s) => new Set(s.map((x) => x.name.toLowerCase())).size === s.length, 'Section names must differ')
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Section ids must differ'),
  contactEmail: z.preprocess(blankToNull, z.string().trim().email('Contact email must be an email address').nullable().default(null)),
  contactPhone: z.preprocess(blankToNull, z.string().trim().max(30).nullable().default(null)),
  social: z.object({ instagram: optionalUrl('Instagram'), youtube: optionalUrl('YouTube'), facebook: optionalUrl('Facebook') }).prefault({}),
  registrationFormUrl: optionalUrl('Registration form'),
  /** The season's registration fee, integer paise (₹500 = 50000). */
  registrationFeePaise: z
    .number({ error: 'Fee must be a number' })
    .int('Fee must be whole paise')
    .min(0, 'Fee cannot be negative')
    .max(10_000_000, 'Fee is at most ₹1,00,000')
    .default(0),
  /**
   * The league's merchant UPI ID and the payee name a UPI app shows (part 3 spec 6): with an
   * ID, each dues line has a UPI link and QR code.
   */
  upi: z
    .object({
      upiId: z.preprocess(
        blankToNull,
        z
          .string()
          .trim()
          .max(100)
          .regex(/^[a-zA-Z0-9._-]{2,64}@[a-zA-Z][a-zA-Z0-9]{1,31}$/, 'UPI ID must look like name@bank')
          .nullable()
          .default(null),
      ),
      payeeName: text(60).default(''),
    })
    .prefault({}),
  /**
   * The league's own sign-up form at /register (part 3 spec 6): the optional fields it asks
   * for (name, phone, date of birth and, for a minor, the guardian are always asked), and the
   * last day it takes sign-ups (in the league's time zone; none: open).
   */
  signup: z
    .object({
      fields: z
        .array(z.enum(SIGNUP_FIELDS))
        .max(SIGNUP_FIELDS.length)
        .default([...SIGNUP_FIELDS]),
      closesOn: z.preprocess(blankToNull, z.iso.date('Closing date must be a date').nullable().default(null)),
    })
    .prefault({}),
  story: storySchema.prefault({}),
});
export type LeagueSettings = z.infer<typeof leagueSettingsSchema>;
export type LeagueSettingsInput = z.input<typeof leagueSettingsSchema>;

const nullableText = z.string().nullable();
/** The settings as the server answers them (plain types: responses are serialised, not parsed). */
export const leagueSettingsOutputSchema = z.object({
  leagueName: z.string(),
  leagueShortName: z.string(),
  tagline: z.string(),
  sections: z.array(z.object({ id: z.string(), name: z.string(), retired: z.boolean() })),
  contactEmail: nullableText,
  contactPhone: nullableText,
  social: z.object({ instagram: nullableText, youtube: nullableText, facebook: nullableText }),
  registrationFormUrl: nullableText,
  registrationFeePaise: z.number().int(),
  upi: z.object({ upiId: nullableText, payeeName: z.string() }),
  signup: z.object({ fields: z.array(z.enum(SIGNUP_FIELDS)), closesOn: nullableText }),
  story: z.object({
    intro: z.string(),
    history: z.array(z.object({ when: z.string(), title: z.string(), text: z.string(), highlight: z.string() })),
    quotes: z.array(z.object({ text: z.string(), by: z.string(), role: z.string() })),
    people: z.array(z.object({ group: z.string(), name: z.string(), role: z.string() })),
    vision: z.string(),
  }),
});

/** GET /api/config: the public settings (part 1's fields kept for old clients) and the league's own. */
export const leagueConfigSchema = /* @__PURE__ */ publicConfigSchema.extend({
  tagline: z.string(),
  sections: z.array(z.string()),
  registrationFeePaise: z.number().int(),
  story: leagueSettingsOutputSchema.shape.story,
  /** True only for the demo league: screens may show sample content. */
  demo: z.boolean(),
});
export type LeagueConfig = z.infer<typeof leagueConfigSchema>;

export const settingsResponseSchema = z.object({
  success: z.literal(true),
  data: leagueSettingsOutputSchema,
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

/** Words only the demo league uses: a real league's defaults never carry them. */
export const DEMO_WORDS = ['GICPL', 'GICPL-OG', 'GICPL-H'] as const;
