/**
 * The league's own sign-up form (part 3 spec 6): what a submission must hold and the words
 * the page answers with. Server-only (the form is a plain page the API renders), so none of
 * it reaches the site's bundle.
 */
import { z } from 'zod';

export const SIGNUP_ROLES = ['Batter', 'Bowler', 'All-rounder', 'Wicket-keeper'] as const;

/** A photo sent with the form: at most this many bytes (a phone photo; it is re-encoded smaller). */
export const SIGNUP_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/** Submissions per address in ten minutes (a family signs up a few children, and corrects a typo). */
export const SIGNUP_POSTS_PER_TEN_MINUTES = 10;

export const SIGNUP_MESSAGES = {
  name: 'Enter the player’s full name',
  phone: 'Enter a 10-digit mobile number',
  dateOfBirth: 'Enter the date of birth, for example 14/05/2013',
  email: 'Enter an email address like name@example.com, or leave it empty',
  role: 'Choose a role from the list',
  guardianName: 'A player under 18 needs a parent or guardian’s name',
  guardianPhone: 'A player under 18 needs a parent or guardian’s 10-digit mobile number',
  photoType: 'The photo must be a JPEG, PNG or WebP picture',
  photoSize: 'The photo is larger than 8 MB',
  closed: (day: string) => `Sign-ups closed on ${day}.`,
  reviewed: 'This sign-up has already been reviewed by the league: to change it, contact the organisers.',
  guardianChanged: 'This sign-up already names a parent or guardian: send it from their mobile number, or contact the organisers to change it.',
  updated: 'We already had this sign-up: it is updated with what you sent.',
} as const;

/*#__NO_SIDE_EFFECTS__*/
const text = (max: number) => z.string().trim().max(max);
/** A ticked box as a form sends it ("on"), or a JSON boolean. */
const box = z
  .union([z.boolean(), z.string().max(10)])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

/** The form's fields as posted (every value a string; a file is read apart). */
export const signupFormSchema = z.object({
  fullName: text(100).min(2, SIGNUP_MESSAGES.name),
  phone: text(40).min(1, SIGNUP_MESSAGES.phone),
  dateOfBirth: text(40).min(1, SIGNUP_MESSAGES.dateOfBirth),
  email: z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.union([z.literal(''), z.email(SIGNUP_MESSAGES.email).max(200)]).default('')),
  role: z.enum(['', ...SIGNUP_ROLES], { error: SIGNUP_MESSAGES.role }).default(''),
  guardianName: text(100).default(''),
  guardianPhone: text(40).default(''),
  /** The guardian's consent to show the player's name and figures on the site. */
  consentPublish: box,
  /** The guardian's consent to photos of the player (separate). */
  consentPhotos: box,
  /** The honeypot: people never see it, so anything in it is a robot's. */
  website: z.string().max(500).optional(),
});
export type SignupForm = z.infer<typeof signupFormSchema>;
