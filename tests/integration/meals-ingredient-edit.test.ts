import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { MEAL_MESSAGES } from '../../domain/meals/messages';
import { ingredients } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/*
 * Own ingredients are corrected and deleted (ingredient.update, ingredient.delete):
 * by their owner only. A trainer's are the trainer's; a client sees them but
 * cannot change them; another trainer cannot even find them.
 */
describe.each(DB_KINDS)('editing and deleting own ingredients on %s', (kind) => {
  const env = serverForSuite(kind);

  const push = async (who: Actor, name: string, args: unknown): Promise<MutationResult> => {
    const res = await env.server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name, args }] } });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results[0]!;
  };
  const label = { name: 'Skyr', category: 'dairy', kcal: 63, protein: 11, carbs: 4, fat: 0.2, gramsPerPiece: 140 };
  const row = async (id: string) => (await env.server.ctx.db.select().from(ingredients).where(eq(ingredients.id, id)))[0];

  it('the owner corrects the label and deletes it; a client of theirs and another trainer change nothing', async () => {
    const db = env.server.ctx.db;
    const [trainer, other] = await Promise.all([makeTrainer(db), makeTrainer(db)]);
    const { user: client } = await makeClient(db, trainer.id, { withUser: true });
    const id = uuidv7();
    expect((await push(trainer, 'ingredient.create', { id, fields: label })).status).toBe('ok');

    expect((await push(trainer, 'ingredient.update', { id, fields: { ...label, name: 'Skyr natur', kcal: '65,5', gramsPerPiece: null, density: 1.1 } })).status).toBe('ok');
    expect(await row(id)).toMatchObject({ name: 'Skyr natur', kcal: 65.5, protein: 11, gramsPerPiece: null, density: 1.1, deletedAt: null });

    const bad = await push(trainer, 'ingredient.update', { id, fields: { ...label, protein: 80, carbs: 30 } });
    expect(bad.status).toBe('error');
    expect(JSON.stringify(bad.error)).toContain(MEAL_MESSAGES.macrosOver100);

    for (const who of [client!, other]) {
      expect((await push(who, 'ingredient.update', { id, fields: { ...label, name: 'Hacked' } })).status).toBe('error');
      expect((await push(who, 'ingredient.delete', { id })).status).toBe('error');
    }
    expect(await row(id)).toMatchObject({ name: 'Skyr natur', deletedAt: null });

    expect((await push(trainer, 'ingredient.delete', { id })).status).toBe('ok');
    expect((await row(id))?.deletedAt).not.toBeNull();
    // A second delete (another device, offline) does nothing and succeeds.
    expect((await push(trainer, 'ingredient.delete', { id })).status).toBe('ok');
    expect((await push(trainer, 'ingredient.update', { id, fields: label })).status).toBe('error');
  });
});
