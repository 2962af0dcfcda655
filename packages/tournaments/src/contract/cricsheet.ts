/**
 * Cricsheet import (operations spec section 4, POST /api/tournaments/{id}/cricsheet;
 * decisions.md 6): the size limit, the answer and the `adults` query.
 */
import { z } from 'zod';
import { dataEnvelope } from '@league/core/contract';

/** Largest Cricsheet file one import accepts (decisions.md 6). */
export const CRICSHEET_MAX_BYTES = 5 * 1024 * 1024;

export const cricsheetImportAnswerSchema = z.object({
  matchId: z.string(),
  /** False when the same match was already imported (nothing added). */
  created: z.boolean(),
});
export const cricsheetImportResponseSchema = dataEnvelope(cricsheetImportAnswerSchema);
/**
 * `?adults=true`: the admin's word that everyone the file names is an adult (a professional
 * or past season); otherwise the file's people are of unknown age, so hidden from visitors
 * until an admin confirms them (part 3 spec section 1).
 */
export const cricsheetImportQuerySchema = z.object({
  adults: z
    .enum(['true', 'false'], { error: 'adults must be true or false' })
    .optional()
    .transform((v) => v === 'true'),
});
