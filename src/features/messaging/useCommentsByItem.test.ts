import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MessageRow } from '../../../domain/messaging/entity';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { commentsByItem } from './useCommentsByItem';

const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const [anna, boris, meal, otherMeal, set] = [id(1), id(2), id(3), id(4), id(5)];

function message(n: number, conversationId: string, writtenAt: string, ref: Pick<MessageRow, 'refKind' | 'refId'> = { refKind: null, refId: null }): MessageRow {
  return { id: id(100 + n), conversationId, clientId: conversationId, authorId: id(9), authorRole: 'trainer', body: `m${n}`, ...ref, writtenAt, editedAt: null, removedAt: null, createdAt: writtenAt, updatedAt: writtenAt };
}

let db: RepwiseDb;
afterEach(async () => {
  await db?.delete();
});

describe('comments on a list of items (a day’s meals, a workout’s exercises)', () => {
  it('are the conversation’s messages about items of the asked kinds, by item, in the order written', async () => {
    db = openUserDb(`comments-${Math.random()}`);
    await db.messages.bulkPut([
      message(1, anna, '2026-03-02T10:00:00.000Z', { refKind: 'mealLog', refId: meal }),
      message(2, anna, '2026-03-01T10:00:00.000Z', { refKind: 'mealLog', refId: meal }),
      message(3, anna, '2026-03-01T11:00:00.000Z', { refKind: 'mealLog', refId: otherMeal }),
      // Not about a meal, or not in Anna's conversation.
      message(4, anna, '2026-03-01T12:00:00.000Z'),
      message(5, anna, '2026-03-01T13:00:00.000Z', { refKind: 'exerciseSet', refId: set }),
      message(6, boris, '2026-03-01T14:00:00.000Z', { refKind: 'mealLog', refId: meal }),
    ]);
    const meals = await commentsByItem(db, anna, ['mealLog']);
    expect([...meals.keys()].sort()).toEqual([meal, otherMeal]);
    expect(meals.get(meal)!.map((m) => m.body)).toEqual(['m2', 'm1']);
    expect(meals.get(otherMeal)!.map((m) => m.body)).toEqual(['m3']);

    const workout = await commentsByItem(db, anna, ['exerciseLog', 'exerciseSet']);
    expect([...workout.keys()]).toEqual([set]);
    expect((await commentsByItem(db, boris, ['mealLog'])).get(meal)!.map((m) => m.body)).toEqual(['m6']);
  });
});
