import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { openUserDb } from '../../../replica/db/schema';
import { planCountsOf } from './hooks';

describe('planCountsOf', () => {
  it('counts a client’s training plans and assigned meal plans, not templates', async () => {
    const db = openUserDb('plan-counts', { indexedDB: new IDBFactory(), IDBKeyRange });
    await db.table('trainingPlans').bulkPut([
      { id: 't1', clientId: 'c1', type: 'training' },
      { id: 't2', clientId: null, type: 'training' },
    ]);
    await db.rows('mealPlans').bulkPut([
      { id: 'm1', clientId: 'c1' },
      { id: 'm2', clientId: 'c2' },
      { id: 'm3', clientId: null },
    ]);
    const counts = await planCountsOf(db);
    expect(counts.get('c1')).toEqual({ training: 1, meal: 1 });
    expect(counts.get('c2')).toEqual({ training: 0, meal: 1 });
    db.close();
  });
});
