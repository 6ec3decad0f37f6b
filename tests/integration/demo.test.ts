import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { invitationStatusOf } from '../../domain/clients/invitation';
import { isOwnExerciseId } from '../../domain/mutations/plan';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_TRAINER, seedDemo } from '../../server/bootstrap/demo';
import { blockExercises, clientInvitations, clients, exercises, planBlocks, trainingPlans, users, weightLogs } from '../../server/db/schema';
import { syncDevice } from './plans-fixtures';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

async function signInAs(server: TestServer, email: string): Promise<{ token: string; user: UserDto }> {
  const res = await server.api('/api/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, email).toBe(200);
  return (await res.json()) as { token: string; user: UserDto };
}

/** What a freshly signed-in device of this person pulls: everything the app shows them. */
async function deviceOf(server: TestServer, email: string) {
  const { token, user } = await signInAs(server, email);
  const device = syncDevice(server, token);
  await device.pull();
  return { user, device };
}

describe.each(DB_KINDS)('npm run demo (DEMO=1) on %s', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      server = await startTestServer(kind, { demo: true, logLevel: 'info' });
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has an admin with the documented password, and says how to sign in', async () => {
    const { user } = await signInAs(server, DEMO_ADMIN.email);
    expect(user.role).toBe('admin');
    expect(logged.some((l) => l.includes(DEMO_TRAINER.email) && l.includes(DEMO_ADMIN.email) && l.includes(DEMO_PASSWORD)), logged.join('\n')).toBe(true);
  });

  it('shows the trainer clients with goals and rates, invitations in every state, plans with supersets and set targets, and months of weights', async () => {
    const { user, device } = await deviceOf(server, DEMO_TRAINER.email);
    expect(user).toMatchObject({ role: 'trainer', name: DEMO_TRAINER.name, registration_status: 'active' });

    const list = device.table('clients');
    expect(list.map((c) => c.name).sort()).toEqual(DEMO_CLIENTS.map((c) => c.name).sort());
    for (const c of list) expect(c.goal, String(c.name)).toBeTruthy(), expect(Number(c.hourlyRate)).toBeGreaterThan(0);
    const states = list.map((c) => invitationStatusOf(c as Parameters<typeof invitationStatusOf>[0])).sort();
    expect(states).toEqual(['accepted', 'accepted', 'accepted', 'expired', 'pending', 'revoked']);

    const plans = device.table('trainingPlans');
    expect(plans.filter((p) => p.isTemplate)).toHaveLength(2);
    const clientPlans = plans.filter((p) => !p.isTemplate);
    expect(new Set(clientPlans.map((p) => p.clientId)).size).toBe(4);
    const blocks = device.table('planBlocks');
    expect(blocks.filter((b) => b.type === 'superset').length).toBeGreaterThanOrEqual(4);
    const entries = device.table('blockExercises');
    expect(entries.every((e) => Array.isArray(e.setTargets) && e.setTargets.length === e.sets)).toBe(true);
    expect(entries.some((e) => (e.setTargets as Row[]).some((t) => t.weight !== undefined && t.reps !== undefined))).toBe(true);
    const own = device.table('exercises').map((e) => e.id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    const used = entries.map((e) => String(e.exerciseId));
    expect(used.some((id) => !isOwnExerciseId(id))).toBe(true);
    expect(used.filter(isOwnExerciseId).every((id) => own.includes(id))).toBe(true);
    expect(used.some(isOwnExerciseId)).toBe(true);

    const weights = device.table('weightLogs');
    const byClient = new Map<string, Row[]>();
    for (const w of weights) byClient.set(String(w.clientId), [...(byClient.get(String(w.clientId)) ?? []), w]);
    expect(byClient.size).toBe(3);
    for (const [, logs] of byClient) {
      const times = logs.map((w) => Date.parse(String(w.loggedAt))).sort((a, b) => a - b);
      expect(times.at(-1)! - times[0]!).toBeGreaterThan(90 * DAY_MS);
      expect(logs.length).toBeGreaterThan(20);
    }
  });

  it('shows a client only their own record, plans and weights, with a trend that goes where their goal does', async () => {
    const { user, device } = await deviceOf(server, 'adam@repwise.app');
    expect(user.role).toBe('client');
    const mine = device.table('clients');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: user.client!.id, goal: 'weightloss' });
    const plans = device.table('trainingPlans');
    expect(plans.map((p) => p.title).sort()).toEqual(['Conditioning', 'Full body A']);
    expect(plans.every((p) => p.clientId === user.client!.id)).toBe(true);
    expect(device.table('planBlocks').some((b) => b.type === 'superset')).toBe(true);

    const weights = device.table('weightLogs').sort((a, b) => Date.parse(String(a.loggedAt)) - Date.parse(String(b.loggedAt)));
    expect(weights.every((w) => w.clientId === user.client!.id)).toBe(true);
    const mean = (ws: Row[]) => ws.reduce((s, w) => s + Number(w.weightKg), 0) / ws.length;
    expect(mean(weights.slice(0, 10)) - mean(weights.slice(-10))).toBeGreaterThan(3);
    // Noise, not a ruler: consecutive entries do not all step the same way.
    const steps = weights.slice(1).map((w, i) => Math.sign(Number(w.weightKg) - Number(weights[i]!.weightKg)));
    expect(steps.filter((s) => s > 0).length).toBeGreaterThan(5);
  });

  it('starting again adds nothing, quickly', async () => {
    const tables = [users, clients, clientInvitations, exercises, trainingPlans, planBlocks, blockExercises, weightLogs];
    const counts = () => Promise.all(tables.map(async (t) => (await server.ctx.db.select({ n: count() }).from(t))[0]!.n));
    const before = await counts();
    const started = Date.now();
    await seedDemo(server.ctx);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await counts()).toEqual(before);
  });
});
