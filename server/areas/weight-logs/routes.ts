import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { instantField, optionalText } from '../../../domain/mutations/fields';
import { WeightLogRow } from '../../../domain/weight-logs/entity';
import { weightKgInput } from '../../../domain/weight-logs/weight';
import { createWeightLog } from './commands/create';
import { deleteWeightLog } from './commands/delete';
import { updateWeightLog } from './commands/update';
import type { HonoEnv } from '../../context';
import { ownWeightLogs, trainerClientWeightLogs } from './queries';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/** docs/rules/weight-logs.md "Weight logs" as the REST API shows it: the synced row, every field. */
const WeightLog = restDto(WeightLogRow);
const dto = WeightLog.from;
const List = z.object({ data: z.array(WeightLog.schema) });
const One = z.object({ data: WeightLog.schema });

/** Weight as a number or as typed ("70.5" or "70,5"). */
const CreateBody = z.object({
  id: z.uuid().optional(),
  weight_kg: weightKgInput,
  notes: optionalText().optional(),
  logged_at: instantField.optional(),
});
const UpdateBody = z.object({
  weight_kg: weightKgInput.optional(),
  notes: optionalText().optional(),
  logged_at: instantField.optional(),
});
const Range = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });

const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };

const trainerList = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/weight-logs',
  operationId: 'listClientWeightLogs',
  tags: ['Weight'],
  summary: 'A client\u2019s weight logs, newest first (optionally within from..to)',
  request: { params: IdParam, query: Range },
  responses: { 200: json(List, 'The weight logs'), ...notFound },
});

const clientList = route(['client'], {
  method: 'get',
  path: '/api/client/weight-logs',
  operationId: 'listOwnWeightLogs',
  tags: ['Weight'],
  summary: 'The signed-in client\u2019s weight logs, newest first (optionally within from..to)',
  request: { query: Range },
  responses: { 200: json(List, 'The weight logs') },
});

const clientCreate = route(['client'], {
  method: 'post',
  path: '/api/client/weight-logs',
  operationId: 'createWeightLog',
  tags: ['Weight'],
  summary: 'Log a weight (same command as the sync mutation weightLog.create; a resent id does nothing)',
  request: body(CreateBody),
  responses: { 201: json(One, 'Logged'), 200: json(One, 'Already logged under this id'), ...notFound },
});

const clientUpdate = route(['client'], {
  method: 'put',
  path: '/api/client/weight-logs/{id}',
  operationId: 'updateWeightLog',
  tags: ['Weight'],
  summary: 'Change a weight log',
  request: { params: IdParam, ...body(UpdateBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});

const clientDelete = route(['client'], {
  method: 'delete',
  path: '/api/client/weight-logs/{id}',
  operationId: 'deleteWeightLog',
  tags: ['Weight'],
  summary: 'Delete a weight log',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

export function registerWeightLogRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(trainerList, async (c) => {
    const rows = await trainerClientWeightLogs(c.var.ctx.db, c.var.user.id, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ data: rows.map(dto) }, 200);
  });

  app.openapi(clientList, async (c) => {
    const rows = await ownWeightLogs(c.var.ctx.db, c.var.user.id, c.req.valid('query'));
    return c.json({ data: rows.map(dto) }, 200);
  });

  app.openapi(clientCreate, async (c) => {
    const b = c.req.valid('json');
    const args = { id: b.id ?? uuidv7(), weightKg: b.weight_kg, notes: b.notes, loggedAt: b.logged_at ?? new Date().toISOString() };
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createWeightLog(tx, c.var.user, args));
    return created ? c.json({ data: dto(row) }, 201) : c.json({ data: dto(row) }, 200);
  });

  app.openapi(clientUpdate, async (c) => {
    const { id } = c.req.valid('param');
    const b = c.req.valid('json');
    const row = await write(c.var.ctx, c.var.user, (tx) =>
      updateWeightLog(tx, c.var.user, { id, weightKg: b.weight_kg, notes: b.notes, loggedAt: b.logged_at }),
    );
    return c.json({ data: dto(row) }, 200);
  });

  app.openapi(clientDelete, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => deleteWeightLog(tx, c.var.user, { id }));
    return c.body(null, 204);
  });
}
