import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { calendarRangeProblem, dayRange, defaultSessionRange } from '../../../domain/sessions/calendar';
import { liveClient } from '../clients/access';
import { lockSeries } from './commands/load';
import { cancelOccurrence, deleteException, editOccurrence, lockException } from './commands/occurrences';
import { answerSeriesCommand, createSeries, deleteSeries, splitSeries, updateSeries } from './commands/series';
import { answerSession, createSession, deleteSession, makeSessionRecurring, readSession, updateSession } from './commands/sessions';
import type { AppContext, AuthUser, HonoEnv } from '../../context';
import type { Db } from '../../db/database';
import { NotFound, ValidationError } from '../../errors';
import { readableExceptions, readableSeries, readableSeriesOne, sessionsInRange } from './queries';
import { write } from '../../replication/write';
import { argsOf, withRestErrors } from '../../http/rest-args';
import { body, json, route } from '../../http/route';
import {
  AnswerBody,
  changesOf,
  CreateExceptionBody,
  CreateSeriesBody,
  CreateSessionBody,
  DeleteSeriesQuery,
  entryDto,
  ExceptionBody,
  ExceptionDto,
  exceptionDto,
  ExceptionQuery,
  fieldArgs,
  FieldsBody,
  RangeQuery,
  recurrenceArgs,
  RecurringBody,
  SeriesDto,
  seriesDto,
  sessionDto,
  SessionDto,
  UpdateSeriesBody,
} from './schemas';

/*
 * docs/rules/sessions.md "Mutations" Sessions and Series calls. Thin: bodies are parsed by the sync
 * mutations' own schemas (argsOf, so a 422 names the request's snake_case
 * fields) and run through the same commands as a push, in the one write path.
 */

const tags = ['Sessions'];
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const conflict = { 409: json(ErrorBody, 'A rule refused it: session_in_past, session_changed, occurrence_taken or invalid_transition') };
const Id = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const ClientSessionIds = z.object({ clientId: z.uuid({ error: MESSAGES.notFound }), id: z.uuid({ error: MESSAGES.notFound }) });
const SeriesIdParam = z.object({ seriesId: z.uuid({ error: MESSAGES.notFound }) });

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

export function registerSessionRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listSessions, async (c) => {
    const q = c.req.valid('query');
    const user = c.var.user;
    const week = defaultSessionRange(Date.now(), user.timeZone);
    const fromDate = q.start ?? week.fromDate;
    const toDate = q.end ?? (q.start ? q.start : week.toDate);
    const rangeProblem = calendarRangeProblem(fromDate, toDate);
    if (rangeProblem) throw new ValidationError({ end: [rangeProblem] });
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
