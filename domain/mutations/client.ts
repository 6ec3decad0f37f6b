import { z } from 'zod';
import { emailField } from '../auth';
import type { Currency } from '../currency';
import { NOTES_MAX } from '../constants';
import { MESSAGES } from '../messages';
import { weightKgNumber } from '../weight';
import { hasDecimals, optionalText } from './fields';

/** Spec §3 Client. */
export const CLIENT_STATUSES = ['active', 'pending', 'personal'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The listed goals; a custom text is allowed too (spec §3 "or custom"). */
export const CLIENT_GOALS = [
  'weightloss',
  'musclegain',
  'maintenance',
  'strengthtraining',
  'endurance',
  'flexibility',
  'generalfitness',
  'rehabilitation',
  'sportsperformance',
] as const;
export type ClientGoal = (typeof CLIENT_GOALS)[number];

/** Spec §9: EUR for en and sk, CZK for cz (domain/currency.ts). */
export const CURRENCIES = ['EUR', 'CZK'] as const satisfies readonly Currency[];

const invalid = { error: MESSAGES.validationFailed };

/** Each editable field of a client record, validated on its own so an edit can carry any subset. */
export const ClientFields = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, { error: MESSAGES.nameRequired }).max(120, { error: MESSAGES.nameRequired }),
  email: z.preprocess((v) => (v === '' ? null : v), emailField.nullable()),
  age: z.number(invalid).int(invalid).min(1, invalid).max(120, invalid).nullable(),
  goal: z.string(invalid).trim().min(1, invalid).max(100, invalid).nullable(),
  heightCm: z.number(invalid).min(50, invalid).max(300, invalid).refine((n) => hasDecimals(n, 1), invalid).nullable(),
  weightKg: weightKgNumber.nullable(),
  allergies: optionalText(NOTES_MAX),
  intolerances: optionalText(NOTES_MAX),
  hourlyRate: z.number(invalid).min(0, invalid).max(100_000, invalid).refine((n) => hasDecimals(n, 2), invalid).nullable(),
  currency: z.enum(CURRENCIES, invalid),
  notes: optionalText(NOTES_MAX),
  status: z.enum(CLIENT_STATUSES, invalid),
});
export type ClientFields = z.output<typeof ClientFields>;
export const CLIENT_FIELD_NAMES = Object.keys(ClientFields.shape) as (keyof ClientFields)[];

/**
 * Set some fields of a client record. Only the given fields change, so two
 * devices editing different fields offline both keep their edit.
 */
export const ClientUpdateArgs = z.object({
  id: z.uuid(),
  fields: ClientFields.partial().strict().refine((f) => Object.keys(f).length > 0, invalid),
});
export type ClientUpdateArgs = z.output<typeof ClientUpdateArgs>;
