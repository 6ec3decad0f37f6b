import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';
import { applyLocalMutation } from '../../replica/write/entry';

const T0 = new Date('2026-11-28T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TRAINER = id(900);
const CLIENT = id(1);

async function deviceOf(role: 'trainer' | 'client', userId: string): Promise<RepwiseDb> {
  const db = openUserDb(`messaging-${role}-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.profile.put({
    id: userId,
    name: role,
    email: `${role}@x.test`,
    role,
    language: 'en',
    registrationStatus: 'active',
    emailVerifiedAt: null,
    clientId: role === 'client' ? CLIENT : null,
    timeZone: 'UTC',
  });
  return db;
}

const send = (db: RepwiseDb, n: number, body: string, writtenAt = T0, extra: object = {}) =>
  applyLocalMutation(db, 'message.send', { id: id(n), conversationId: CLIENT, body, writtenAt: writtenAt.toISOString(), ...extra }, writtenAt);

describe('messaging local mutators (replica/mutators/messaging.ts)', () => {
  it('a sent message shows at once, once, in its conversation, made on the device when missing', async () => {
    const db = await deviceOf('client', id(800));
    await send(db, 10, '  Great session  ', T0, { refKind: 'sessionLog', refId: id(50) });
    await send(db, 10, 'Great session', T0);
    const rows = await db.messages.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: id(10), conversationId: CLIENT, clientId: CLIENT, authorId: id(800), authorRole: 'client', body: 'Great session', refKind: 'sessionLog', refId: id(50), removedAt: null });
    expect((await db.conversations.toArray()).map((c) => c.id)).toEqual([CLIENT]);
    // Each write is in the outbox, the resent one too: the server decides it stores one.
    expect(await db.outbox.count()).toBe(2);
    db.close();
  });

  it('the author edits within 15 minutes only, and a deleted message keeps its row with no text', async () => {
    const db = await deviceOf('trainer', TRAINER);
    await send(db, 10, 'first');
    await applyLocalMutation(db, 'message.edit', { id: id(10), body: 'first, edited', editedAt: at(14 * 60_000).toISOString() }, at(14 * 60_000));
    expect((await db.messages.get(id(10)))?.body).toBe('first, edited');
    await applyLocalMutation(db, 'message.edit', { id: id(10), body: 'too late', editedAt: at(16 * 60_000).toISOString() }, at(16 * 60_000));
    expect((await db.messages.get(id(10)))?.body).toBe('first, edited');
    await applyLocalMutation(db, 'message.remove', { id: id(10), removedAt: at(20 * 60_000).toISOString() }, at(20 * 60_000));
    expect(await db.messages.get(id(10))).toMatchObject({ body: '', removedAt: at(20 * 60_000).toISOString() });
    db.close();
  });

  it('no one edits or deletes another\u2019s message', async () => {
    const db = await deviceOf('trainer', TRAINER);
    await db.messages.put({ id: id(11), conversationId: CLIENT, clientId: CLIENT, authorId: id(800), authorRole: 'client', body: 'mine', refKind: null, refId: null, writtenAt: T0.toISOString(), editedAt: null, removedAt: null, createdAt: T0.toISOString(), updatedAt: T0.toISOString() });
    await applyLocalMutation(db, 'message.edit', { id: id(11), body: 'changed', editedAt: at(1000).toISOString() }, at(1000));
    await applyLocalMutation(db, 'message.remove', { id: id(11), removedAt: at(1000).toISOString() }, at(1000));
    expect(await db.messages.get(id(11))).toMatchObject({ body: 'mine', removedAt: null });
    db.close();
  });

  it('a read mark moves only forward', async () => {
    const db = await deviceOf('trainer', TRAINER);
    const read = (n: number, ms: number) => applyLocalMutation(db, 'conversation.read', { id: CLIENT, messageId: id(n), writtenAt: at(ms).toISOString() }, at(60_000));
    await read(12, 5000);
    await read(11, 4000);
    expect(await db.conversations.get(CLIENT)).toMatchObject({ trainerReadId: id(12), trainerReadAt: at(5000).toISOString(), clientReadId: null });
    await read(13, 5000);
    expect((await db.conversations.get(CLIENT))?.trainerReadId).toBe(id(13));
    db.close();
  });

  it('a broadcast puts one message in each chosen conversation', async () => {
    const db = await deviceOf('trainer', TRAINER);
    const messages = [1, 2, 3].map((n) => ({ id: id(100 + n), conversationId: id(n) }));
    await applyLocalMutation(db, 'message.broadcast', { messages, body: 'Gym closed Monday', writtenAt: T0.toISOString() }, T0);
    const rows = await db.messages.toArray();
    expect(rows.map((r) => [r.id, r.conversationId, r.clientId, r.body]).sort()).toEqual(messages.map((m) => [m.id, m.conversationId, m.conversationId, 'Gym closed Monday']).sort());
    expect((await db.conversations.toArray()).map((c) => c.id).sort()).toEqual([id(1), id(2), id(3)]);
    db.close();
  });

  it('deleting a client removes their conversation and its messages', async () => {
    const db = await deviceOf('trainer', TRAINER);
    await db.clients.bulkPut([{ id: CLIENT, name: 'A' }, { id: id(2), name: 'B' }] as never);
    await send(db, 10, 'hello');
    await applyLocalMutation(db, 'message.send', { id: id(20), conversationId: id(2), body: 'other', writtenAt: T0.toISOString() }, T0);
    await applyLocalMutation(db, 'client.delete', { id: CLIENT });
    expect((await db.conversations.toArray()).map((c) => c.id)).toEqual([id(2)]);
    expect((await db.messages.toArray()).map((m) => m.id)).toEqual([id(20)]);
    db.close();
  });
});

describe('client.create on the device', () => {
  it('makes the client\u2019s conversation, with the client\u2019s id', async () => {
    const db = await deviceOf('trainer', TRAINER);
    await applyLocalMutation(db, 'client.create', { id: id(7), fields: { name: 'New client' } }, T0);
    expect(await db.conversations.get(id(7))).toMatchObject({ id: id(7), clientId: id(7), trainerReadId: null, clientReadId: null });
    db.close();
  });
});
