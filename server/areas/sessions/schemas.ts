import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages';
import { overallApproval } from '../../../domain/sessions/approval';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import type { Recurrence } from '../../../domain/sessions/recurrence';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../../domain/sessions/rows';
import { isWallDate } from '../../../domain/time/wall-time';

/** Request and answer shapes of the sessions REST routes (docs/rules/sessions.md "Mutations"), documented in /api/openapi.json, and their mapping to mutation args. */

const wallDate = z.string().refine(isWallDate, { error: SM.sessionDateInvalid });

// ------------------------------------------------------------------ shapes

const Approval = z.enum(['pending', 'approved', 'declined']);
const RecurrenceDto = z.object({
  unit: z.enum(['days', 'weeks', 'months']),
  interval: z.number(),
  weekdays: z.array(z.number()),
  day_of_month: z.number().nullable(),
  end_date: z.string().nullable(),
  max_sessions: z.number().nullable(),
});
const recurrenceDto = (r: Recurrence): z.infer<typeof RecurrenceDto> => ({
  unit: r.unit,
  interval: r.interval,
  weekdays: r.weekdays,
  day_of_month: r.dayOfMonth,
  end_date: r.endDate,
  max_sessions: r.maxSessions,
});
const common = {
  title: z.string(),
  type: z.enum(['in_person', 'solo', 'group']),
  client_ids: z.array(z.string()),
  /** The first client (docs/rules/sessions.md "Sessions" client_id); a group lists them all in client_ids. */
  client_id: z.string(),
  plan_by_client: z.record(z.string(), z.string().nullable()),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number(),
  notes: z.string().nullable(),
  /** Solo only: the trainer bills this session; in person and group sessions are always billed once completed. */
  billable: z.boolean(),
  approval_by_client: z.record(z.string(), Approval),
  approval_status: Approval,
  schedule_version: z.number(),
};

/** One calendar entry: a single session, or one occurrence of a series (id null unless made concrete). */
export const SessionDto = z.object({
  id: z.string().nullable(),
  ...common,
  series_id: z.string().nullable(),
  occurrence_date: z.string().nullable(),
  exception_id: z.string().nullable(),
  exception_version: z.number(),
  progress_status: z.enum(['not_started', 'in_progress', 'completed']),
  start: z.string(),
  end: z.string(),
});
export type SessionDto = z.infer<typeof SessionDto>;
export const SeriesDto = z.object({ id: z.string(), ...common, recurrence: RecurrenceDto, created_at: z.string(), updated_at: z.string() });
export const ExceptionDto = z.object({
  id: z.string(),
  series_id: z.string(),
  client_ids: z.array(z.string()),
  occurrence_date: z.string(),
  cancelled: z.boolean(),
  changes: z.record(z.string(), z.unknown()),
  approval_by_client: z.record(z.string(), Approval).nullable(),
  schedule_version: z.number(),
  updated_at: z.string(),
});

const sharedDto = (r: TrainingSessionRow | SessionSeriesRow | CalendarEntry) => ({
  title: r.title,
  type: r.type,
  client_ids: r.clientIds,
  client_id: r.clientIds[0] ?? '',
  plan_by_client: r.planByClient,
  date: r.date,
  time: r.time,
  time_zone: r.timeZone,
  duration_minutes: r.durationMinutes,
  notes: r.notes,
  billable: r.billable ?? false,
  approval_by_client: r.approvalByClient,
  approval_status: overallApproval(r.approvalByClient),
  schedule_version: r.scheduleVersion,
});
export const entryDto = (e: CalendarEntry): SessionDto => ({
  id: e.sessionId,
  ...sharedDto(e),
  series_id: e.seriesId,
  occurrence_date: e.occurrenceDate,
  exception_id: e.exceptionId,
  exception_version: e.exceptionVersion,
  progress_status: e.progressStatus,
  start: e.start,
  end: e.end,
});
export const sessionDto = (s: TrainingSessionRow): SessionDto => ({
  id: s.id,
  ...sharedDto(s),
  series_id: s.seriesId,
  occurrence_date: s.occurrenceDate,
  exception_id: null,
  exception_version: 0,
  progress_status: s.progressStatus,
  start: s.startsAt,
  end: new Date(Date.parse(s.startsAt) + s.durationMinutes * 60_000).toISOString(),
});
export const seriesDto = (s: SessionSeriesRow): z.infer<typeof SeriesDto> => ({
  id: s.id,
  ...sharedDto(s),
  recurrence: recurrenceDto(s.recurrence),
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});
export const exceptionDto = (e: SeriesExceptionRow): z.infer<typeof ExceptionDto> => ({
  id: e.id,
  series_id: e.seriesId,
  client_ids: e.clientIds,
  occurrence_date: e.occurrenceDate,
  cancelled: e.kind === 'cancelled',
  changes: Object.fromEntries(Object.entries(e.changes).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v])),
  approval_by_client: e.approvalByClient,
  schedule_version: e.scheduleVersion,
  updated_at: e.updatedAt,
});

