import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { overallApproval } from '../../domain/sessions/approval';
import type { CalendarEntry } from '../../domain/sessions/entries';
import { dayRange, defaultSessionRange } from '../../domain/sessions/calendar';
import { SESSION_MESSAGES as SM } from '../../domain/sessions/messages';
import type { Recurrence } from '../../domain/sessions/recurrence';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../domain/sessions/rows';
import { isWallDate } from '../../domain/time/wall-time';
import { liveClient } from '../access/clients';
import { lockSeries } from '../commands/sessions/load';
import { cancelOccurrence, deleteException, editOccurrence, lockException } from '../commands/sessions/occurrences';
import { answerSeriesCommand, createSeries, deleteSeries, splitSeries, updateSeries } from '../commands/sessions/series';
import { answerSession, createSession, deleteSession, makeSessionRecurring, readSession, updateSession } from '../commands/sessions/sessions';
import type { AppContext, AuthUser, HonoEnv } from '../context';
import type { Db } from '../db/database';
import { NotFound, ValidationError } from '../errors';
import { readableExceptions, readableSeries, readableSeriesOne, sessionsInRange } from '../queries/sessions';
import { write } from '../replication/write';
import { argsOf, withRestErrors } from './rest-args';
import { body, json, route } from './route';

/*
 * Spec §7 Sessions and Series calls. Thin: bodies are parsed by the sync
 * mutations' own schemas (argsOf, so a 422 names the request's snake_case
 * fields) and run through the same commands as a push, in the one write path.
 */

const tags = ['Sessions'];
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const conflict = { 409: json(ErrorBody, 'A rule refused it: session_in_past, session_changed, occurrence_taken or invalid_transition') };
const Id = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const ClientSessionIds = z.object({ clientId: z.uuid({ error: MESSAGES.notFound }), id: z.uuid({ error: MESSAGES.notFound }) });
const SeriesIdParam = z.object({ seriesId: z.uuid({ error: MESSAGES.notFound }) });
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
  /** The first client (spec §3 client_id); a group lists them all in client_ids. */
  client_id: z.string(),
  plan_by_client: z.record(z.string(), z.string().nullable()),
  date: z.string(),
  time: z.string(),
  time_zone: z.string(),
  duration_minutes: z.number(),
  notes: z.string().nullable(),
  approval_by_client: z.record(z.string(), Approval),
  approval_status: Approval,
  schedule_version: z.number(),
};

