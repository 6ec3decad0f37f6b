import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { clients, users, weightLogs } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Dto = Record<string, unknown> & { id: string; name: string };

describe.each(DB_KINDS)('clients REST endpoints on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const call = async (who: Actor | null, path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await env.server.api(path, { ...init, token: who?.token });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as { data: Dto } & { data: Dto[] } & { message: string; errors: Record<string, string[]> } };
  };

  it('a trainer creates a client with only a name: pending, in the currency of the trainer\u2019s language', async () => {
    const t = await makeTrainer(db());
    const res = await call(t, '/api/clients', { body: { name: '  Adam Novák ' } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Adam Novák',
      email: null,
      status: 'pending',
      currency: 'EUR',
      amountOwed: 0,
      hasUser: false,
      trainingPlansCount: 0,
      mealPlansCount: 0,
      invitation: { status: 'none', sentAt: null, expiresAt: null },
    });
    const cz = await makeTrainer(db());
    await db().update(users).set({ language: 'cz' }).where(eq(users.id, cz.id));
    expect((await call(cz, '/api/clients', { body: { name: 'Jana' } })).body.data.currency).toBe('CZK');
  });

  it('stores every field of docs/rules/clients.md "Client record", and a resent create with the same id changes nothing', async () => {
    const t = await makeTrainer(db());
    const id = uuidv7();
    const fields = {
      name: 'Beata Kováčová',
      email: 'Beata@Example.com',
      status: 'personal',
      age: 34,
      goal: 'Climb Gerlach',
      heightCm: 168.5,
      weightKg: 61.25,
      allergies: 'peanuts',
      intolerances: 'lactose',
      hourlyRate: 35.5,
      currency: 'CZK',
      notes: 'Left knee',
    };
    const created = await call(t, '/api/clients', { body: { id, ...fields } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ id, ...fields, email: 'beata@example.com' });
    const again = await call(t, '/api/clients', { body: { id, name: 'Other' } });
    expect(again.status).toBe(200);
    expect(again.body.data.name).toBe('Beata Kováčová');
    expect((await call(t, `/api/clients/${id}`)).body.data).toEqual(created.body.data);
  });

  it('rejects bad fields with the rule\u2019s message and stores nothing', async () => {
    const t = await makeTrainer(db());
    const cases: [Record<string, unknown>, string, string][] = [
      [{}, 'name', MESSAGES.nameRequired],
      [{ name: 'A', email: 'nope' }, 'email', MESSAGES.emailInvalid],
      [{ name: 'A', age: 0 }, 'age', MESSAGES.ageInvalid],
      [{ name: 'A', age: 121 }, 'age', MESSAGES.ageInvalid],
      [{ name: 'A', heightCm: 261 }, 'heightCm', MESSAGES.heightInvalid],
      [{ name: 'A', weightKg: 19 }, 'weightKg', MESSAGES.weightInvalid],
      [{ name: 'A', hourlyRate: -1 }, 'hourlyRate', MESSAGES.hourlyRateInvalid],
      [{ name: 'A', notes: 'x'.repeat(501) }, 'notes', MESSAGES.notesMax],
      [{ name: 'A', currency: 'USD' }, 'currency', MESSAGES.currencyInvalid],
      [{ name: 'A', status: 'gone' }, 'status', MESSAGES.clientStatusInvalid],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(t, '/api/clients', { body });
      expect(res.status, field).toBe(422);
      expect(res.body.errors[field], field).toEqual([message]);
    }
    expect(await db().select().from(clients).where(eq(clients.trainerId, t.id))).toEqual([]);
  });

  it('lists the trainer\u2019s live clients by name with counts, and no one else\u2019s', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    await makeClient(db(), other.id, { name: 'Aaron Foreign' });
    const linked = await makeClient(db(), t.id, { name: 'Cyril', withUser: true });
    for (const name of ['beata', 'Adam']) await call(t, '/api/clients', { body: { name } });
    const gone = await call(t, '/api/clients', { body: { name: 'Deleted' } });
    await call(t, `/api/clients/${gone.body.data.id}`, { method: 'DELETE' });

    const list = await call(t, '/api/clients');
    expect(list.status).toBe(200);
    expect(list.body.data.map((c) => c.name)).toEqual(['Adam', 'beata', 'Cyril']);
    expect(list.body.data.find((c) => c.id === linked.clientId)).toMatchObject({ hasUser: true, trainingPlansCount: 0, mealPlansCount: 0 });
  });

  it('PUT changes only the given fields', async () => {
    const t = await makeTrainer(db());
    const { body } = await call(t, '/api/clients', { body: { name: 'Eva', notes: 'keep', hourlyRate: 30 } });
    const id = body.data.id;
    const put = await call(t, `/api/clients/${id}`, { method: 'PUT', body: { goal: 'endurance', age: 41, email: '' } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ name: 'Eva', notes: 'keep', hourlyRate: 30, goal: 'endurance', age: 41, email: null });
    expect((await call(t, `/api/clients/${id}`, { method: 'PUT', body: {} })).status).toBe(422);
    const bad = await call(t, `/api/clients/${id}`, { method: 'PUT', body: { age: 200 } });
    expect(bad).toMatchObject({ status: 422, body: { errors: { age: [MESSAGES.ageInvalid] } } });
    expect((await call(t, `/api/clients/${id}`, { method: 'PUT', body: { trainerId: t.id } })).status).toBe(422);
    expect((await call(t, `/api/clients/${id}`)).body.data.age).toBe(41);
  });

  it('DELETE removes the client and tombstones their progress; the client is gone for every call', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const logged = await env.server.api('/api/client/weight-logs', { token: c.user!.token, body: { weight_kg: 70 } });
    expect(logged.status).toBe(201);

    expect((await call(t, `/api/clients/${c.clientId}`, { method: 'DELETE' })).status).toBe(204);
    const [row] = await db().select().from(clients).where(eq(clients.id, c.clientId));
    expect(row!.deletedAt).not.toBeNull();
    const logs = await db().select().from(weightLogs).where(eq(weightLogs.clientId, c.clientId));
    expect(logs).toHaveLength(1);
    expect(logs[0]!.deletedAt).not.toBeNull();

    expect((await call(t, `/api/clients/${c.clientId}`)).status).toBe(404);
    expect((await call(t, `/api/clients/${c.clientId}`, { method: 'PUT', body: { name: 'Back' } })).status).toBe(404);
    expect((await call(t, `/api/clients/${c.clientId}/weight-logs`)).status).toBe(404);
    // Deleting again is harmless (two devices may both delete).
    expect((await call(t, `/api/clients/${c.clientId}`, { method: 'DELETE' })).status).toBe(204);
    // The client's own app no longer sees the logs.
    expect(((await call(c.user, '/api/client/weight-logs')).body.data as unknown[]).length).toBe(0);
  });

  it('another trainer\u2019s client is 404 everywhere; a client token is 403; no token is 401', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const foreign = await makeClient(db(), other.id, { name: 'Foreign' });
    const mine = await makeClient(db(), t.id, { withUser: true });
    const unknown = uuidv7();
    for (const id of [foreign.clientId, unknown]) {
      expect((await call(t, `/api/clients/${id}`)).status).toBe(404);
      expect((await call(t, `/api/clients/${id}`, { method: 'PUT', body: { name: 'Mine now' } })).status).toBe(404);
      expect((await call(t, `/api/clients/${id}`, { method: 'DELETE' })).status).toBe(404);
    }
    const [untouched] = await db().select().from(clients).where(eq(clients.id, foreign.clientId));
    expect(untouched).toMatchObject({ name: 'Foreign', deletedAt: null });
    // Taking over a foreign id through create is refused too.
    expect((await call(t, '/api/clients', { body: { id: foreign.clientId, name: 'Mine' } })).status).toBe(403);

    const clientUser = mine.user!;
    const trainerCalls: [string, string, unknown?][] = [
      ['GET', '/api/clients'],
      ['POST', '/api/clients', { name: 'X' }],
      ['GET', `/api/clients/${mine.clientId}`],
      ['PUT', `/api/clients/${mine.clientId}`, { name: 'X' }],
      ['DELETE', `/api/clients/${mine.clientId}`],
    ];
    for (const [method, path, body] of trainerCalls) {
      expect((await call(clientUser, path, { method, body })).status, `${method} ${path}`).toBe(403);
      expect((await call(null, path, { method, body })).status, `${method} ${path}`).toBe(401);
    }
    expect((await db().select().from(clients).where(eq(clients.id, mine.clientId)))[0]).toMatchObject({ deletedAt: null });
  });

  it('the endpoints are in the OpenAPI document with their roles', async () => {
    const doc = (await (await env.server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { description?: string }>> };
    expect(Object.keys(doc.paths['/api/clients']!).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/clients/{id}']!).sort()).toEqual(['delete', 'get', 'put']);
    expect(doc.paths['/api/clients/{id}']!.delete!.description).toContain('Access: trainer');
  });
});
