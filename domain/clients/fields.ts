import { z } from 'zod';
import { emailField, fullNameField } from '../auth';
import { NOTES_MAX, type Locale } from '../constants';
import { currencyOf } from '../currency';
import type { Currency } from '../currency';
import { MESSAGES } from '../messages';
import { hasDecimals, optionalText, text } from '../mutations/fields';
import { weightKgNumber } from '../weight-logs/weight';
import { GOAL_MAX } from './goals';
import { CLIENT_MESSAGES as M } from './messages';

/** docs/rules/clients.md "Status" (active, pending = awaiting confirmation, personal). */
export const CLIENT_STATUSES = ['active', 'pending', 'personal'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** docs/rules/languages.md "Formats": EUR for en and sk, CZK for cz (domain/currency.ts). */
export const CURRENCIES = ['EUR', 'CZK'] as const satisfies readonly Currency[];

export const AGE_MIN = 1;
export const AGE_MAX = 120;
export const HEIGHT_MIN_CM = 50;
export const HEIGHT_MAX_CM = 260;
/** numeric(8,2) holds less than a million; no hourly rate comes near. */
export const HOURLY_RATE_MAX = 100_000;

const num = (message: string) => z.number({ error: message }).refine(Number.isFinite, { error: message });

/**
 * Each editable field of a client record (docs/rules/clients.md "Client record"), validated on its own so
 * an edit can carry any subset. Empty optional values are null.
 */
export const ClientFields = z.object({
  name: fullNameField,
  email: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? null : v), emailField.nullable()),
  age: num(M.ageInvalid).int({ error: M.ageInvalid }).min(AGE_MIN, { error: M.ageInvalid }).max(AGE_MAX, { error: M.ageInvalid }).nullable(),
  goal: text(M.goalTooLong)
    .trim()
    .max(GOAL_MAX, { error: M.goalTooLong })
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  heightCm: num(M.heightInvalid)
    .min(HEIGHT_MIN_CM, { error: M.heightInvalid })
    .max(HEIGHT_MAX_CM, { error: M.heightInvalid })
    .refine((n) => hasDecimals(n, 1), { error: M.heightInvalid })
    .nullable(),
  weightKg: weightKgNumber.nullable(),
  allergies: optionalText(NOTES_MAX, M.allergiesMax),
  intolerances: optionalText(NOTES_MAX, M.intolerancesMax),
  hourlyRate: num(M.hourlyRateInvalid)
    .min(0, { error: M.hourlyRateInvalid })
    .max(HOURLY_RATE_MAX, { error: M.hourlyRateInvalid })
    .refine((n) => hasDecimals(n, 2), { error: M.hourlyRateInvalid })
    .nullable(),
  currency: z.enum(CURRENCIES, { error: M.currencyInvalid }),
  notes: optionalText(NOTES_MAX, MESSAGES.notesMax),
  status: z.enum(CLIENT_STATUSES, { error: M.clientStatusInvalid }),
});
export type ClientFields = z.output<typeof ClientFields>;
export type ClientFieldName = keyof ClientFields;
export const CLIENT_FIELD_NAMES = Object.keys(ClientFields.shape) as ClientFieldName[];

/** A new client: a name, and any other field (status defaults to pending, currency to the trainer's). */
export const ClientCreateFields = ClientFields.partial().extend({ name: ClientFields.shape.name }).strict();
export type ClientCreateFields = z.output<typeof ClientCreateFields>;

/** An edit: a non-empty subset of the fields. */
export const ClientUpdateFields = ClientFields.partial()
  .strict()
  .refine((f) => Object.keys(f).length > 0, { error: MESSAGES.validationFailed });
export type ClientUpdateFields = z.output<typeof ClientUpdateFields>;

export const DEFAULT_CLIENT_STATUS: ClientStatus = 'pending';

/**
 * The stored fields of a new client, defaults applied. The device's mutator and the
 * server's command both build the row from this, so the two never disagree.
 */
export function newClientFields(f: ClientCreateFields, trainerLanguage: Locale) {
  return {
    name: f.name,
    email: f.email ?? null,
    status: f.status ?? DEFAULT_CLIENT_STATUS,
    age: f.age ?? null,
    goal: f.goal ?? null,
    heightCm: f.heightCm ?? null,
    weightKg: f.weightKg ?? null,
    allergies: f.allergies ?? null,
    intolerances: f.intolerances ?? null,
    hourlyRate: f.hourlyRate ?? null,
    currency: f.currency ?? currencyOf(trainerLanguage),
    notes: f.notes ?? null,
  };
}
