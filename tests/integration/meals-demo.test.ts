import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/bootstrap/demo';
import { localDateOf } from '../../domain/meals/local-day';
import { startTestServer, type TestServer } from '../helpers/server';

/** The demo's meals (server/bootstrap/demo/meals.ts): what the Meals screens will show first. */
describe('the demo\u2019s meals', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer('pglite', { demo: true })));
  afterAll(async () => server?.close());

  const tokenOf = async (email: string) => ((await (await server.api('/api/login', { body: { email, password: DEMO_PASSWORD } })).json()) as { token: string }).token;

  it('gives the trainer meals and a week\u2019s plan, and Adam his copy of it with days of logs and totals', async () => {
    const trainer = await tokenOf('demo@repwise.app');
    const meals = (await (await server.api('/api/trainer/meals', { token: trainer })).json()) as { data: { totals: { calories: number } }[] };
    expect(meals.data.length).toBeGreaterThanOrEqual(6);
    expect(meals.data.every((m) => m.totals.calories > 100)).toBe(true);
    const plans = (await (await server.api('/api/trainer/meal-plans', { token: trainer })).json()) as { data: { days: number; meals: unknown[] }[] };
    expect(plans.data).toHaveLength(1);
    expect(plans.data[0]!.days).toBe(7);

    const adam = await tokenOf('adam@repwise.app');
    const own = (await (await server.api('/api/client/meal-plans', { token: adam })).json()) as { data: { is_template: boolean; meals: unknown[] }[] };
    expect(own.data).toHaveLength(1);
    expect(own.data[0]!.meals.length).toBe(plans.data[0]!.meals.length);
    const yesterday = localDateOf(new Date(Date.now() - 86_400_000), 'Europe/Bratislava');
    const day = (await (await server.api(`/api/client/meal-logs/date/${yesterday}`, { token: adam })).json()) as { data: { totals: { calories: number; total_logs: number; water_ml: number } } };
    expect(day.data.totals.total_logs).toBeGreaterThanOrEqual(3);
    expect(day.data.totals.calories).toBeGreaterThan(1000);
    expect(day.data.totals.water_ml).toBeGreaterThan(0);
  });
});
