import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import type { MutationArgs } from '../../../domain/mutations/registry';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import { wallToInstant } from '../../../domain/time/time-zone';
import { addDays, isWallDate } from '../../../domain/time/wall-time';
import { StoredExerciseLogRow, StoredSetRow } from '../../../domain/workouts/entity';
import { WORKOUT_MESSAGES as WM } from '../../../domain/workouts/messages';
import { personalRecords } from '../../../domain/workouts/records';
import { setE1rm, totalVolume } from '../../../domain/workouts/strength';
import { createExerciseLog, deleteExerciseLog, updateExerciseLog, writableLog } from './commands/logs';
import { createSet, deleteSet, updateSet } from './commands/sets';
import type { AppContext, AuthUser, HonoEnv } from '../../context';
import type { Db } from '../../db/database';
import { ValidationError } from '../../errors';
import { clientExerciseSets, clientLoggedExercises, clientLogsBetween, readableClient, filteredLogs, readableLog, type LogWithSets } from './queries';
import { exercisesByIds } from '../exercises/queries';
import { write } from '../../replication/write';
import { argsOf, withRestErrors } from '../../http/rest-args';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/*
 * docs/rules/workouts.md "Exercise logs and sets" calls. Thin: bodies are parsed by the sync mutations'
 * own schemas (argsOf, so a 422 names the request's snake_case fields, a
 * set's under sets.N) before anything is written, then run through the same
 * commands as a push (server/areas/workouts/commands), in the one write path.
 */

const tags = ['Exercise logs'];
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const forbidden = { 403: json(ErrorBody, 'The caller may not log in this session (docs/rules/workouts.md "Who logs": the trainer logs in-person and group sessions, the client solo ones)') };
const Id = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const wallDate = z.string().refine(isWallDate, { error: SM.sessionDateInvalid });

// ------------------------------------------------------------------ shapes

// A set's answer leaves out what its log says already (session, client, time) and its creation stamp.
const SetDto = restDto(StoredSetRow, { omit: ['sessionId', 'clientId', 'loggedAt', 'createdAt'] });
const LogDto = restDto(StoredExerciseLogRow, { add: { sets: z.array(SetDto.schema) } });
const logDto = (l: LogWithSets) => LogDto.from(l, { sets: l.sets.map(SetDto.from) });
const One = z.object({ data: LogDto.schema });
const List = z.object({ data: z.array(LogDto.schema) });

const StatSet = z.object({
  id: z.string(),
  session_id: z.string(),
  logged_at: z.string(),
  set_type: z.enum(['warmup', 'working', 'failure', 'drop']),
  weight_kg: z.number().nullable(),
  reps: z.number().nullable(),
  /** weight × (1 + reps / 30); null for warm-ups, undone sets and sets without load (domain/workouts/strength.ts). */
  e1rm: z.number().nullable(),
});
const Stats = z.object({
  data: z.object({
    exercise_id: z.string(),
    client_id: z.string(),
    best_e1rm: z.number().nullable(),
    heaviest_weight_kg: z.number().nullable(),
    total_volume_kg: z.number(),
    sets: z.array(StatSet),
  }),
});
const LoggedExercises = z.object({
  data: z.array(z.object({ exercise_id: z.string(), title: z.string().nullable(), log_count: z.number(), last_logged_at: z.string() })),
});

// The bodies take values loosely; the mutations' schemas check them (argsOf), so a 422 carries the documented messages.
const SetBody = z
  .object({
    id: z.uuid().optional(),
    order: z.number().optional(),
    set_type: z.string().optional(),
    reps: z.number().nullable().optional(),
    weight_kg: z.number().nullable().optional(),
    // The REST name for a set's load (docs/rules/workouts.md "Exercise logs and sets" "sets with reps, weight, ..."; weights are in kg): taken as weight_kg.
    weight: z.number().nullable().optional().describe('The same as weight_kg (the specification\u2019s word); give one of the two'),
    duration_seconds: z.number().nullable().optional(),
    distance_meters: z.number().nullable().optional(),
    rpe: z.number().nullable().optional(),
    assistance: z.number().nullable().optional(),
    completed_at: z.string().nullable().optional(),
  })
  .refine((s) => s.weight === undefined || s.weight_kg === undefined || s.weight === s.weight_kg, { error: MESSAGES.validationFailed, path: ['weight'] });
