import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../../domain/protocol/protocol';
import { mealsOn, type ProfileRow } from '../../domain/protocol/rows';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer, type Actor } from './sync-fixtures';

/*
 * The Meals switch (users.meals_enabled, set by an admin per trainer) reaches
 * devices in the synced profile row, so the app hides the Meals menu entry and
 * /trainer/meals says Meals are off, also offline. A client follows their
 * trainer's switch.
 */
describe.each(DB_KINDS)('the Meals switch in the synced profile on %s', (kind) => {
  const env = serverForSuite(kind);

  const pull = async (who: Actor, deviceId: string, cursor: string | null): Promise<PullResponse> => {
    const res = await env.server.api('/api/sync/pull', { token: who.token, body: { deviceId, cursor } });
    expect(res.status).toBe(200);
    return (await res.json()) as PullResponse;
  };
  const profileIn = (page: PullResponse) => page.changes.find((c) => c.table === 'profile')?.row as ProfileRow | undefined;
  const setSwitch = (admin: Actor, trainerId: string, on: boolean) =>
    env.server.api(`/api/admin/trainers/${trainerId}/meals`, { token: admin.token, method: 'PUT', body: { meals_enabled: on } });

  it('is on by default, and an admin turning it off is pulled by the trainer and their client; back on likewise', async () => {
    const db = env.server.ctx.db;
    const [trainer, admin] = await Promise.all([makeTrainer(db), makeAdmin(db)]);
    const { user: client } = await makeClient(db, trainer.id, { withUser: true });
    const tDevice = uuidv7();
    const cDevice = uuidv7();

    const tFirst = await pull(trainer, tDevice, null);
    const cFirst = await pull(client!, cDevice, null);
    expect(profileIn(tFirst)).toMatchObject({ id: trainer.id, mealsEnabled: true });
    expect(profileIn(cFirst)).toMatchObject({ role: 'client', mealsEnabled: true });
    expect(mealsOn(profileIn(tFirst))).toBe(true);

    expect((await setSwitch(admin, trainer.id, false)).status).toBe(200);
    const tOff = await pull(trainer, tDevice, tFirst.cursor);
    expect(tOff.changes).toEqual([{ table: 'profile', op: 'put', row: expect.objectContaining({ id: trainer.id, mealsEnabled: false }) }]);
    expect(mealsOn(profileIn(tOff))).toBe(false);
    expect(profileIn(await pull(client!, cDevice, cFirst.cursor))).toMatchObject({ mealsEnabled: false });

    expect((await setSwitch(admin, trainer.id, true)).status).toBe(200);
    expect(profileIn(await pull(trainer, tDevice, tOff.cursor))).toMatchObject({ mealsEnabled: true });
  });

  it('only an admin may turn it: the trainer\u2019s own attempt is refused and their profile stays on', async () => {
    const trainer = await makeTrainer(env.server.ctx.db);
    expect((await setSwitch(trainer, trainer.id, false)).status).toBe(403);
    expect(profileIn(await pull(trainer, uuidv7(), null))).toMatchObject({ mealsEnabled: true });
  });
});
