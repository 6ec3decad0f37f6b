import { z } from 'zod';
import { NOTES_MAX } from '../constants';
import { MESSAGES } from '../messages';

const noNul = (s: string) => !s.includes('\0');

/**
 * An unpaired surrogate (\ud800-\udfff alone, as JSON.parse gives for the
 * escape "\ud800") is no character: UTF-8 can not encode it, so it can not be
 * stored as written. With the u flag a well-formed pair is one code point, so
 * only a lone half is in the Cs category (String.prototype.isWellFormed is
 * not in every browser the app supports).
 */
export const hasLoneSurrogate = (s: string) => /\p{Cs}/u.test(s);

/**
 * Text PostgreSQL can store: it refuses U+0000 (error 22021), so every text
 * field refuses it first, and a lone surrogate, which would be stored as
 * something else than was sent.
 */
export const text = (error?: string) =>
  z
    .string(error ? { error } : undefined)
    .refine(noNul, { error: MESSAGES.nulCharacter })
    .refine((s) => !hasLoneSurrogate(s), { error: MESSAGES.invalidCharacter });

/** Required free text: trimmed, 1 to max characters. */
export const requiredText = (max: number, required: string, tooLong: string) =>
  text(required).trim().min(1, { error: required }).max(max, { error: tooLong });

/** Optional free text: trimmed, at most NOTES_MAX characters, empty becomes null. */
export const optionalText = (max = NOTES_MAX, message: string = MESSAGES.notesMax) =>
  text()
    .trim()
    .max(max, { error: message })
    .transform((s) => (s === '' ? null : s))
    .nullable();

/**
 * An instant as ISO 8601 with offset, normalised to UTC with milliseconds, so
 * the local row and the server's row are byte-equal. Years 1970-2199 only:
 * anything else is a clock or typing error.
 */
export const instantField = z.iso
  .datetime({ offset: true })
  .transform((s) => new Date(s).toISOString())
  .refine((s) => s >= '1970-01-01' && s < '2200-01-01', { error: MESSAGES.validationFailed });

/** True when n has at most `decimals` decimals (as typed, before float noise). */
export function hasDecimals(n: number, decimals: number): boolean {
  const f = 10 ** decimals;
  return Math.round(n * f) / f === n;
}
