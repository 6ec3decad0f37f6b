import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages';
import { instantField } from '../../../domain/mutations/fields';
import { ValidationError } from '../../errors';

/**
 * REST bodies of the check-ins API: snake_case names, the same commands
 * behind them. A schedule is read as written here and checked by the
 * command's own schema (CheckInScheduleSchema) once renamed.
 */
export const ScheduleBody = z.object({
  type: z.string(),
  weekday: z.number().optional(),
  days: z.number().optional(),
  time: z.string(),
  starts_on: z.string(),
  ends_on: z.string().nullable().optional(),
});
type ScheduleBody = z.output<typeof ScheduleBody>;

export const scheduleArgs = (s: ScheduleBody) => ({
  type: s.type,
  ...(s.weekday !== undefined ? { weekday: s.weekday } : {}),
  ...(s.days !== undefined ? { days: s.days } : {}),
  time: s.time,
  startsOn: s.starts_on,
  endsOn: s.ends_on ?? null,
});

export const FormBody = z.object({ id: z.uuid().optional(), title: z.string(), questions: z.array(z.unknown()) });
export const FormUpdateBody = z.object({ title: z.string().optional(), questions: z.array(z.unknown()).optional() });
export const AssignmentBody = z.object({ id: z.uuid().optional(), form_id: z.uuid(), schedule: ScheduleBody, time_zone: z.string().optional() });
export const AssignmentUpdateBody = z.object({ schedule: ScheduleBody.optional(), time_zone: z.string().optional(), active: z.boolean().optional() });
export const SubmitBody = z.object({
  assignment_id: z.uuid(),
  date: z.string(),
  answers: z.record(z.string(), z.unknown()),
  submitted_at: instantField.optional(),
});
export const ReviewBody = z.object({ review_note: z.string().nullable().optional(), private_note: z.string().nullable().optional() });

/** The command's own schema over what the body parsed to; its first error per field, as the API answers them. */
export function checked<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const r = schema.safeParse(args);
  if (r.success) return r.data;
  const errors: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const field = i.path.length ? i.path.join('.') : 'body';
    errors[field] ??= [i.message || MESSAGES.validationFailed];
  }
  throw new ValidationError(errors);
}

