import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { ClientRow } from '../../../domain/clients/entity';
import { ClientCreateFields, ClientUpdateFields } from '../../../domain/clients/fields';
import { invitationStatusOf } from '../../../domain/clients/invitation';
import { MESSAGES } from '../../../domain/messages';
import { createClient } from './commands/create';
import { deleteClient } from './commands/delete';
import { updateClient } from './commands/update';
import type { AppContext, HonoEnv } from '../../context';
import { clientCounts, getClient, listClients, type ClientWithCounts } from './queries';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/**
 * docs/rules/clients.md "Client record" as the REST API shows it: the synced row (domain/clients/entity.ts) in its own
 * camelCase names, as this API has always answered, with the plan counts added and the invitation as one object
 * (its status as it stands now: `expired` is worked out). The trainer is the caller, so not shown.
 */
const Client = restDto(ClientRow, {
  keys: 'row',
  omit: ['trainerId', 'invitationStatus', 'invitationSentAt', 'invitationExpiresAt'],
  rename: { hasAccount: 'hasUser' },
  add: {
    // Optional on the row, which a client's own device gets without them; always there for the trainer.
    notes: z.string().nullable(),
    trainingPlansCount: z.number().int(),
    mealPlansCount: z.number().int(),
    invitation: z.object({
      status: z.enum(['none', 'pending', 'expired', 'accepted', 'revoked']),
      sentAt: z.string().nullable(),
      expiresAt: z.string().nullable(),
    }),
  },
});
export const ClientDto = Client.schema;
export type ClientDto = z.infer<typeof ClientDto>;

export function clientDto(c: ClientWithCounts, now = new Date()): ClientDto {
  return Client.from(c, {
    notes: c.notes ?? null,
    trainingPlansCount: c.counts.trainingPlans,
    mealPlansCount: c.counts.mealPlans,
    invitation: { status: invitationStatusOf(c, now), sentAt: c.invitationSentAt, expiresAt: c.invitationExpiresAt },
  });
}

const List = z.object({ data: z.array(ClientDto) });
const One = z.object({ data: ClientDto });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const CreateBody = ClientCreateFields.extend({ id: z.uuid().optional() });
const notFound = { 404: json(ErrorBody, `${MESSAGES.notFound} (also for another trainer\u2019s client)`) };

const listRoute = route(['trainer'], {
  method: 'get',
  path: '/api/clients',
  operationId: 'listClients',
  tags: ['Clients'],
  summary: 'The trainer\u2019s clients by name, with counts of training and meal plans',
  responses: { 200: json(List, 'The clients') },
});

const createRoute = route(['trainer'], {
  method: 'post',
  path: '/api/clients',
  operationId: 'createClient',
  tags: ['Clients'],
  summary: 'Create a client (same command as the sync mutation client.create; a resent id does nothing)',
  request: body(CreateBody),
  responses: { 201: json(One, 'Created'), 200: json(One, 'Already created under this id'), ...notFound },
});

const getRoute = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}',
  operationId: 'getClient',
  tags: ['Clients'],
  summary: 'One client',
  request: { params: IdParam },
  responses: { 200: json(One, 'The client'), ...notFound },
});

const updateRoute = route(['trainer'], {
  method: 'put',
  path: '/api/clients/{id}',
  operationId: 'updateClient',
  tags: ['Clients'],
  summary: 'Change the given fields of a client (client.update); fields left out keep their value',
  request: { params: IdParam, ...body(ClientUpdateFields) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});

const deleteRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{id}',
  operationId: 'deleteClient',
  tags: ['Clients'],
  summary: 'Delete a client and, permanently, their plans and progress (client.delete)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

async function withCounts(ctx: AppContext, row: Omit<ClientWithCounts, 'counts'>): Promise<ClientWithCounts> {
  const counts = await clientCounts(ctx.db, [row.id]);
  return { ...row, counts: counts.get(row.id)! };
}

export function registerClientRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listRoute, async (c) => {
    const rows = await listClients(c.var.ctx.db, c.var.user);
    const now = new Date();
    return c.json({ data: rows.map((r) => clientDto(r, now)) }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const { id, ...fields } = c.req.valid('json');
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createClient(tx, c.var.user, { id: id ?? uuidv7(), fields }));
    const data = clientDto(await withCounts(c.var.ctx, row));
    return created ? c.json({ data }, 201) : c.json({ data }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const row = await getClient(c.var.ctx.db, c.var.user, c.req.valid('param').id);
    return c.json({ data: clientDto(row) }, 200);
  });

  app.openapi(updateRoute, async (c) => {
    const { id } = c.req.valid('param');
    const fields = c.req.valid('json');
    const row = await write(c.var.ctx, c.var.user, (tx) => updateClient(tx, c.var.user, { id, fields }));
    return c.json({ data: clientDto(await withCounts(c.var.ctx, row)) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => deleteClient(tx, c.var.user, { id }));
    return c.body(null, 204);
  });
}
