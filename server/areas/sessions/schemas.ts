import { z } from 'zod';
import { MESSAGES } from '../../../domain/messages';
import { overallApproval } from '../../../domain/sessions/approval';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import {
  APPROVAL_STATUSES,
  seriesExceptionRowSchema,
  sessionSeriesRowSchema,
  trainingSessionRowSchema,
  type ApprovalStatus,
  type SeriesExceptionRow,
  type SessionFields,
  type SessionSeriesRow,
  type TrainingSessionRow,
} from '../../../domain/sessions/rows';
import { isWallDate } from '../../../domain/time/wall-time';
import { restDto } from '../../http/dto';

/** Request and answer shapes of the sessions REST routes (docs/rules/sessions.md "Mutations"), documented in /api/openapi.json, and their mapping to mutation args. */

const wallDate = z.string().refine(isWallDate, { error: SM.sessionDateInvalid });

// ------------------------------------------------------------------ shapes

// What a session and a series show beyond their rows: billable said (false when unset), the first client on its own
// (docs/rules/sessions.md "Sessions" client_id; a group lists them all in client_ids), and the clients' answers summed up.
const shown = {
  billable: z.boolean().describe('Solo only: the trainer bills this session; in person and group sessions are always billed once completed'),
  client_id: z.string(),
  approval_status: z.enum(APPROVAL_STATUSES),
};
const shownOf = (r: SessionFields & { approvalByClient: Record<string, ApprovalStatus> }) => ({
  billable: r.billable ?? false,
  client_id: r.clientIds[0] ?? '',
  approval_status: overallApproval(r.approvalByClient),
});

/**
 * One calendar entry: a single session, or one occurrence of a series (id null unless made concrete), with its
 * start and end instants; the prices are billing's, the stamps a row's.
 */
const Session = restDto(trainingSessionRowSchema, {
  omit: ['priceByClient', 'createdAt', 'updatedAt'],
  rename: { startsAt: 'start' },
  add: { id: z.string().nullable(), ...shown, exception_id: z.string().nullable(), exception_version: z.number(), end: z.string() },
});
export const SessionDto = Session.schema;
export type SessionDto = z.infer<typeof SessionDto>;
const Series = restDto(sessionSeriesRowSchema, { add: shown });
export const SeriesDto = Series.schema;
// An exception's kind is shown as whether it cancels (what else it does is in changes); its answer has never had created_at.
const Exception = restDto(seriesExceptionRowSchema, { omit: ['kind', 'createdAt'], add: { cancelled: z.boolean() } });
export const ExceptionDto = Exception.schema;

export const entryDto = (e: CalendarEntry): SessionDto =>
  Session.from({ ...e, startsAt: e.start }, { id: e.sessionId, ...shownOf(e), exception_id: e.exceptionId, exception_version: e.exceptionVersion, end: e.end });
export const sessionDto = (s: TrainingSessionRow): SessionDto =>
  Session.from(s, { id: s.id, ...shownOf(s), exception_id: null, exception_version: 0, end: new Date(Date.parse(s.startsAt) + s.durationMinutes * 60_000).toISOString() });
export const seriesDto = (s: SessionSeriesRow): z.infer<typeof SeriesDto> => Series.from(s, shownOf(s));
export const exceptionDto = (e: SeriesExceptionRow): z.infer<typeof ExceptionDto> => Exception.from(e, { cancelled: e.kind === 'cancelled' });

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
