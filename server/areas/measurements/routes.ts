import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { MeasurementCreateArgs, MeasurementUpdateArgs } from '../../../domain/measurements/mutations';
import { MeasurementRow } from '../../../domain/measurements/entity';
import { createMeasurement } from './commands/create';
import { deleteMeasurement } from './commands/delete';
import { updateMeasurement } from './commands/update';
import type { HonoEnv } from '../../context';
import { ownMeasurements, trainerClientMeasurements } from './queries';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';
import { argsOf, CreateBody, UpdateBody } from './body';
import { ValidationError } from '../../errors';

/** docs/rules/measurements.md "Measurements" as the REST API shows it: the synced row, every field. */
const Measurement = restDto(MeasurementRow);
const dto = Measurement.from;
const List = z.object({ data: z.array(Measurement.schema) });
const One = z.object({ data: Measurement.schema });
const Range = z.object({ from: z.iso.datetime({ offset: true }).optional(), to: z.iso.datetime({ offset: true }).optional() });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const tags = ['Measurements'];

/** The mutation's own rules (at least one value) over what the body parsed to. */
function checked<S extends z.ZodType>(schema: S, args: unknown): z.output<S> {
  const r = schema.safeParse(args);
  if (!r.success) throw new ValidationError({ [String(r.error.issues[0]?.path[0] ?? 'body')]: [r.error.issues[0]?.message ?? MESSAGES.validationFailed] });
  return r.data;
}

const trainerList = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/measurements',
  operationId: 'listClientMeasurements',
  tags,
  summary: 'A client\u2019s body measurements, newest first (optionally within from..to)',
  request: { params: IdParam, query: Range },
  responses: { 200: json(List, 'The measurements'), ...notFound },
});

const trainerCreate = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/measurements',
  operationId: 'createClientMeasurement',
  tags,
  summary: 'Log measurements for a client (same command as measurement.create; a resent id does nothing)',
  request: { params: IdParam, ...body(CreateBody) },
  responses: { 201: json(One, 'Logged'), 200: json(One, 'Already logged under this id'), ...notFound },
});

const clientList = route(['client'], {
  method: 'get',
  path: '/api/client/measurements',
  operationId: 'listOwnMeasurements',
  tags,
  summary: 'The signed-in client\u2019s body measurements, newest first (optionally within from..to)',
  request: { query: Range },
  responses: { 200: json(List, 'The measurements') },
});

const clientCreate = route(['client'], {
  method: 'post',
  path: '/api/client/measurements',
  operationId: 'createMeasurement',
  tags,
  summary: 'Log measurements (same command as measurement.create; a resent id does nothing)',
  request: body(CreateBody),
  responses: { 201: json(One, 'Logged'), 200: json(One, 'Already logged under this id'), ...notFound },
});

const update = route(['client', 'trainer'], {
  method: 'put',
  path: '/api/measurements/{id}',
  operationId: 'updateMeasurement',
  tags,
  summary: 'Change an entry (the client\u2019s own, or one of the trainer\u2019s client\u2019s)',
  request: { params: IdParam, ...body(UpdateBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});

const remove = route(['client', 'trainer'], {
  method: 'delete',
  path: '/api/measurements/{id}',
  operationId: 'deleteMeasurement',
  tags,
  summary: 'Delete an entry',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

export function registerMeasurementRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(trainerList, async (c) => {
    const rows = await trainerClientMeasurements(c.var.ctx.db, c.var.user.id, c.req.valid('param').id, c.req.valid('query'));
    return c.json({ data: rows.map(dto) }, 200);
  });

  app.openapi(trainerCreate, async (c) => {
    const b = c.req.valid('json');
    const args = checked(MeasurementCreateArgs, { ...argsOf(b), id: b.id ?? uuidv7(), clientId: c.req.valid('param').id, measuredAt: b.measured_at ?? new Date().toISOString() });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createMeasurement(tx, c.var.user, args));
    return created ? c.json({ data: dto(row) }, 201) : c.json({ data: dto(row) }, 200);
  });

  app.openapi(clientList, async (c) => {
    const rows = await ownMeasurements(c.var.ctx.db, c.var.user.id, c.req.valid('query'));
    return c.json({ data: rows.map(dto) }, 200);
  });

  app.openapi(clientCreate, async (c) => {
    const b = c.req.valid('json');
    const args = checked(MeasurementCreateArgs, { ...argsOf(b), id: b.id ?? uuidv7(), measuredAt: b.measured_at ?? new Date().toISOString() });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createMeasurement(tx, c.var.user, args));
    return created ? c.json({ data: dto(row) }, 201) : c.json({ data: dto(row) }, 200);
  });

  app.openapi(update, async (c) => {
    const { id } = c.req.valid('param');
    const args = checked(MeasurementUpdateArgs, { ...argsOf(c.req.valid('json')), id });
    const row = await write(c.var.ctx, c.var.user, (tx) => updateMeasurement(tx, c.var.user, args));
    return c.json({ data: dto(row) }, 200);
  });

  app.openapi(remove, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => deleteMeasurement(tx, c.var.user, { id }));
    return c.body(null, 204);
  });
}
