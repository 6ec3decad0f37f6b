import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { threadOrder, unreadCount } from '../../domain/messaging/thread';
import { readMarkOf } from '../../domain/messaging/conversation';
import { DAY_MS } from '../../domain/protocol/window';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { pendingIdsOf } from '../../replica/db/queries';
import { exerciseLogs, messages, trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

describe.each(DB_KINDS)('messaging through sync on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => {
    backend = await startBackend(kind);
  });
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => {
    await backend?.close();
  });
  const db = () => backend.ctx.db;
  /** A device whose network can be cut. */
  const device = (name: string, who: Actor) => {
    const net = { up: true };
    const d = makeDevice(name, who.id, who.token, (url, init) => (net.up ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    devices.push(d);
    return Object.assign(d, { net });
  };
  const thread = async (d: Device, conversationId: string) => threadOrder((await d.db.messages.toArray()).filter((m) => m.conversationId === conversationId));

  it('offline messages and a comment on a logged workout arrive once on every device of both people; replies, reads and "seen" follow', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const client = c.user!;
    // The client's logged workout: a session of theirs with one exercise log.
    const sessionId = uuidv7();
    await db().insert(trainingSessions).values({
      id: sessionId,
      spaceId: t.id,
      clientIds: [c.clientId],
      title: 'Legs',
      type: 'solo',
      planByClient: { [c.clientId]: null },
      date: '2026-11-27',
      time: '08:00',
      timeZone: 'UTC',
      durationMinutes: 60,
      approvalByClient: { [c.clientId]: 'approved' as const },
      startsAt: new Date('2026-11-27T08:00:00Z'),
      progressStatus: 'completed',
    });
    await db().insert(exerciseLogs).values({ id: uuidv7(), spaceId: t.id, clientId: c.clientId, sessionId, exerciseId: 'barbell-back-squat', order: 0, loggedAt: new Date() });

    const phone = device('client phone', client);
    const trainerLaptop = device('trainer laptop', t);
    const trainerPhone = device('trainer phone', t);
    for (const d of [phone, trainerLaptop, trainerPhone]) expect(await d.engine.sync()).toBe('ok');
    expect((await phone.db.conversations.toArray()).map((x) => x.id)).toEqual([c.clientId]);

    // The gym has no signal: two messages and a comment on the workout, shown at once as waiting.
    phone.net.up = false;
    const ids = [uuidv7(), uuidv7(), uuidv7()];
    const at = Date.now();
    await phone.engine.mutate('message.send', { id: ids[0]!, conversationId: c.clientId, body: 'Done with legs', writtenAt: new Date(at).toISOString() });
    await phone.engine.mutate('message.send', { id: ids[1]!, conversationId: c.clientId, body: 'Knee felt fine', writtenAt: new Date(at + 1000).toISOString() });
    await phone.engine.mutate('message.send', { id: ids[2]!, conversationId: c.clientId, body: 'Was the depth ok?', refKind: 'sessionLog', refId: sessionId, writtenAt: new Date(at + 2000).toISOString() });
    expect((await thread(phone, c.clientId)).map((m) => m.body)).toEqual(['Done with legs', 'Knee felt fine', 'Was the depth ok?']);
    expect(await pendingIdsOf(phone.db, 'messages')).toEqual(new Set(ids));
    expect(await phone.engine.sync()).toBe('failed');

    // Back online; the outbox is pushed, and pushed again as a lost answer would have it.
    phone.net.up = true;
    expect(await phone.engine.sync()).toBe('ok');
    const outboxAgain = await backend.fetch('http://repwise.test/api/sync/push', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` },
      body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'message.send', args: { id: ids[0], conversationId: c.clientId, body: 'Done with legs', writtenAt: new Date(at).toISOString() } }] }),
    });
    expect(outboxAgain.status).toBe(200);
    expect(await db().select().from(messages).where(eq(messages.conversationId, c.clientId))).toHaveLength(3);

    for (const d of [trainerLaptop, trainerPhone]) {
      expect(await d.engine.sync()).toBe('ok');
      const got = await thread(d, c.clientId);
      expect(got.map((m) => m.id)).toEqual(ids);
      expect(got[2]).toMatchObject({ refKind: 'sessionLog', refId: sessionId, authorRole: 'client', authorId: client.id });
      const conv = (await d.db.conversations.get(c.clientId))!;
      expect(unreadCount(got, readMarkOf(conv, 'trainer'), t.id)).toBe(3);
    }

    // The trainer replies and reads on the laptop; the phone follows, and the client sees the reply and "seen".
    const reply = uuidv7();
    await trainerLaptop.engine.mutate('message.send', { id: reply, conversationId: c.clientId, body: 'Depth was great', refKind: 'sessionLog', refId: sessionId, writtenAt: new Date(at + 5000).toISOString() });
    await trainerLaptop.engine.mutate('conversation.read', { id: c.clientId, messageId: ids[2]!, writtenAt: new Date(at + 2000).toISOString() });
    // A late read of an older message from the other device does not move the mark back.
    await trainerPhone.engine.mutate('conversation.read', { id: c.clientId, messageId: ids[0]!, writtenAt: new Date(at).toISOString() });
    expect(await trainerLaptop.engine.sync()).toBe('ok');
    expect(await trainerPhone.engine.sync()).toBe('ok');
    expect(await trainerLaptop.engine.sync()).toBe('ok');
    for (const d of [trainerLaptop, trainerPhone]) {
      const conv = (await d.db.conversations.get(c.clientId))!;
      expect(conv).toMatchObject({ trainerReadId: ids[2], clientReadId: null });
      expect(unreadCount(await thread(d, c.clientId), readMarkOf(conv, 'trainer'), t.id)).toBe(0);
    }
    expect(await phone.engine.sync()).toBe('ok');
    const clientThread = await thread(phone, c.clientId);
    expect(clientThread.map((m) => m.body)).toEqual(['Done with legs', 'Knee felt fine', 'Was the depth ok?', 'Depth was great']);
    expect((await phone.db.conversations.get(c.clientId))?.trainerReadId).toBe(ids[2]);

    // The client edits one, deletes another; both trainer devices see it.
    await phone.engine.mutate('message.edit', { id: ids[1]!, body: 'Knee felt fine, hip a bit sore', editedAt: new Date().toISOString() });
    await phone.engine.mutate('message.remove', { id: ids[0]!, removedAt: new Date().toISOString() });
    expect(await phone.engine.sync()).toBe('ok');
    expect(await trainerPhone.engine.sync()).toBe('ok');
    expect(await trainerPhone.db.messages.get(ids[1]!)).toMatchObject({ body: 'Knee felt fine, hip a bit sore', editedAt: expect.any(String) });
    expect(await trainerPhone.db.messages.get(ids[0]!)).toMatchObject({ body: '', removedAt: expect.any(String) });
  });

  it('deleting a client deletes their conversation and its messages on the server and on every device, the client\u2019s phone too', async () => {
    const t = await makeTrainer(db(), 'Tara Trainer');
    const c = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const keep = await makeClient(db(), t.id, { name: 'Beata' });
    const laptop = device('trainer laptop', t);
    const phone = device('trainer phone', t);
    const clientPhone = device('client phone', c.user!);
    const [note, reply, other] = [uuidv7(), uuidv7(), uuidv7()];
    const now = Date.now();
    await laptop.engine.mutate('message.send', { id: note, conversationId: c.clientId, body: 'See you Monday', writtenAt: new Date(now).toISOString() });
    await laptop.engine.mutate('message.send', { id: other, conversationId: keep.clientId, body: 'Welcome', writtenAt: new Date(now).toISOString() });
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await clientPhone.engine.sync()).toBe('ok');
    // The client's thread names their trainer (the profile the device pulled).
    expect((await clientPhone.db.profile.toArray())[0]?.trainerName).toBe('Tara Trainer');
    await clientPhone.engine.mutate('message.send', { id: reply, conversationId: c.clientId, body: 'Monday works', writtenAt: new Date(now + 1).toISOString() });
    for (const d of [clientPhone, phone]) expect(await d.engine.sync()).toBe('ok');
    expect((await phone.db.messages.toArray()).map((m) => m.id).sort()).toEqual([note, reply, other].sort());
    expect((await clientPhone.db.messages.toArray()).map((m) => m.id).sort()).toEqual([note, reply].sort());

    await phone.engine.mutate('client.delete', { id: c.clientId });
    expect(await phone.engine.sync()).toBe('ok');
    const [row] = await db().select().from(messages).where(eq(messages.id, reply));
    expect(row?.deletedAt).not.toBeNull();
    for (const d of [laptop, phone, clientPhone]) {
      if (d !== phone) expect(await d.engine.sync()).toBe('ok');
      expect(await d.db.conversations.get(c.clientId), d.name).toBeUndefined();
      expect((await d.db.messages.toArray()).filter((m) => m.conversationId === c.clientId), d.name).toEqual([]);
    }
    // The other client's conversation stays whole.
    expect((await laptop.db.messages.toArray()).map((m) => m.id)).toEqual([other]);
    expect(await laptop.db.conversations.get(keep.clientId)).toBeDefined();
  });

  it('a device holds 90 days of messages; older ones stay on the server', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id);
    const now = Date.now();
    const recent = uuidv7();
    const old = uuidv7();
    for (const [id, ms] of [
      [recent, now - 80 * DAY_MS],
      [old, now - 100 * DAY_MS],
    ] as const)
      await db().insert(messages).values({ id, spaceId: t.id, conversationId: c.clientId, clientId: c.clientId, authorId: t.id, authorRole: 'trainer', body: 'hi', writtenAt: new Date(ms) });
    const d = device('laptop', t);
    expect(await d.engine.sync()).toBe('ok');
    expect((await d.db.messages.toArray()).map((m) => m.id)).toEqual([recent]);
  });

  it('the data export holds the user\u2019s conversations and messages, and nothing of another trainer', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true });
    const b = await makeClient(db(), t.id, { withUser: true });
    const x = await makeClient(db(), other.id, { withUser: true });
    const mk = (owner: Actor, clientId: string, body: string) => {
      const id = uuidv7();
      return db()
        .insert(messages)
        .values({ id, spaceId: owner.id, conversationId: clientId, clientId, authorId: owner.id, authorRole: 'trainer', body, writtenAt: new Date() })
        .then(() => id);
    };
    const toA = await mk(t, a.clientId, 'to A');
    const toB = await mk(t, b.clientId, 'to B');
    const toX = await mk(other, x.clientId, 'to X');
    const exported = async (who: Actor) => {
      const res = await backend.fetch('http://repwise.test/api/export', { headers: { Authorization: `Bearer ${who.token}` } });
      expect(res.status).toBe(200);
      const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
      const ids = (f: string) => (JSON.parse(strFromU8(files[`json/${f}.json`]!)) as { id: string }[]).map((r) => r.id).sort();
      expect(files['csv/messages.csv']).toBeDefined();
      return { conversations: ids('conversations'), messages: ids('messages') };
    };
    expect(await exported(t)).toEqual({ conversations: [a.clientId, b.clientId].sort(), messages: [toA, toB].sort() });
    expect(await exported(a.user!)).toEqual({ conversations: [a.clientId], messages: [toA] });
    const theirs = await exported(other);
    expect(theirs.messages).toEqual([toX]);
  });
});
