import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingRow } from '../../domain/onboarding/entity';
import { makeIdMap } from '../../domain/plans/copy';
import { addDays } from '../../domain/time/wall-time';
import { onboarding } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { BENCH, syncDevice } from './plans-fixtures';
import { expectJson } from './sessions-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

type Checklist = {
  expanded: boolean;
  dismissed: boolean;
  steps: { id: string; completed: boolean; source: string | null; can_complete_manually: boolean }[];
  completed_count: number;
  percent: number;
  next_step: string | null;
};

const today = () => new Date().toISOString().slice(0, 10);

describe.each(DB_KINDS)('onboarding on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
  }, 120_000);
  const db = () => server.ctx.db;
  const checklist = (token: string) => expectJson<Checklist>(server.api('/api/trainer/onboarding', { token }), 200);
  const done = async (token: string) => (await checklist(token)).steps.filter((s) => s.completed).map((s) => s.id);

  it('each step completes from the event that fulfils it, through sync push and REST, and the trainer’s device pulls it', async () => {
    const t = await makeTrainer(db(), 'Olga Onboard');
    const device = syncDevice(server, t.token);

    const fresh = await checklist(t.token);
    expect(fresh.steps.map((s) => s.id)).toEqual([
      'set-language',
      'install-pwa',
      'create-client',
      'invite-client',
      'prepare-exercises',
      'create-plan',
      'assign-plan',
      'schedule-session',
      'log-session',
    ]);
    expect(fresh).toMatchObject({ percent: 0, completed_count: 0, expanded: true, dismissed: false, next_step: 'set-language' });

    // Picking a language.
    expect((await server.api('/api/user/language', { token: t.token, body: { language: 'sk' } })).status).toBe(200);
    expect(await done(t.token)).toEqual(['set-language']);

    // A client created on a device (offline, say) completes create-client when its push is applied.
    const clientId = uuidv7();
    expect((await device.push({ name: 'client.create', args: { id: clientId, fields: { name: 'Nina New', email: 'nina.onboard@example.com' } } }))[0]!.status).toBe('ok');
    expect(await done(t.token)).toEqual(['set-language', 'create-client']);
    await device.pull();
    const [row] = device.table('onboarding') as OnboardingRow[];
    expect(row).toMatchObject({ id: t.id, userId: t.id, expanded: true, dismissedAt: null });
    expect(row!.steps.map((s) => [s.id, s.source])).toEqual([
      ['set-language', 'event'],
      ['create-client', 'event'],
    ]);

    // Inviting (REST: the invitation goes out online).
    expect((await server.api(`/api/clients/${clientId}/invitation`, { token: t.token, body: {} })).status).toBe(201);
    expect(await done(t.token)).toContain('invite-client');

    // An own exercise, a template plan, assigning it, a session, a logged exercise.
    const template = uuidv7();
    await device.push(
      { name: 'exercise.create', args: { id: uuidv7(), title: 'Sled push', categoryId: 'full-body' } },
      { name: 'plan.create', args: { id: template, title: 'Template' } },
      { name: 'block.add', args: { planId: template, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), exerciseId: BENCH, sets: 3 }] } },
    );
    expect(await done(t.token)).toEqual(['set-language', 'create-client', 'invite-client', 'prepare-exercises', 'create-plan']);
    await device.pull();
    const tree = { blocks: device.table('planBlocks') as never[], exercises: device.table('blockExercises') as never[] };
    expect((await device.push({ name: 'plan.assign', args: { templateId: template, clientId, newPlanId: uuidv7(), idMap: makeIdMap(tree, uuidv7) } }))[0]!.status).toBe('ok');
    expect(await done(t.token)).toContain('assign-plan');

    const sessionId = uuidv7();
    const session = { id: sessionId, title: 'Strength', type: 'in_person', clientIds: [clientId], planByClient: { [clientId]: null }, date: today(), time: '00:00', timeZone: 'UTC', durationMinutes: 60 };
    expect((await device.push({ name: 'session.create', args: session }))[0]!.status).toBe('ok');
    expect(await done(t.token)).toContain('schedule-session');
    expect((await checklist(t.token)).percent).toBe(Math.round((7 / 9) * 100));

    const log = { id: uuidv7(), sessionId, exerciseId: BENCH, order: 0, notes: null, loggedAt: new Date().toISOString() };
    expect((await device.push({ name: 'exerciseLog.create', args: log }))[0]!.status).toBe('ok');
    const after = await checklist(t.token);
    expect(after.steps.filter((s) => !s.completed).map((s) => s.id)).toEqual(['install-pwa']);
    expect(after).toMatchObject({ percent: 89, completed_count: 8, next_step: 'install-pwa' });

    // The app reports it runs installed.
    const installed = await expectJson<Checklist>(server.api('/api/trainer/onboarding/steps/install-pwa/complete', { token: t.token, body: { source: 'app' } }), 200);
    expect(installed).toMatchObject({ percent: 100, next_step: null });
    expect(installed.steps.find((s) => s.id === 'install-pwa')!.source).toBe('app');

    // The device learns every completion by pulling, in completion order.
    await device.pull();
    expect((device.table('onboarding') as OnboardingRow[])[0]!.steps).toHaveLength(9);
  });

  it('a resent or repeated event keeps the first completion, and a rolled back write completes nothing', async () => {
    const t = await makeTrainer(db());
    const device = syncDevice(server, t.token);
    const clientId = uuidv7();
    await device.push({ name: 'client.create', args: { id: clientId, fields: { name: 'First' } } });
    const [first] = await db().select().from(onboarding).where(eq(onboarding.id, t.id));
    await device.push({ name: 'client.create', args: { id: uuidv7(), fields: { name: 'Second' } } });
    const [second] = await db().select().from(onboarding).where(eq(onboarding.id, t.id));
    expect(second!.steps).toEqual(first!.steps);
    // A repeated completion touches no row, so no device pulls it again.
    expect(second!.rev).toBe(first!.rev);

    // A session for a client that is not the trainer's is refused: nothing is scheduled, no step completes.
    const other = await makeTrainer(db());
    const theirs = await makeClient(db(), other.id);
    const refused = await device.push({
      name: 'session.create',
      args: { id: uuidv7(), title: 'X', type: 'in_person', clientIds: [theirs.clientId], planByClient: { [theirs.clientId]: null }, date: addDays(today(), 3), time: '10:00', timeZone: 'UTC', durationMinutes: 60 },
    });
    expect(refused[0]!.status).not.toBe('ok');
    expect(await done(t.token)).toEqual(['create-client']);
  });

  it('manual completion: refused with a clear 4xx for set-language and create-client, allowed for the rest; the panel’s state is saved', async () => {
    const t = await makeTrainer(db());
    for (const step of ['set-language', 'create-client']) {
      const res = await server.api(`/api/trainer/onboarding/steps/${step}/complete`, { token: t.token, body: { source: 'manual' } });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({ code: 'manual_completion_not_allowed', message: 'This step completes by itself once you do it: it cannot be ticked by hand.' });
    }
    const unknown = await server.api('/api/trainer/onboarding/steps/fly-to-moon/complete', { token: t.token, body: {} });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'There is no such onboarding step.' });
    // Only install-pwa may say the app runs installed.
    expect((await server.api('/api/trainer/onboarding/steps/create-plan/complete', { token: t.token, body: { source: 'app' } })).status).toBe(422);
    expect(await done(t.token)).toEqual([]);

    // Without a body the source is manual.
    const ticked = await expectJson<Checklist>(server.api('/api/trainer/onboarding/steps/prepare-exercises/complete', { token: t.token, method: 'POST' }), 200);
    expect(ticked.steps.find((s) => s.id === 'prepare-exercises')).toMatchObject({ completed: true, source: 'manual' });
    expect(ticked.percent).toBe(11);

    // The same refusal through sync: the mutation is rejected, nothing changes.
    const [res] = await syncDevice(server, t.token).push({ name: 'onboarding.completeStep', args: { stepId: 'create-client', source: 'manual', at: new Date().toISOString() } });
    expect(res!.status).not.toBe('ok');
    expect(await done(t.token)).toEqual(['prepare-exercises']);

    // Collapse, dismiss, bring back.
    expect(await expectJson<Checklist>(server.api('/api/trainer/onboarding/state', { token: t.token, method: 'PATCH', body: { expanded: false } }), 200)).toMatchObject({ expanded: false, dismissed: false });
    expect(await expectJson<Checklist>(server.api('/api/trainer/onboarding/state', { token: t.token, method: 'PATCH', body: { dismissed: true } }), 200)).toMatchObject({ expanded: false, dismissed: true });
    expect((await server.api('/api/trainer/onboarding/state', { token: t.token, method: 'PATCH', body: {} })).status).toBe(422);
    expect((await server.api('/api/trainer/onboarding/state', { token: t.token, method: 'PATCH', body: { expanded: 'yes' } })).status).toBe(422);
    const device = syncDevice(server, t.token);
    expect((await device.push({ name: 'onboarding.setState', args: { dismissed: false, expanded: true, at: new Date().toISOString() } }))[0]!.status).toBe('ok');
    expect(await checklist(t.token)).toMatchObject({ expanded: true, dismissed: false });
  });

  it('refuses clients and admins, and another trainer’s calls and events never touch this trainer’s checklist', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const client = c.user!.token;

    for (const [path, init] of [
      ['/api/trainer/onboarding', {}],
      ['/api/trainer/onboarding/steps/create-plan/complete', { body: {} }],
      ['/api/trainer/onboarding/state', { method: 'PATCH', body: { dismissed: true } }],
    ] as const) {
      expect((await server.api(path, { ...init, token: client })).status).toBe(403);
      expect((await server.api(path, init)).status).toBe(401);
    }
    const [pushed] = await syncDevice(server, client).push({ name: 'onboarding.completeStep', args: { stepId: 'create-plan', source: 'manual', at: new Date().toISOString() } });
    expect(pushed!.status).not.toBe('ok');

    // A client logging a workout of their own completes nothing for the trainer.
    const clientDevice = syncDevice(server, client);
    await clientDevice.push({ name: 'workout.start', args: { sessionId: uuidv7(), title: 'Run', startedAt: new Date().toISOString() } });

    // The other trainer's ticks and events are theirs alone.
    await server.api('/api/trainer/onboarding/steps/create-plan/complete', { token: other.token, body: {} });
    await syncDevice(server, other.token).push({ name: 'client.create', args: { id: uuidv7(), fields: { name: 'Theirs' } } });
    expect(await done(other.token)).toEqual(['create-client', 'create-plan']);
    expect(await done(t.token)).toEqual([]);

    // Nobody else's device pulls the trainer's row: not their client, not another trainer.
    await server.api('/api/trainer/onboarding/steps/create-plan/complete', { token: t.token, body: {} });
    await clientDevice.pull();
    expect(clientDevice.table('onboarding')).toEqual([]);
    const otherDevice = syncDevice(server, other.token);
    await otherDevice.pull();
    expect((otherDevice.table('onboarding') as OnboardingRow[]).map((r) => r.id)).toEqual([other.id]);
  });
});
