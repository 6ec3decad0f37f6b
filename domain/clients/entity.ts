import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { CLIENT_FIELD_NAMES, CLIENT_STATUSES, CURRENCIES } from './fields';

const instant = z.string();

/** A client record as the device stores it and the pull sends it. */
export const ClientRow = z.object({
  id: z.string(),
  trainerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  age: z.number().nullable(),
  /** One of CLIENT_GOALS or the trainer's own words. */
  goal: z.string().nullable(),
  heightCm: z.number().nullable(),
  weightKg: z.number().nullable(),
  allergies: z.string().nullable(),
  intolerances: z.string().nullable(),
  hourlyRate: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  /** The trainer's private notes: sent to the trainer only. */
  notes: z.string().nullable().optional(),
  /** Whether a user account is linked (docs/rules/clients.md "Client record" "whether a user account exists"). */
  hasAccount: z.boolean(),
  /** docs/rules/clients.md "Amount owed" amountOwed: 0 until billing computes it. */
  amountOwed: z.number(),
  /** The latest invitation (null: never invited); `expired` is derived from invitationExpiresAt (invitation.ts). */
  invitationStatus: z.enum(['pending', 'accepted', 'revoked']).nullable(),
  invitationSentAt: instant.nullable(),
  invitationExpiresAt: instant.nullable(),
  createdAt: instant,
  updatedAt: instant,
});
export type ClientRow = z.infer<typeof ClientRow>;

export const clientEntity = defineEntity({
  name: 'clients',
  sqlName: 'clients',
  order: 0,
  row: ClientRow,
  space: 'trainerId',
  client: 'self',
  indexes: ['trainerId', 'name'],
  editable: CLIENT_FIELD_NAMES,
  trainerOnly: ['notes'],
});
