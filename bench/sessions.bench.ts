import { sql } from 'drizzle-orm';
import { addDays, mondayOf } from '../domain/time/wall-time';
import { startTestServer } from '../tests/helpers/server';
import { makeClient, makeTrainer } from '../tests/integration/sync-fixtures';
import { percentile, type Bench, type Figure } from './lib';

/**
 * GET /api/training-sessions for a month holding 2,000 sessions (single
 * sessions of 20 clients, plus 10 weekly series expanded in the query) on
 * PostgreSQL (TEST_DATABASE_URL or the local `test` database): p95 of 100
 * requests, budget 50 ms.
 */
const bench: Bench = {
  name: 'sessions calendar on PostgreSQL',
  async run() {
    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await startTestServer('postgres');
    const figures: Figure[] = [];
    try {
      const db = server.ctx.db;
      const trainer = await makeTrainer(db);
      const clientIds: string[] = [];
      for (let i = 0; i < 20; i++) clientIds.push((await makeClient(db, trainer.id)).clientId);
      const ids = `{${clientIds.join(',')}}`;
      const month = mondayOf(addDays(new Date().toISOString().slice(0, 10), 30));
      const last = addDays(month, 27);
      // 1,920 single sessions over the 4 weeks, 10 series adding 8 sessions each (80): 2,000 in the range.
      await db.execute(sql`
        insert into training_sessions (id, space_id, client_ids, title, type, plan_by_client, date, time, time_zone, duration_minutes, approval_by_client, starts_at)
        select gen_random_uuid(), ${trainer.id}::uuid, array[(${ids}::uuid[])[1 + g % 20]], 'Session ' || g, 'in_person',
               jsonb_build_object((${ids}::uuid[])[1 + g % 20], null), (${month}::date + (g % 28)),
               lpad((6 + g % 14)::text, 2, '0') || ':00', 'Europe/Bratislava', 60,
               jsonb_build_object((${ids}::uuid[])[1 + g % 20], 'pending'),
               ((${month}::date + (g % 28))::timestamp + ((6 + g % 14) || ' hours')::interval) at time zone 'Europe/Bratislava'
        from generate_series(1, 1920) g`);
      // Sessions outside the month, which the query must skip.
      await db.execute(sql`
        insert into training_sessions (id, space_id, client_ids, title, type, plan_by_client, date, time, time_zone, duration_minutes, approval_by_client, starts_at)
        select gen_random_uuid(), ${trainer.id}::uuid, array[(${ids}::uuid[])[1]], 'Old', 'in_person', '{}'::jsonb,
               (${month}::date - 40 - g % 300), '10:00', 'Europe/Bratislava', 60, '{}'::jsonb,
               (${month}::date - 40 - g % 300)::timestamp at time zone 'Europe/Bratislava'
        from generate_series(1, 5000) g`);
      for (let i = 0; i < 10; i++) {
        const c = clientIds[i]!;
        const res = await server.api('/api/training-session-series', {
          token: trainer.token,
          body: { title: `Series ${i}`, client_id: c, date: month, time: `${String(7 + i).padStart(2, '0')}:30`, recurrence: { unit: 'weeks', interval: 1, weekdays: [i % 7, (i + 3) % 7], end_date: addDays(month, 120) } },
        });
        if (res.status !== 201) throw new Error(`series answered ${res.status}: ${await res.text()}`);
      }
      await db.execute(sql`analyze training_sessions`);
      const get = async () => {
        const t = performance.now();
        const res = await server.api(`/api/training-sessions?start=${month}&end=${last}`, { token: trainer.token });
        const body = (await res.json()) as { data: unknown[] };
        const ms = performance.now() - t;
        if (res.status !== 200 || body.data.length !== 2000) throw new Error(`answered ${res.status} with ${body.data.length} sessions`);
        return ms;
      };
      for (let i = 0; i < 10; i++) await get();
      const samples: number[] = [];
      for (let i = 0; i < 100; i++) samples.push(await get());
      figures.push({ name: 'GET /api/training-sessions, a month of 2,000 sessions, median', value: percentile(samples, 50), unit: 'ms' });
      figures.push({ name: 'GET /api/training-sessions, a month of 2,000 sessions, p95', value: percentile(samples, 95), unit: 'ms', budget: 50 });
    } finally {
      await server.close();
    }
    return figures;
  },
};

export default bench;
