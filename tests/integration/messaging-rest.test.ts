import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MESSAGING_MESSAGES } from '../../domain/messaging/messages';
import { conversations, messages, weightLogs } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Msg = { id: string; conversation_id: string; client_id: string; author_id: string; author_role: string; body: string; ref_kind: string | null; ref_id: string | null; written_at: string; edited_at: string | null; removed_at: string | null };
type Conv = { id: string; client_id: string; client_name: string; latest_message: Msg | null; unread_count: number; trainer_read_id: string | null; client_read_id: string | null };

describe.each(DB_KINDS)('messaging REST on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const call = async <T>(who: Actor, path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await env.server.api(path, { ...init, token: who.token });
    return { status: res.status, json: (res.status === 204 ? null : await res.json()) as T };
  };
  const send = (who: Actor, conv: string, body: unknown) => call<{ data: Msg; message?: string; errors?: Record<string, string[]> }>(who, `/api/conversations/${conv}/messages`, { body });

  /** Two trainers, each with two clients who have accounts. */
  async function world() {
    const t1 = await makeTrainer(db(), 'T1');
    const t2 = await makeTrainer(db(), 'T2');
    const a = await makeClient(db(), t1.id, { withUser: true, name: 'Anna' });
    const b = await makeClient(db(), t1.id, { withUser: true, name: 'Boris' });
    const x = await makeClient(db(), t2.id, { withUser: true, name: 'Xena' });
    return { t1, t2, a: { id: a.clientId, user: a.user! }, b: { id: b.clientId, user: b.user! }, x: { id: x.clientId, user: x.user! } };
  }

  it('a trainer and client talk: send, replayed send stores one, list with unread counts, read, page the thread', async () => {
    const { t1, a, b } = await world();
    const id = uuidv7();
    const first = await send(t1, a.id, { id, body: '  Great depth on those squats  ' });
    expect(first.status).toBe(201);
    expect(first.json.data).toMatchObject({ id, conversation_id: a.id, client_id: a.id, author_id: t1.id, author_role: 'trainer', body: 'Great depth on those squats', removed_at: null });
    const again = await send(t1, a.id, { id, body: 'something else' });
    expect(again.status).toBe(200);
    expect(again.json.data.body).toBe('Great depth on those squats');
    expect(await db().select().from(messages).where(eq(messages.id, id))).toHaveLength(1);

    const t0 = Date.parse(first.json.data.written_at);
    for (let i = 1; i <= 4; i++) expect((await send(a.user, a.id, { body: `reply ${i}`, written_at: new Date(t0 + i * 1000).toISOString() })).status).toBe(201);

    const trainerList = await call<{ data: Conv[] }>(t1, '/api/conversations');
    expect(trainerList.json.data.map((c) => c.client_name)).toEqual(['Anna', 'Boris']);
    expect(trainerList.json.data[0]).toMatchObject({ id: a.id, unread_count: 4, latest_message: { body: 'reply 4' } });
    expect(trainerList.json.data[1]).toMatchObject({ id: b.id, unread_count: 0, latest_message: null });
    const clientList = await call<{ data: Conv[] }>(a.user, '/api/conversations');
    expect(clientList.json.data.map((c) => [c.id, c.unread_count])).toEqual([[a.id, 1]]);

    // Keyset pages, newest first.
    const p1 = await call<{ data: Msg[]; next_cursor: string | null }>(t1, `/api/conversations/${a.id}/messages?limit=2`);
    expect(p1.json.data.map((m) => m.body)).toEqual(['reply 4', 'reply 3']);
    const p2 = await call<{ data: Msg[]; next_cursor: string | null }>(t1, `/api/conversations/${a.id}/messages?limit=2&before=${p1.json.next_cursor}`);
    expect(p2.json.data.map((m) => m.body)).toEqual(['reply 2', 'reply 1']);
    const p3 = await call<{ data: Msg[]; next_cursor: string | null }>(t1, `/api/conversations/${a.id}/messages?limit=2&before=${p2.json.next_cursor}`);
    expect(p3.json.data.map((m) => m.body)).toEqual(['Great depth on those squats']);
    expect(p3.json.next_cursor).toBeNull();
    expect((await call(t1, `/api/conversations/${a.id}/messages?before=nonsense`)).status).toBe(422);

    // Reading up to reply 2, then an older read: the mark stays.
    const reply2 = p2.json.data[0]!;
    const r1 = await call<{ data: Conv }>(t1, `/api/conversations/${a.id}/read`, { body: { message_id: reply2.id } });
    expect(r1.json.data).toMatchObject({ trainer_read_id: reply2.id, client_read_id: null });
    await call(t1, `/api/conversations/${a.id}/read`, { body: { message_id: p2.json.data[1]!.id } });
    const after = await call<{ data: Conv[] }>(t1, '/api/conversations');
    expect(after.json.data[0]).toMatchObject({ trainer_read_id: reply2.id, unread_count: 2 });
  });

  it('refuses an empty or too long message with the translated text, storing nothing', async () => {
    const { t1, a } = await world();
    for (const [body, text] of [
      ['   ', MESSAGING_MESSAGES.messageBodyRequired],
      ['x'.repeat(4001), MESSAGING_MESSAGES.messageBodyTooLong],
    ] as const) {
      const res = await send(t1, a.id, { body });
      expect(res.status).toBe(422);
      expect(res.json.errors?.body).toEqual([text]);
    }
    expect(await db().select().from(messages).where(eq(messages.conversationId, a.id))).toEqual([]);
  });

  it('ownership: another trainer\u2019s or client\u2019s conversation and message answer 404 and nothing changes', async () => {
    const { t1, t2, a, b, x } = await world();
    const mine = (await send(t1, a.id, { body: 'for Anna' })).json.data;
    const theirs = (await send(t2, x.id, { body: 'for Xena' })).json.data;

    expect((await send(t2, a.id, { body: 'intruder' })).status).toBe(404);
    expect((await send(t1, x.id, { body: 'intruder' })).status).toBe(404);
    expect((await send(b.user, a.id, { body: 'intruder' })).status).toBe(404);
    expect((await send(a.user, x.id, { body: 'intruder' })).status).toBe(404);
    expect((await call(t2, `/api/conversations/${a.id}/messages`)).status).toBe(404);
    expect((await call(b.user, `/api/conversations/${a.id}/messages`)).status).toBe(404);
    expect((await call(t2, `/api/messages/${mine.id}`, { method: 'PATCH', body: { body: 'hijack' } })).status).toBe(404);
    expect((await call(a.user, `/api/messages/${theirs.id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await call(t2, `/api/conversations/${a.id}/read`, { body: { message_id: mine.id } })).status).toBe(404);
    // A send reusing another's message id does not take it over.
    expect((await send(t2, x.id, { id: mine.id, body: 'same id' })).status).toBe(404);
    expect((await call<{ data: Conv[] }>(t2, '/api/conversations')).json.data.map((c) => c.id)).toEqual([x.id]);

    const [row] = await db().select().from(messages).where(eq(messages.id, mine.id));
    expect(row).toMatchObject({ body: 'for Anna', conversationId: a.id, removedAt: null, editedAt: null });
    expect(await db().select().from(messages).where(eq(messages.body, 'intruder'))).toEqual([]);
    const [conv] = await db().select().from(conversations).where(eq(conversations.id, a.id));
    expect(conv).toMatchObject({ trainerReadId: null, clientReadId: null });
  });

  it('every route answers 404 to another trainer, another client of the same trainer and another trainer\u2019s client, and nothing changes', async () => {
    const { t1, t2, a, b, x } = await world();
    const byTrainer = (await send(t1, a.id, { body: 'for Anna' })).json.data;
    const byClient = (await send(a.user, a.id, { body: 'from Anna' })).json.data;
    const elsewhere = (await send(t2, x.id, { body: 'for Xena' })).json.data;
    const snapshot = async () => ({
      conversation: (await db().select().from(conversations).where(eq(conversations.id, a.id)))[0],
      messages: (await db().select().from(messages).where(eq(messages.conversationId, a.id))).sort((p, q) => (p.id < q.id ? -1 : 1)),
      all: (await db().select({ id: messages.id }).from(messages)).length,
    });
    const before = await snapshot();
    const routes = (message: Msg) => [
      ['GET', `/api/conversations/${a.id}/messages`, undefined],
      ['GET', `/api/conversations/${a.id}/messages?limit=1`, undefined],
      ['POST', `/api/conversations/${a.id}/messages`, { body: 'intruder' }],
      ['POST', `/api/conversations/${a.id}/messages`, { id: uuidv7(), body: 'intruder', ref_kind: 'sessionLog', ref_id: uuidv7() }],
      ['PATCH', `/api/messages/${message.id}`, { body: 'hijack' }],
      ['DELETE', `/api/messages/${message.id}`, undefined],
      ['POST', `/api/conversations/${a.id}/read`, { message_id: message.id }],
      ['POST', '/api/messages/broadcast', { recipients: [{ client_id: a.id }], body: 'intruder' }],
    ] as const;
    for (const [who, outsider] of [['trainer', t2], ['client', b.user], ['client', x.user]] as const) {
      for (const message of [byTrainer, byClient]) {
        for (const [method, path, body] of routes(message)) {
          // A client may not broadcast at all (403); every other answer is "not found".
          const want = path === '/api/messages/broadcast' && who === 'client' ? 403 : 404;
          expect((await call(outsider, path, { method, body })).status, `${who} ${method} ${path}`).toBe(want);
        }
      }
      // Their list holds none of it.
      const listed = (await call<{ data: Conv[] }>(outsider, '/api/conversations')).json.data.map((c) => c.id);
      expect(listed).not.toContain(a.id);
    }
    // Anna's own conversation does not reach another's message: a read of it, an edit, a delete.
    expect((await call(a.user, `/api/conversations/${a.id}/read`, { body: { message_id: elsewhere.id } })).status).toBe(404);
    expect((await call(a.user, `/api/messages/${elsewhere.id}`, { method: 'PATCH', body: { body: 'hijack' } })).status).toBe(404);
    expect((await call(a.user, `/api/messages/${elsewhere.id}`, { method: 'DELETE' })).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect((await db().select().from(messages).where(eq(messages.id, elsewhere.id)))[0]).toMatchObject({ body: 'for Xena', removedAt: null, editedAt: null });
  });

  it('edits by the author within 15 minutes; deleting keeps the row with no text', async () => {
    const { t1, a } = await world();
    const msg = (await send(a.user, a.id, { body: 'I did 5 sets' })).json.data;
    expect((await call(t1, `/api/messages/${msg.id}`, { method: 'PATCH', body: { body: 'not mine' } })).status).toBe(403);
    const edited = await call<{ data: Msg }>(a.user, `/api/messages/${msg.id}`, { method: 'PATCH', body: { body: ' I did 6 sets ' } });
    expect(edited.status).toBe(200);
    expect(edited.json.data.body).toBe('I did 6 sets');
    expect(edited.json.data.edited_at).not.toBeNull();

    const old = (await send(a.user, a.id, { body: 'written long ago', written_at: new Date(Date.now() - 16 * 60_000).toISOString() })).json.data;
    const late = await call<{ code: string; message: string }>(a.user, `/api/messages/${old.id}`, { method: 'PATCH', body: { body: 'changed' } });
    expect(late.status).toBe(409);
    expect(late.json).toMatchObject({ code: 'edit_window_closed', message: MESSAGING_MESSAGES.messageEditWindowClosed });

    expect((await call(t1, `/api/messages/${msg.id}`, { method: 'DELETE' })).status).toBe(403);
    const removed = await call<{ data: Msg }>(a.user, `/api/messages/${msg.id}`, { method: 'DELETE' });
    expect(removed.json.data).toMatchObject({ body: '', removed_at: expect.any(String) });
    expect((await call(a.user, `/api/messages/${msg.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(a.user, `/api/messages/${msg.id}`, { method: 'PATCH', body: { body: 'back' } })).status).toBe(409);
    const thread = await call<{ data: Msg[] }>(t1, `/api/conversations/${a.id}/messages`);
    expect(thread.json.data.find((m) => m.id === msg.id)).toMatchObject({ body: '', removed_at: expect.any(String) });
  });

  it('a reference must be the conversation\u2019s client\u2019s', async () => {
    const { t1, a, b } = await world();
    const log = uuidv7();
    await db().insert(weightLogs).values({ id: log, spaceId: t1.id, clientId: b.id, weightKg: 80, loggedAt: new Date() });
    const wrong = await send(t1, a.id, { body: 'nice', ref_kind: 'weightLog', ref_id: log });
    expect(wrong.status).toBe(404);
    expect(wrong.json.message).toBe(MESSAGING_MESSAGES.messageReferenceNotFound);
    const right = await send(t1, b.id, { body: 'nice', ref_kind: 'weightLog', ref_id: log });
    expect(right.status).toBe(201);
    expect(right.json.data).toMatchObject({ ref_kind: 'weightLog', ref_id: log });
    expect((await send(t1, b.id, { body: 'half', ref_kind: 'weightLog' })).status).toBe(422);
  });

  it('a broadcast reaches exactly the chosen clients, each in their own conversation', async () => {
    const { t1, t2, a, b, x } = await world();
    const c = await makeClient(db(), t1.id, { withUser: true, name: 'Cyril' });
    const res = await call<{ data: Msg[] }>(t1, '/api/messages/broadcast', { body: { recipients: [{ client_id: a.id }, { client_id: c.clientId }], body: 'Gym closed Monday' } });
    expect(res.status).toBe(201);
    expect(res.json.data.map((m) => m.conversation_id).sort()).toEqual([a.id, c.clientId].sort());
    const bodies = async (who: Actor) => (await call<{ data: Conv[] }>(who, '/api/conversations')).json.data.map((cv) => cv.latest_message?.body ?? null);
    expect(await bodies(a.user)).toEqual(['Gym closed Monday']);
    expect(await bodies(c.user!)).toEqual(['Gym closed Monday']);
    expect(await bodies(b.user)).toEqual([null]);

    // Another trainer's client in the list refuses the whole broadcast.
    const before = (await db().select().from(messages)).length;
    expect((await call(t1, '/api/messages/broadcast', { body: { recipients: [{ client_id: b.id }, { client_id: x.id }], body: 'all' } })).status).toBe(404);
    expect((await call(a.user, '/api/messages/broadcast', { body: { recipients: [{ client_id: a.id }], body: 'me' } })).status).toBe(403);
    expect((await call(t2, '/api/messages/broadcast', { body: { recipients: [], body: 'none' } })).status).toBe(422);
    expect((await db().select().from(messages)).length).toBe(before);
  });

  it('a new client gets a conversation; deleting the client removes it and its messages', async () => {
    const t = await makeTrainer(db());
    const made = await call<{ data: { id: string } }>(t, '/api/clients', { body: { name: 'Dora' } });
    expect(made.status).toBe(201);
    const id = made.json.data.id;
    expect((await db().select().from(conversations).where(eq(conversations.id, id)))[0]).toMatchObject({ clientId: id, spaceId: t.id, deletedAt: null });
    const note = (await send(t, id, { body: 'Welcome! Fill in your goals when you join.' })).json.data;
    expect((await call(t, `/api/clients/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await db().select().from(conversations).where(eq(conversations.id, id)))[0]?.deletedAt).not.toBeNull();
    expect((await db().select().from(messages).where(eq(messages.id, note.id)))[0]?.deletedAt).not.toBeNull();
    expect((await call(t, `/api/conversations/${id}/messages`)).status).toBe(404);
  });
});