type SetBody = z.infer<typeof SetBody>;
const LogFields = {
  exercise_id: z.string().optional(),
  order: z.number().optional(),
  notes: z.string().nullable().optional(),
  sets: z.array(SetBody).max(100).optional(),
};
const CreateBody = z.object({
  id: z.uuid().optional(),
  session_id: z.uuid({ error: MESSAGES.notFound }),
  client_id: z.uuid({ error: MESSAGES.notFound }).optional(),
  block_id: z.uuid().nullable().optional(),
  logged_at: z.string().optional(),
  ...LogFields,
});
const UpdateBody = z.object(LogFields);
const ListQuery = z.object({
  session_id: z.uuid({ error: MESSAGES.notFound }).optional(),
  exercise_id: z.string().max(120).optional(),
  client_id: z.uuid({ error: MESSAGES.notFound }).optional(),
});
const RangeQuery = z.object({ client_id: z.uuid({ error: MESSAGES.notFound }).optional(), start_date: wallDate, end_date: wallDate });
const StatsQuery = z.object({ exercise_id: z.string().min(1).max(120), client_id: z.uuid({ error: MESSAGES.notFound }).optional() });

const setValues = (s: SetBody) => ({
  setType: s.set_type ?? 'working',
  reps: s.reps,
  weightKg: s.weight_kg !== undefined ? s.weight_kg : s.weight,
  durationSeconds: s.duration_seconds,
  distanceMeters: s.distance_meters,
  rpe: s.rpe,
  assistance: s.assistance,
});

/** A new set's args; a set sent with a log is done at the log's time unless completed_at says otherwise (null: planned). */
const setCreateArgs = (s: SetBody, i: number, logId: string, doneAt: string) =>
  argsOf('set.create', { id: s.id ?? uuidv7(), exerciseLogId: logId, order: s.order ?? i, ...setValues(s), completedAt: s.completed_at === undefined ? doneAt : s.completed_at }, `sets.${i}`);

const run = <T>(ctx: AppContext, user: AuthUser, fn: (tx: Db) => Promise<T>) => withRestErrors('', () => write(ctx, user, fn));

// ------------------------------------------------------------------ routes

const listRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/exercise-logs',
  operationId: 'listExerciseLogs',
  tags,
  summary: 'Exercise logs of a session or of an exercise, with their sets (a client sees their own, a trainer their clients\u2019)',
  request: { query: ListQuery },
  responses: { 200: json(List, 'The logs, newest first'), ...notFound },
});

const createRoute = route(['trainer', 'client'], {
  method: 'post',
  path: '/api/exercise-logs',
  operationId: 'createExerciseLog',
  tags,
  summary: 'Log an exercise with its sets (the sync mutations exerciseLog.create and set.create; a resent id does nothing)',
  request: body(CreateBody),
  responses: { 201: json(One, 'Logged'), 200: json(One, 'Already logged under this id'), ...forbidden, ...notFound },
});

const updateRoute = route(['trainer', 'client'], {
  method: 'put',
  path: '/api/exercise-logs/{id}',
  operationId: 'updateExerciseLog',
  tags,
  summary: 'Change a log; `sets`, when given, is the whole list: sets with a known id change, new ones are added, missing ones deleted',
  request: { params: Id, ...body(UpdateBody) },
  responses: { 200: json(One, 'Changed'), ...forbidden, ...notFound },
});

const deleteRoute = route(['trainer', 'client'], {
  method: 'delete',
  path: '/api/exercise-logs/{id}',
  operationId: 'deleteExerciseLog',
  tags,
  summary: 'Delete a log and its sets',
  request: { params: Id },
  responses: { 204: { description: 'Deleted' }, ...forbidden, ...notFound },
});

const rangeRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/exercise-logs/range',
  operationId: 'listExerciseLogsInRange',
  tags,
  summary: 'A client\u2019s logs from start_date to end_date (whole days in the caller\u2019s time zone); client_id is required for a trainer',
  request: { query: RangeQuery },
  responses: { 200: json(List, 'The logs, newest first'), ...notFound },
});

const statsRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/exercise-logs/stats',
  operationId: 'exerciseLogStats',
  tags,
  summary: 'Strength of one exercise for a client: e1RM per set (weight \u00d7 (1 + reps / 30)), best e1RM, heaviest weight, volume; warm-ups excluded',
  request: { query: StatsQuery },
  responses: { 200: json(Stats, 'The statistics'), ...notFound },
});

const clientExercisesRoute = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/clients/{id}/exercises',
  operationId: 'listClientLoggedExercises',
  tags,
  summary: 'The exercises a client has logged, most recent first',
  request: { params: Id },
  responses: { 200: json(LoggedExercises, 'The exercises'), ...notFound },
});

