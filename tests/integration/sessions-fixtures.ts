import { expect } from 'vitest';
import type { Db } from '../../server/db/database';
import { makeClient, makeTrainer } from './sync-fixtures';

/** The answer's JSON after checking its status (the body is shown when the status is wrong). */
export async function expectJson<T>(res: Response | Promise<Response>, status: number): Promise<T> {
  const r = await res;
  const text = await r.text();
  expect(r.status, text).toBe(status);
  return (text ? JSON.parse(text) : null) as T;
}

/** A trainer with two clients who have accounts: Adam and Beata. */
export async function trainerWithTwoClients(db: Db) {
  const t = await makeTrainer(db);
  const a = await makeClient(db, t.id, { withUser: true, name: 'Adam' });
  const b = await makeClient(db, t.id, { withUser: true, name: 'Beata' });
  return { t, a, b };
}
