import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MessageBody, MESSAGE_BODY_MAX } from '../../domain/messaging/body';
import { newConversation, readChanges, readMarkOf } from '../../domain/messaging/conversation';
import { canEdit, canRemove, EDIT_WINDOW_MS } from '../../domain/messaging/edit-window';
import { MESSAGING_MESSAGES, MESSAGING_MESSAGE_TRANSLATIONS } from '../../domain/messaging/messages';
import { MessageBroadcastArgs, MessageSendArgs } from '../../domain/messaging/mutations';
import { isAbout, referenceCard, REF_KINDS } from '../../domain/messaging/references';
import { compareMessages, seenBy, threadOrder, unreadCount } from '../../domain/messaging/thread';

const T0 = '2026-11-28T10:00:00.000Z';
const at = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const ID = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe('message body', () => {
  it('is trimmed and kept between 1 and 4,000 characters', () => {
    expect(MessageBody.parse('  hello \n')).toBe('hello');
    expect(MessageBody.parse('x'.repeat(MESSAGE_BODY_MAX))).toHaveLength(MESSAGE_BODY_MAX);
    expect(MessageBody.safeParse('   \n\t').error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.messageBodyRequired);
    expect(MessageBody.safeParse('').error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.messageBodyRequired);
    expect(MessageBody.safeParse('x'.repeat(MESSAGE_BODY_MAX + 1)).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.messageBodyTooLong);
    // Spaces around a full-length text do not count.
    expect(MessageBody.parse(` ${'x'.repeat(MESSAGE_BODY_MAX)} `)).toHaveLength(MESSAGE_BODY_MAX);
  });

  it('refuses a NUL character', () => {
    expect(MessageBody.safeParse('a\0b').success).toBe(false);
  });

  it('send args need a reference whole or not at all', () => {
    const base = { id: ID(1), conversationId: ID(2), body: 'hi', writtenAt: T0 };
    expect(MessageSendArgs.safeParse(base).success).toBe(true);
    expect(MessageSendArgs.safeParse({ ...base, refKind: 'weightLog', refId: ID(3) }).success).toBe(true);
    expect(MessageSendArgs.safeParse({ ...base, refKind: 'weightLog' }).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.messageReferenceIncomplete);
    expect(MessageSendArgs.safeParse({ ...base, refKind: 'photo', refId: ID(3) }).success).toBe(false);
  });

  it('a broadcast names each conversation once, at least one', () => {
    const b = { body: 'hi all', writtenAt: T0 };
    expect(MessageBroadcastArgs.safeParse({ ...b, messages: [] }).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.broadcastNoRecipients);
    const twice = [
      { id: ID(1), conversationId: ID(9) },
      { id: ID(2), conversationId: ID(9) },
    ];
    expect(MessageBroadcastArgs.safeParse({ ...b, messages: twice }).error?.issues[0]?.message).toBe(MESSAGING_MESSAGES.broadcastDuplicateRecipient);
  });

  it('has every message in sk and cz', () => {
    for (const lang of ['sk', 'cz'] as const) expect(Object.keys(MESSAGING_MESSAGE_TRANSLATIONS[lang]).sort()).toEqual(Object.keys(MESSAGING_MESSAGES).sort());
  });
});

describe('edit window', () => {
  const m = { authorId: 'u1', writtenAt: T0, removedAt: null };
  it('lets the author edit for 15 minutes, judged by the time given', () => {
    expect(canEdit(m, { id: 'u1' }, at(EDIT_WINDOW_MS))).toBe(true);
    expect(canEdit(m, { id: 'u1' }, at(EDIT_WINDOW_MS + 1))).toBe(false);
    expect(canEdit(m, { id: 'u2' }, at(1000))).toBe(false);
    expect(canEdit({ ...m, removedAt: at(10) }, { id: 'u1' }, at(1000))).toBe(false);
  });
  it('lets only the author delete, once', () => {
    expect(canRemove(m, { id: 'u1' })).toBe(true);
    expect(canRemove(m, { id: 'u2' })).toBe(false);
    expect(canRemove({ ...m, removedAt: at(1) }, { id: 'u1' })).toBe(false);
  });
});