/** One calendar entry: a single session, or one occurrence of a series (id null unless made concrete). */
const SessionDto = z.object({
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
type SessionDto = z.infer<typeof SessionDto>;
const SeriesDto = z.object({ id: z.string(), ...common, recurrence: RecurrenceDto, created_at: z.string(), updated_at: z.string() });
const ExceptionDto = z.object({
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
  approval_by_client: r.approvalByClient,
  approval_status: overallApproval(r.approvalByClient),
  schedule_version: r.scheduleVersion,
});
const entryDto = (e: CalendarEntry): SessionDto => ({
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
const sessionDto = (s: TrainingSessionRow): SessionDto => ({
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
const seriesDto = (s: SessionSeriesRow): z.infer<typeof SeriesDto> => ({
  id: s.id,
  ...sharedDto(s),
  recurrence: recurrenceDto(s.recurrence),
  created_at: s.createdAt,
  updated_at: s.updatedAt,
});
const exceptionDto = (e: SeriesExceptionRow): z.infer<typeof ExceptionDto> => ({
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
const recurrenceArgs = (r: z.infer<typeof RecurrenceBody> | undefined) =>
  r && { unit: r.unit, interval: r.interval, weekdays: r.weekdays, dayOfMonth: r.day_of_month, endDate: r.end_date, maxSessions: r.max_sessions };

const FieldsBody = z.object({
  title: z.string().optional(),
  type: z.string().optional(),
  client_ids: z.array(z.string()).optional(),
  /** Spec §3: one client; the same as client_ids [client_id]. */
  client_id: z.string().optional(),
  plan_by_client: z.record(z.string(), z.string().nullable()).optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  time_zone: z.string().optional(),
  duration_minutes: z.number().optional(),
  notes: z.string().nullable().optional(),
});
type FieldsBody = z.infer<typeof FieldsBody>;
const CreateSessionBody = FieldsBody.extend({ id: z.uuid().optional(), series_id: z.uuid().optional(), occurrence_date: z.string().optional() });
const CreateSeriesBody = FieldsBody.extend({ id: z.uuid().optional(), recurrence: RecurrenceBody });
const UpdateSeriesBody = FieldsBody.extend({
  recurrence: RecurrenceBody.optional(),
  /** 'all' (default) edits the whole series; 'following' from occurrence_date on (a new series goes on from it). */
  scope: z.enum(['all', 'following']).optional(),
  occurrence_date: z.string().optional(),
  new_series_id: z.uuid().optional(),
});
const RecurringBody = z.object({ series_id: z.uuid().optional(), recurrence: RecurrenceBody });
const ExceptionBody = z.object({
  cancelled: z.boolean().optional(),
  date: z.string().optional(),
  time: z.string().optional(),
  title: z.string().optional(),
  plan_by_client: z.record(z.string(), z.string().nullable()).optional(),
  duration_minutes: z.number().optional(),
  notes: z.string().nullable().optional(),
});
const CreateExceptionBody = ExceptionBody.extend({ id: z.uuid().optional(), occurrence_date: z.string() });
const AnswerBody = z.object({ decision: z.enum(['approved', 'declined']), schedule_version: z.number().int() });
const RangeQuery = z.object({ start: wallDate.optional(), end: wallDate.optional(), _: z.string().optional() });
const ExceptionQuery = z.object({ series_id: z.uuid({ error: MESSAGES.notFound }), start: wallDate.optional(), end: wallDate.optional() });
const DeleteSeriesQuery = z.object({ from_date: wallDate.optional() });

/** Body fields as mutation fields (only those given). */
function fieldArgs(b: FieldsBody, withDefaults: boolean): Record<string, unknown> {
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
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}
const changesOf = (b: z.infer<typeof ExceptionBody>) =>
  Object.fromEntries(
    Object.entries({ date: b.date, time: b.time, title: b.title, planByClient: b.plan_by_client, durationMinutes: b.duration_minutes, notes: b.notes }).filter(([, v]) => v !== undefined),
  );

const run = <T>(ctx: AppContext, user: AuthUser, fn: (tx: Db) => Promise<T>) => withRestErrors('', () => write(ctx, user, fn));

// ------------------------------------------------------------------ routes

const listSessions = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/training-sessions',
  operationId: 'listTrainingSessions',
  tags,
  summary: 'Every session starting from start to end (wall dates, inclusive; default this Monday-Sunday week), series occurrences included with exceptions applied',
  request: { query: RangeQuery },
  responses: { 200: json(z.object({ data: z.array(SessionDto), start: z.string(), end: z.string() }), 'The sessions in order of start') },
});
const createSessionRoute = route(['trainer'], {
  method: 'post',
  path: '/api/training-sessions',
  operationId: 'createTrainingSession',
  tags,
  summary: 'Plan a session, or make a series occurrence concrete (session.create)',
  request: body(CreateSessionBody),
  responses: { 201: json(z.object({ data: SessionDto }), 'Planned'), 200: json(z.object({ data: SessionDto }), 'Already planned under this id'), ...notFound, ...conflict },
});
const updateSessionRoute = route(['trainer'], {
  method: 'put',
  path: '/api/training-sessions/{id}',
  operationId: 'updateTrainingSession',
  tags,
  summary: 'Change a session (session.update); a new time asks the clients again; a past session keeps date and time',
  request: { params: Id, ...body(FieldsBody) },
  responses: { 200: json(z.object({ data: SessionDto }), 'Changed'), ...notFound, ...conflict },
});
const deleteSessionRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/training-sessions/{id}',
  operationId: 'deleteTrainingSession',
  tags,
  summary: 'Delete a session (session.delete)',
  request: { params: Id },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const recurringRoute = route(['trainer'], {
  method: 'put',
  path: '/api/training-sessions/{id}/recurring',
  operationId: 'makeTrainingSessionRecurring',
  tags,
  summary: 'Turn a single session into a series from its date (session.makeRecurring)',
  request: { params: Id, ...body(RecurringBody) },
  responses: { 200: json(z.object({ data: SeriesDto }), 'The series'), ...notFound, ...conflict },
});
const answerSessionRoute = route(['client'], {
  method: 'post',
  path: '/api/training-sessions/{id}/approval',
  operationId: 'answerTrainingSession',
  tags,
  summary: 'Approve or decline a session, given to the schedule_version seen (session.answer; 409 session_changed when stale)',
  request: { params: Id, ...body(AnswerBody) },
  responses: { 200: json(z.object({ data: SessionDto }), 'Answered'), ...notFound, ...conflict },
});
const clientDeleteRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{clientId}/training-sessions/{id}',
  operationId: 'deleteClientTrainingSession',
  tags,
  summary: 'Remove a client from a session: the session goes when it was theirs alone, a group loses them',
  request: { params: ClientSessionIds },
  responses: { 204: { description: 'Removed' }, ...notFound, ...conflict },
});
const listSeriesRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/training-session-series',
  operationId: 'listTrainingSessionSeries',
  tags,
  summary: 'The recurring series the caller may see',
  responses: { 200: json(z.object({ data: z.array(SeriesDto) }), 'The series') },
});
const createSeriesRoute = route(['trainer'], {
  method: 'post',
  path: '/api/training-session-series',
  operationId: 'createTrainingSessionSeries',
  tags,
  summary: 'Plan a recurring series (series.create); every client starts pending',
  request: body(CreateSeriesBody),
  responses: { 201: json(z.object({ data: SeriesDto }), 'Planned'), 200: json(z.object({ data: SeriesDto }), 'Already planned under this id'), ...notFound },
});
const getSeriesRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/training-session-series/{id}',
  operationId: 'getTrainingSessionSeries',
  tags,
  summary: 'A series with its exceptions',
  request: { params: Id },
  responses: { 200: json(z.object({ data: SeriesDto.extend({ exceptions: z.array(ExceptionDto) }) }), 'The series'), ...notFound },
});
const updateSeriesRoute = route(['trainer'], {
  method: 'put',
  path: '/api/training-session-series/{id}',
  operationId: 'updateTrainingSessionSeries',
  tags,
  summary: 'Edit all sessions of a series (series.update), or this and following (scope following: series.split)',
  request: { params: Id, ...body(UpdateSeriesBody) },
  responses: { 200: json(z.object({ data: SeriesDto }), 'The edited series (the new one for scope following)'), ...notFound, ...conflict },
});
const deleteSeriesRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/training-session-series/{id}',
  operationId: 'deleteTrainingSessionSeries',
  tags,
  summary: 'Delete a series, or (from_date) this and following sessions of it (series.delete)',
  request: { params: Id, query: DeleteSeriesQuery },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const answerSeriesRoute = route(['client'], {
  method: 'post',
  path: '/api/training-session-series/{id}/approval',
  operationId: 'answerTrainingSessionSeries',
  tags,
  summary: 'Approve or decline a whole series, given to the schedule_version seen (series.answer)',
  request: { params: Id, ...body(AnswerBody) },
  responses: { 200: json(z.object({ data: SeriesDto }), 'Answered'), ...notFound, ...conflict },
});
const createExceptionRoute = route(['trainer'], {
  method: 'post',
  path: '/api/training-session-series/{seriesId}/exceptions',
  operationId: 'createTrainingSessionException',
  tags,
  summary: 'Change or cancel one session of a series (occurrence.edit, occurrence.cancel)',
  request: { params: SeriesIdParam, ...body(CreateExceptionBody) },
  responses: { 201: json(z.object({ data: ExceptionDto.nullable() }), 'The occurrence\u2019s exception (null when the changes match the series)'), ...notFound, ...conflict },
});
const listExceptionsRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/training-session-exceptions',
  operationId: 'listTrainingSessionExceptions',
  tags,
  summary: 'A series\u2019 exceptions, optionally with an occurrence date from start to end',
  request: { query: ExceptionQuery },
  responses: { 200: json(z.object({ data: z.array(ExceptionDto) }), 'The exceptions'), ...notFound },
});
const updateExceptionRoute = route(['trainer'], {
  method: 'put',
  path: '/api/training-session-exceptions/{id}',
  operationId: 'updateTrainingSessionException',
  tags,
  summary: 'Change or cancel the session an exception is about',
  request: { params: Id, ...body(ExceptionBody) },
  responses: { 200: json(z.object({ data: ExceptionDto.nullable() }), 'The exception (null when dropped)'), ...notFound, ...conflict },
});
const deleteExceptionRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/training-session-exceptions/{id}',
  operationId: 'deleteTrainingSessionException',
  tags,
  summary: 'Drop an exception: the session follows its series again (exception.delete)',
  request: { params: Id },
  responses: { 204: { description: 'Deleted' }, ...notFound, ...conflict },
});