// ------------------------------------------------------------------ bodies

const RecurrenceBody = z.object({
  unit: z.unknown(),
  interval: z.unknown(),
  weekdays: z.unknown().optional(),
  day_of_month: z.unknown().optional(),
  end_date: z.unknown().optional(),
  max_sessions: z.unknown().optional(),
});
export const recurrenceArgs = (r: z.infer<typeof RecurrenceBody> | undefined) =>
  r && { unit: r.unit, interval: r.interval, weekdays: r.weekdays, dayOfMonth: r.day_of_month, endDate: r.end_date, maxSessions: r.max_sessions };

export const FieldsBody = z.object({
  title: z.string().optional(),
  type: z.string().optional(),
  client_ids: z.array(z.string()).optional(),
  /** docs/rules/sessions.md "Sessions": one client; the same as client_ids [client_id]. */
  client_id: z.string().optional(),
  plan_by_client: z.record(z.string(), z.string().nullable()).optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  time_zone: z.string().optional(),
  duration_minutes: z.number().optional(),
  notes: z.string().nullable().optional(),
  billable: z.boolean().optional(),
});
export type FieldsBody = z.infer<typeof FieldsBody>;
export const CreateSessionBody = FieldsBody.extend({ id: z.uuid().optional(), series_id: z.uuid().optional(), occurrence_date: z.string().optional() });
export const CreateSeriesBody = FieldsBody.extend({ id: z.uuid().optional(), recurrence: RecurrenceBody });
export const UpdateSeriesBody = FieldsBody.extend({
  recurrence: RecurrenceBody.optional(),
  /** 'all' (default) edits the whole series; 'following' from occurrence_date on (a new series goes on from it). */
  scope: z.enum(['all', 'following']).optional(),
  occurrence_date: z.string().optional(),
  new_series_id: z.uuid().optional(),
});
export const RecurringBody = z.object({ series_id: z.uuid().optional(), recurrence: RecurrenceBody });
export const ExceptionBody = z.object({
  cancelled: z.boolean().optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  title: z.string().optional(),
  plan_by_client: z.record(z.string(), z.string().nullable()).optional(),
  duration_minutes: z.number().optional(),
  notes: z.string().nullable().optional(),
});
export const CreateExceptionBody = ExceptionBody.extend({ id: z.uuid().optional(), occurrence_date: z.string() });
export const AnswerBody = z.object({ decision: z.enum(['approved', 'declined']), schedule_version: z.number().int() });
export const RangeQuery = z.object({ start: wallDate.optional(), end: wallDate.optional(), _: z.string().optional() });
export const ExceptionQuery = z.object({ series_id: z.uuid({ error: MESSAGES.notFound }), start: wallDate.optional(), end: wallDate.optional() });
export const DeleteSeriesQuery = z.object({ from_date: wallDate.optional() });

/** Body fields as mutation fields (only those given). */
export function fieldArgs(b: FieldsBody, withDefaults: boolean): Record<string, unknown> {
  const clientIds = b.client_ids ?? (b.client_id !== undefined ? [b.client_id] : undefined);
  const out: Record<string, unknown> = {
    title: b.title,
    type: b.type ?? (withDefaults ? ((clientIds?.length ?? 0) > 1 ? 'group' : 'in_person') : undefined),
    clientIds,
    planByClient: b.plan_by_client ?? (withDefaults && clientIds ? Object.fromEntries(clientIds.map((c) => [c, null])) : undefined),
    date: b.date,
    time: b.time,
    timeZone: b.time_zone,
    durationMinutes: b.duration_minutes ?? (withDefaults ? 60 : undefined),
    notes: b.notes,
    billable: b.billable,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
export const changesOf = (b: z.infer<typeof ExceptionBody>) =>
  Object.fromEntries(
    Object.entries({ date: b.date, time: b.time, title: b.title, planByClient: b.plan_by_client, durationMinutes: b.duration_minutes, notes: b.notes }).filter(([, v]) => v !== undefined),
  );