describe('references', () => {
  it('gives each kind a card naming its row', () => {
    for (const kind of REF_KINDS) {
      const card = referenceCard({ refKind: kind, refId: ID(5) });
      expect(card).toMatchObject({ kind, id: ID(5), labelKey: `ref.${kind}` });
    }
    expect(referenceCard({ refKind: 'sessionLog', refId: ID(5) })?.table).toBe('sessions');
    expect(referenceCard({ refKind: 'exerciseSet', refId: ID(5) })?.table).toBe('exerciseSets');
    expect(referenceCard({ refKind: 'plan', refId: ID(5) })?.table).toBe('trainingPlans');
    expect(referenceCard({ refKind: null, refId: null })).toBeNull();
  });
  it('finds the comments on an item', () => {
    const m = { refKind: 'weightLog' as const, refId: ID(5) };
    expect(isAbout(m, 'weightLog', ID(5))).toBe(true);
    expect(isAbout(m, 'mealLog', ID(5))).toBe(false);
  });
});

const message = fc.record({
  id: fc.integer({ min: 1, max: 40 }).map(ID),
  writtenAt: fc.integer({ min: 0, max: 20 }).map((s) => at(s * 1000)),
  authorId: fc.constantFrom('trainer', 'client'),
  removedAt: fc.option(fc.constant(T0), { freq: 5 }),
});

describe('thread order and read marks', () => {
  it('orders by writtenAt, then id, whatever order rows arrive in', () => {
    fc.assert(
      fc.property(fc.uniqueArray(message, { selector: (m) => m.id }), (list) => {
        const a = threadOrder(list);
        const b = threadOrder([...list].reverse());
        expect(a.map((m) => m.id)).toEqual(b.map((m) => m.id));
        for (let i = 1; i < a.length; i++) expect(compareMessages(a[i - 1]!, a[i]!)).toBeLessThan(0);
      }),
    );
  });

  it('counts the others\u2019 live messages after the mark', () => {
    const list = [
      { id: ID(1), writtenAt: at(0), authorId: 'client', removedAt: null },
      { id: ID(2), writtenAt: at(1000), authorId: 'client', removedAt: null },
      { id: ID(3), writtenAt: at(1000), authorId: 'trainer', removedAt: null },
      { id: ID(4), writtenAt: at(2000), authorId: 'client', removedAt: at(3000) },
      { id: ID(5), writtenAt: at(3000), authorId: 'client', removedAt: null },
    ];
    expect(unreadCount(list, { id: null, at: null }, 'trainer')).toBe(3);
    expect(unreadCount(list, { id: ID(2), at: at(1000) }, 'trainer')).toBe(1);
    expect(unreadCount(list, { id: ID(5), at: at(3000) }, 'trainer')).toBe(0);
    expect(unreadCount(list, { id: null, at: null }, 'client')).toBe(1);
    expect(seenBy(list[2]!, { id: ID(5), at: at(3000) })).toBe(true);
    expect(seenBy(list[4]!, { id: ID(2), at: at(1000) })).toBe(false);
  });

  it('read marks never go back, whatever order reads arrive in', () => {
    fc.assert(
      fc.property(fc.array(message, { minLength: 1 }), fc.constantFrom('trainer' as const, 'client' as const), (reads, side) => {
        let c = newConversation(ID(99), T0);
        let prev = readMarkOf(c, side);
        for (const r of reads) {
          const ch = readChanges(c, side, { id: r.id, at: r.writtenAt });
          if (ch) c = { ...c, ...ch };
          const now = readMarkOf(c, side);
          // The mark moved forward or stayed.
          if (prev.id && prev.at) expect(compareMessages({ id: prev.id, writtenAt: prev.at }, { id: now.id!, writtenAt: now.at! })).toBeLessThanOrEqual(0);
          prev = now;
        }
        // It ends at the latest read, in thread order.
        const last = threadOrder(reads.map((r) => ({ id: r.id, writtenAt: r.writtenAt }))).at(-1)!;
        expect(readMarkOf(c, side)).toEqual({ id: last.id, at: last.writtenAt });
        // The other side's mark is untouched.
        expect(readMarkOf(c, side === 'trainer' ? 'client' : 'trainer')).toEqual({ id: null, at: null });
      }),
    );
  });
});

describe('broadcast ids', () => {
  it('refuses one message id for two clients', () => {
    const messages = [
      { id: ID(1), conversationId: ID(8) },
      { id: ID(1), conversationId: ID(9) },
    ];
    expect(MessageBroadcastArgs.safeParse({ body: 'hi', writtenAt: T0, messages }).success).toBe(false);
  });
});
