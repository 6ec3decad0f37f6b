import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { HabitEntryRow, HabitRow } from '../../../domain/habits/entity';
import { habitDate, habitFields, habitValue } from '../../../domain/habits/habit';
import { HabitAddArgs, HabitEditArgs } from '../../../domain/habits/mutations';
import { MESSAGES } from '../../../domain/messages';
import type { HonoEnv } from '../../context';
import { ValidationError } from '../../errors';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';
import { write } from '../../replication/write';
import { setHabitEntry } from './commands/entry';
import { addHabit, editHabit, endHabit, pauseHabit, removeHabit, resumeHabit } from './commands/habit';
import { habitEntriesOf, ownHabits, trainerClientHabits } from './queries';

/** docs/rules/habits.md as the REST API shows it: the synced rows, every field. */
const Habit = restDto(HabitRow);
const Entry = restDto(HabitEntryRow);
const HabitList = z.object({ data: z.array(Habit.schema) });
const OneHabit = z.object({ data: Habit.schema });
const EntryList = z.object({ data: z.array(Entry.schema) });
const OneEntry = z.object({ data: Entry.schema });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const EntryParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }), date: habitDate.meta({ format: 'date' }) });
const DateRange = z.object({ from: habitDate.optional(), to: habitDate.optional() });
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const tags = ['Habits'];

const f = habitFields;
const AddBody = z.object({
  id: z.uuid().optional(),
  name: f.name,
  kind: f.kind,
  unit: f.unit.optional(),
  target: f.target.optional(),
  schedule: f.schedule,
  starts_on: f.startsOn,
  ends_on: f.endsOn.optional(),
  starter_id: z.string().max(40).nullable().optional(),
});
const EditBody = z.object({
  name: f.name.optional(),
  unit: f.unit.optional(),
  target: f.target.optional(),
  schedule: f.schedule.optional(),
  starts_on: f.startsOn.optional(),
  ends_on: f.endsOn.optional(),
});
const PauseBody = z.object({ from: habitDate });
const ResumeBody = z.object({ on: habitDate });
const EndBody = z.object({ ends_on: habitDate });
const EntryBody = z.object({ done: z.boolean().optional(), value: habitValue.nullable().optional() });

/** The mutation's own rules over what the body parsed to (fields that hold together). */
function checked<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const r = schema.safeParse(args);
  if (!r.success) throw new ValidationError({ [String(r.error.issues[0]?.path[0] ?? 'body')]: [r.error.issues[0]?.message ?? MESSAGES.validationFailed] });
  return r.data;
}

const trainerList = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/habits',
  operationId: 'listClientHabits',
  tags,
  summary: 'A client\u2019s habits, oldest first (paused and ended ones included)',
  request: { params: IdParam },
  responses: { 200: json(HabitList, 'The habits'), ...notFound },
});

const trainerAdd = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/habits',
  operationId: 'addClientHabit',
  tags,
  summary: 'Give a client a habit (same command as habit.add; a resent id does nothing)',
  request: { params: IdParam, ...body(AddBody) },
  responses: { 201: json(OneHabit, 'Added'), 200: json(OneHabit, 'Already added under this id'), ...notFound },
});

const clientList = route(['client'], {
  method: 'get',
  path: '/api/client/habits',
  operationId: 'listOwnHabits',
  tags,
  summary: 'The signed-in client\u2019s habits',
  responses: { 200: json(HabitList, 'The habits') },
});

const edit = route(['trainer'], {
  method: 'put',
  path: '/api/habits/{id}',
  operationId: 'editHabit',
  tags,
  summary: 'Change a habit (habit.edit: its name, unit, target, schedule, dates)',
  request: { params: IdParam, ...body(EditBody) },
  responses: { 200: json(OneHabit, 'Changed'), ...notFound },
});

const action = <B extends z.ZodType>(name: 'pause' | 'resume' | 'end', schema: B, summary: string) =>
  route(['trainer'], {
    method: 'post',
    path: `/api/habits/{id}/${name}`,
    operationId: `${name}Habit`,
    tags,
    summary,
    request: { params: IdParam, ...body(schema) },
    responses: { 200: json(OneHabit, 'Changed'), ...notFound },
  });
const pause = action('pause', PauseBody, 'Pause a habit from a date on (habit.pause)');
const resume = action('resume', ResumeBody, 'Resume a paused habit on a date (habit.resume)');
const end = action('end', EndBody, 'End a habit on a date; its entries stay (habit.end)');

