import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { newConversation } from '../../../domain/messaging/conversation';
import type { MessageRow } from '../../../domain/messaging/entity';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import type { ProfileRow } from '../../../replica/db/types';
import { applyLocalMutation, type WriteOptions } from '../../../replica/write/entry';
import { layerOf } from '../../../replica/write/overlay';

const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const TRAINER = id(900);
const CLIENT = id(1);
const T0 = new Date('2026-11-28T10:00:00.000Z');
const trainer: ProfileRow = { id: TRAINER, name: 'T', email: 't@x.test', role: 'trainer', language: 'en', registrationStatus: 'active', emailVerifiedAt: null, clientId: null, timeZone: 'UTC' };

/** A trainer's device whose thread screen read the conversation (as useThread remembers it); the profile only in the database. */
async function device(): Promise<RepwiseDb> {
  const db = openUserDb(`tap-task-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.profile.put(trainer);
  const conversation = newConversation(CLIENT, T0.toISOString());
  await db.conversations.put(conversation);
  layerOf(db).remember('conversations', [conversation]);
  return db;
}

/**
 * Sends message n and counts the database reads made before its row showed. In a browser each IndexedDB read
 * answers in a task of its own, so a row staged after one misses the tap's frame (fake-indexeddb answers sooner:
 * the reads are counted instead of timed).
 */
async function sendCounted(db: RepwiseDb, n: number, opts: WriteOptions): Promise<{ readsBeforeShown: number }> {
  const layer = layerOf(db);
  const rows = vi.spyOn(db, 'rows');
  const profile = vi.spyOn(db.profile, 'toCollection');
  let readsBeforeShown = -1;
  const off = layer.subscribe(() => {
    if (readsBeforeShown < 0 && layer.view('messages', id(n)) !== 'unknown') readsBeforeShown = rows.mock.calls.length + profile.mock.calls.length;
  });
  try {
    await applyLocalMutation(db, 'message.send', { id: id(n), conversationId: CLIENT, body: `m${n}`, writtenAt: T0.toISOString() }, T0, opts);
  } finally {
    off();
    rows.mockRestore();
    profile.mockRestore();
  }
  return { readsBeforeShown };
}

const creates = (n: number): WriteOptions => ({ creates: [{ table: 'messages', id: id(n) }] });

describe('a screen write stages in the tap task (issue 29: a sent message on screen in the tap frame)', () => {
  it('a message under a fresh id shows before any database read once the profile is held, and commits the same row', async () => {
    const db = await device();
    // The first write of a tab loads the write path and the clock, and reads the profile, which memory then keeps.
    await sendCounted(db, 10, creates(10));
    expect(layerOf(db).profile()).toEqual(trainer);

    expect(await sendCounted(db, 11, creates(11))).toEqual({ readsBeforeShown: 0 });
    // Without the hint the fresh id is asked of the database first.
    expect(await sendCounted(db, 12, {})).toEqual({ readsBeforeShown: 1 });

    const rows = await db.messages.orderBy('id').toArray();
    expect(rows.map((r: MessageRow) => [r.id, r.authorId, r.authorRole, r.body])).toEqual([
      [id(10), TRAINER, 'trainer', 'm10'],
      [id(11), TRAINER, 'trainer', 'm11'],
      [id(12), TRAINER, 'trainer', 'm12'],
    ]);
    expect(await db.outbox.count()).toBe(3);
    db.close();
  });

  it('the hint is only a hint: an id the database holds is written once, as its mutator decides there', async () => {
    const db = await device();
    await sendCounted(db, 19, {});
    // Message 20 came with a pull, and no screen read it; the send wrongly claims its id is new.
    const pulled: MessageRow = { id: id(20), conversationId: CLIENT, clientId: CLIENT, authorId: TRAINER, authorRole: 'trainer', body: 'from the server', refKind: null, refId: null, writtenAt: T0.toISOString(), editedAt: null, removedAt: null, createdAt: T0.toISOString(), updatedAt: T0.toISOString() };
    await db.messages.put(pulled);
    await sendCounted(db, 20, creates(20));
    expect(await db.messages.get(id(20))).toEqual(pulled);
    // What the overlay shows until the screen reads again is what the database holds.
    expect(layerOf(db).view('messages', id(20))).toEqual(pulled);
    db.close();
  });

  it('a profile changed since memory read it: that write runs in its transaction, and the next reads it again', async () => {
    const db = await device();
    await sendCounted(db, 30, creates(30));
    const moved = { ...trainer, timeZone: 'Europe/Bratislava' };
    await db.profile.put(moved);
    await sendCounted(db, 31, creates(31));
    expect(layerOf(db).profile()).toBeNull();
    await sendCounted(db, 32, creates(32));
    expect(layerOf(db).profile()).toEqual(moved);
    expect(await db.messages.count()).toBe(3);
    db.close();
  });
});