export function registerExerciseLogRoutes(app: OpenAPIHono<HonoEnv>) {
  // Fixed paths before /{id}, so "range" and "stats" are never read as ids.
  app.openapi(rangeRoute, async (c) => {
    const user = c.var.user;
    const q = c.req.valid('query');
    if (q.end_date < q.start_date) throw new ValidationError({ end_date: [WM.rangeInvalid] });
    const { clientId } = await readableClient(c.var.ctx.db, user, q.client_id);
    const start = wallToInstant(q.start_date, '00:00', user.timeZone);
    const end = wallToInstant(addDays(q.end_date, 1), '00:00', user.timeZone);
    const logs = await clientLogsBetween(c.var.ctx.db, user, clientId, start, end);
    return c.json({ data: logs.map(logDto) }, 200);
  });

  app.openapi(statsRoute, async (c) => {
    const user = c.var.user;
    const q = c.req.valid('query');
    const { clientId } = await readableClient(c.var.ctx.db, user, q.client_id);
    const sets = await clientExerciseSets(c.var.ctx.db, user, clientId, q.exercise_id);
    const records = personalRecords(sets);
    return c.json(
      {
        data: {
          exercise_id: q.exercise_id,
          client_id: clientId,
          best_e1rm: records.bestE1rm?.value ?? null,
          heaviest_weight_kg: records.heaviestWeight?.value ?? null,
          total_volume_kg: totalVolume(sets),
          sets: sets.map((s) => ({ id: s.id, session_id: s.sessionId, logged_at: s.loggedAt, set_type: s.setType, weight_kg: s.weightKg, reps: s.reps, e1rm: setE1rm(s) })),
        },
      },
      200,
    );
  });

  app.openapi(clientExercisesRoute, async (c) => {
    const user = c.var.user;
    const { clientId, spaceId } = await readableClient(c.var.ctx.db, user, c.req.valid('param').id);
    const list = await clientLoggedExercises(c.var.ctx.db, user, clientId);
    const views = await exercisesByIds(c.var.ctx.db, [spaceId], list.map((e) => e.exerciseId), user.language);
    return c.json({ data: list.map((e) => ({ exercise_id: e.exerciseId, title: views.get(e.exerciseId)?.title ?? null, log_count: e.logCount, last_logged_at: e.lastLoggedAt })) }, 200);
  });

  app.openapi(listRoute, async (c) => {
    const user = c.var.user;
    const q = c.req.valid('query');
    if (q.session_id === undefined && q.exercise_id === undefined) throw new ValidationError({ session_id: [WM.listFilterRequired] });
    const db = c.var.ctx.db;
    const clientId = q.client_id === undefined ? undefined : (await readableClient(db, user, q.client_id)).clientId;
    const logs = await filteredLogs(db, user, { sessionId: q.session_id, exerciseId: q.exercise_id, clientId });
    return c.json({ data: logs.map(logDto) }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const user = c.var.user;
    const b = c.req.valid('json');
    const loggedAt = b.logged_at ?? new Date().toISOString();
    const log = argsOf('exerciseLog.create', {
      id: b.id ?? uuidv7(),
      sessionId: b.session_id,
      exerciseId: b.exercise_id,
      blockId: b.block_id ?? null,
      order: b.order ?? 0,
      notes: b.notes ?? null,
      loggedAt,
      clientId: b.client_id,
    });
    // Every set is checked before anything is written: a 422 stores nothing.
    const sets = (b.sets ?? []).map((s, i) => setCreateArgs(s, i, log.id, log.loggedAt));
    const { created } = await run(c.var.ctx, user, async (tx) => {
      const r = await createExerciseLog(tx, user, log);
      if (r.created) for (const s of sets) await createSet(tx, user, s);
      return r;
    });
    const row = await readableLog(c.var.ctx.db, user, log.id);
    return c.json({ data: logDto(row) }, created ? 201 : 200);
  });

  app.openapi(updateRoute, async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const b = c.req.valid('json');
    const patch = argsOf('exerciseLog.update', { id, exerciseId: b.exercise_id, notes: b.notes, order: b.order });
    const given = b.sets;
    await run(c.var.ctx, user, async (tx) => {
      const log = await writableLog(tx, user, id);
      if (patch.exerciseId !== undefined || patch.notes !== undefined || patch.order !== undefined) await updateExerciseLog(tx, user, patch);
      if (given === undefined) return;
      const existing = new Set((await readableLog(tx, user, id)).sets.map((s) => s.id));
      const updates: MutationArgs<'set.update'>[] = [];
      const creates: MutationArgs<'set.create'>[] = [];
      given.forEach((s, i) => {
        if (s.id !== undefined && existing.has(s.id)) {
          const changes = { ...setValues(s), setType: s.set_type, order: s.order ?? i, completedAt: s.completed_at };
          updates.push(argsOf('set.update', { id: s.id, ...changes }, `sets.${i}`));
        } else creates.push(setCreateArgs(s, i, id, log.loggedAt.toISOString()));
      });
      const kept = new Set(given.map((s) => s.id));
      for (const setId of existing) if (!kept.has(setId)) await deleteSet(tx, user, { id: setId });
      for (const u of updates) await updateSet(tx, user, u);
      for (const s of creates) await createSet(tx, user, s);
    });
    return c.json({ data: logDto(await readableLog(c.var.ctx.db, user, id)) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = c.var.user;
    await run(c.var.ctx, user, (tx) => deleteExerciseLog(tx, user, { id: c.req.valid('param').id }));
    return c.body(null, 204);
  });
}