const remove = route(['trainer'], {
  method: 'delete',
  path: '/api/habits/{id}',
  operationId: 'removeHabit',
  tags,
  summary: 'Remove a habit with its entries (habit.remove)',
  request: { params: IdParam },
  responses: { 204: { description: 'Removed' }, ...notFound },
});

const entries = route(['client', 'trainer'], {
  method: 'get',
  path: '/api/habits/{id}/entries',
  operationId: 'listHabitEntries',
  tags,
  summary: 'A habit\u2019s daily entries by date (optionally from..to, both included)',
  request: { params: IdParam, query: DateRange },
  responses: { 200: json(EntryList, 'The entries'), ...notFound },
});

const setEntry = route(['client', 'trainer'], {
  method: 'put',
  path: '/api/habits/{id}/entries/{date}',
  operationId: 'setHabitEntry',
  tags,
  summary: 'Tick a day or enter its value (habitEntry.set: one entry per habit and date, a second set edits it)',
  request: { params: EntryParam, ...body(EntryBody) },
  responses: { 201: json(OneEntry, 'Set first'), 200: json(OneEntry, 'Changed'), ...notFound },
});

export function registerHabitRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(trainerList, async (c) => {
    const rows = await trainerClientHabits(c.var.ctx.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ data: rows.map(Habit.from) }, 200);
  });

  app.openapi(trainerAdd, async (c) => {
    const b = c.req.valid('json');
    const args = checked(HabitAddArgs, {
      id: b.id ?? uuidv7(),
      clientId: c.req.valid('param').id,
      name: b.name,
      kind: b.kind,
      unit: b.unit ?? null,
      target: b.target ?? null,
      schedule: b.schedule,
      startsOn: b.starts_on,
      endsOn: b.ends_on ?? null,
      starterId: b.starter_id ?? null,
    });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => addHabit(tx, c.var.user, args));
    return c.json({ data: Habit.from(row) }, created ? 201 : 200);
  });

  app.openapi(clientList, async (c) => {
    const rows = await ownHabits(c.var.ctx.db, c.var.user.id);
    return c.json({ data: rows.map(Habit.from) }, 200);
  });

  app.openapi(edit, async (c) => {
    const b = c.req.valid('json');
    const args = checked(HabitEditArgs, { id: c.req.valid('param').id, name: b.name, unit: b.unit, target: b.target, schedule: b.schedule, startsOn: b.starts_on, endsOn: b.ends_on });
    const row = await write(c.var.ctx, c.var.user, (tx) => editHabit(tx, c.var.user, args));
    return c.json({ data: Habit.from(row) }, 200);
  });

  app.openapi(pause, async (c) => {
    const id = c.req.valid('param').id;
    const row = await write(c.var.ctx, c.var.user, (tx) => pauseHabit(tx, c.var.user, { id, from: c.req.valid('json').from }));
    return c.json({ data: Habit.from(row) }, 200);
  });

  app.openapi(resume, async (c) => {
    const id = c.req.valid('param').id;
    const row = await write(c.var.ctx, c.var.user, (tx) => resumeHabit(tx, c.var.user, { id, on: c.req.valid('json').on }));
    return c.json({ data: Habit.from(row) }, 200);
  });

  app.openapi(end, async (c) => {
    const id = c.req.valid('param').id;
    const row = await write(c.var.ctx, c.var.user, (tx) => endHabit(tx, c.var.user, { id, endsOn: c.req.valid('json').ends_on }));
    return c.json({ data: Habit.from(row) }, 200);
  });

  app.openapi(remove, async (c) => {
    const id = c.req.valid('param').id;
    await write(c.var.ctx, c.var.user, (tx) => removeHabit(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(entries, async (c) => {
    const rows = await habitEntriesOf(c.var.ctx.db, c.var.user, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ data: rows.map(Entry.from) }, 200);
  });

  app.openapi(setEntry, async (c) => {
    const { id, date } = c.req.valid('param');
    const b = c.req.valid('json');
    const args = { habitId: id, date, done: b.done ?? false, value: b.value ?? null };
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => setHabitEntry(tx, c.var.user, args));
    return c.json({ data: Entry.from(row) }, created ? 201 : 200);
  });
}