const MAX_RANGE_DAYS = 366;

export function registerSessionRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listSessions, async (c) => {
    const q = c.req.valid('query');
    const user = c.var.user;
    const week = defaultSessionRange(Date.now(), user.timeZone);
    const fromDate = q.start ?? week.fromDate;
    const toDate = q.end ?? (q.start ? q.start : week.toDate);
    if (toDate < fromDate || Date.parse(toDate) - Date.parse(fromDate) > MAX_RANGE_DAYS * 86_400_000) throw new ValidationError({ end: [MESSAGES.validationFailed] });
    const start = dayRange(fromDate, user.timeZone).start;
    const end = dayRange(toDate, user.timeZone).end;
    const entries = await sessionsInRange(c.var.ctx.db, user, { start: new Date(start), end: new Date(end), toDate });
    return c.json({ data: entries.map(entryDto), start, end }, 200);
  });

  app.openapi(createSessionRoute, async (c) => {
    const b = c.req.valid('json');
    const user = c.var.user;
    const args = argsOf('session.create', { id: b.id ?? uuidv7(), ...fieldArgs(b, true), seriesId: b.series_id ?? null, occurrenceDate: b.occurrence_date ?? null });
    const { row, created } = await run(c.var.ctx, user, (tx) => createSession(tx, user, args));
    return c.json({ data: sessionDto(row) }, created ? 201 : 200);
  });

  app.openapi(updateSessionRoute, async (c) => {
    const user = c.var.user;
    const args = argsOf('session.update', { id: c.req.valid('param').id, ...fieldArgs(c.req.valid('json'), false) });
    const row = await run(c.var.ctx, user, (tx) => updateSession(tx, user, args));
    return c.json({ data: sessionDto(row) }, 200);
  });

  app.openapi(deleteSessionRoute, async (c) => {
    const user = c.var.user;
    await run(c.var.ctx, user, (tx) => deleteSession(tx, user, { id: c.req.valid('param').id }));
    return c.body(null, 204);
  });

  app.openapi(recurringRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const args = argsOf('session.makeRecurring', { id: c.req.valid('param').id, seriesId: b.series_id ?? uuidv7(), recurrence: recurrenceArgs(b.recurrence) });
    const series = await run(c.var.ctx, user, async (tx) => (await lockSeries(tx, user, await makeSessionRecurring(tx, user, args), 'write')).series);
    return c.json({ data: seriesDto(series) }, 200);
  });

  app.openapi(answerSessionRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const row = await run(c.var.ctx, user, (tx) => answerSession(tx, user, { id: c.req.valid('param').id, decision: b.decision, baseVersion: b.schedule_version }));
    return c.json({ data: sessionDto(row) }, 200);
  });

  app.openapi(clientDeleteRoute, async (c) => {
    const user = c.var.user;
    const { clientId, id } = c.req.valid('param');
    await run(c.var.ctx, user, async (tx) => {
      await liveClient(tx, user, clientId);
      const s = await readSession(tx, user, id);
      if (!s.clientIds.includes(clientId)) throw new NotFound();
      if (s.clientIds.length === 1) return deleteSession(tx, user, { id });
      await updateSession(tx, user, { id, clientIds: s.clientIds.filter((x) => x !== clientId) });
    });
    return c.body(null, 204);
  });

  app.openapi(listSeriesRoute, async (c) => c.json({ data: (await readableSeries(c.var.ctx.db, c.var.user)).map(seriesDto) }, 200));

  app.openapi(createSeriesRoute, async (c) => {
    const b = c.req.valid('json');
    const user = c.var.user;
    const args = argsOf('series.create', { id: b.id ?? uuidv7(), ...fieldArgs(b, true), recurrence: recurrenceArgs(b.recurrence) });
    const { row, created } = await run(c.var.ctx, user, (tx) => createSeries(tx, user, args));
    return c.json({ data: seriesDto(row) }, created ? 201 : 200);
  });

  app.openapi(getSeriesRoute, async (c) => {
    const db = c.var.ctx.db;
    const series = await readableSeriesOne(db, c.var.user, c.req.valid('param').id);
    const exceptions = await readableExceptions(db, c.var.user, [series.id]);
    return c.json({ data: { ...seriesDto(series), exceptions: exceptions.map(exceptionDto) } }, 200);
  });

  app.openapi(updateSeriesRoute, async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const b = c.req.valid('json');
    const fields = { ...fieldArgs(b, false), ...(b.recurrence ? { recurrence: recurrenceArgs(b.recurrence) } : {}) };
    if (b.scope === 'following') {
      const args = argsOf('series.split', { id, occurrenceDate: b.occurrence_date, newSeriesId: b.new_series_id ?? uuidv7(), changes: fields });
      const made = await run(c.var.ctx, user, async (tx) => (await splitSeries(tx, user, args)) ?? (await lockSeries(tx, user, id, 'write')).series);
      return c.json({ data: seriesDto(made) }, 200);
    }
    const args = argsOf('series.update', { id, ...fields });
    const series = await run(c.var.ctx, user, (tx) => updateSeries(tx, user, args));
    return c.json({ data: seriesDto(series) }, 200);
  });

  app.openapi(deleteSeriesRoute, async (c) => {
    const user = c.var.user;
    const from = c.req.valid('query').from_date;
    await run(c.var.ctx, user, (tx) => deleteSeries(tx, user, { id: c.req.valid('param').id, ...(from ? { fromDate: from } : {}) }));
    return c.body(null, 204);
  });

  app.openapi(answerSeriesRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const row = await run(c.var.ctx, user, (tx) => answerSeriesCommand(tx, user, { id: c.req.valid('param').id, decision: b.decision, baseVersion: b.schedule_version }));
    return c.json({ data: seriesDto(row) }, 200);
  });

  app.openapi(createExceptionRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const base = { seriesId: c.req.valid('param').seriesId, occurrenceDate: b.occurrence_date, exceptionId: b.id ?? uuidv7() };
    const row = await run(c.var.ctx, user, (tx) =>
      b.cancelled ? cancelOccurrence(tx, user, argsOf('occurrence.cancel', base)) : editOccurrence(tx, user, argsOf('occurrence.edit', { ...base, changes: changesOf(b) })),
    );
    return c.json({ data: row && exceptionDto(row) }, 201);
  });

  app.openapi(listExceptionsRoute, async (c) => {
    const q = c.req.valid('query');
    const series = await readableSeriesOne(c.var.ctx.db, c.var.user, q.series_id);
    const rows = await readableExceptions(c.var.ctx.db, c.var.user, [series.id], { fromDate: q.start, toDate: q.end });
    return c.json({ data: rows.map(exceptionDto) }, 200);
  });

  app.openapi(updateExceptionRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const { id } = c.req.valid('param');
    const row = await run(c.var.ctx, user, async (tx) => {
      const found = await lockException(tx, user, id);
      if (!found) throw new NotFound();
      const base = { seriesId: found.exception.seriesId, occurrenceDate: found.exception.occurrenceDate, exceptionId: id };
      return b.cancelled ? cancelOccurrence(tx, user, argsOf('occurrence.cancel', base)) : editOccurrence(tx, user, argsOf('occurrence.edit', { ...base, changes: changesOf(b) }));
    });
    return c.json({ data: row && exceptionDto(row) }, 200);
  });

  app.openapi(deleteExceptionRoute, async (c) => {
    const user = c.var.user;
    await run(c.var.ctx, user, (tx) => deleteException(tx, user, { id: c.req.valid('param').id }));
    return c.body(null, 204);
  });
}
