import { createUser } from '../tests/helpers/accounts';
import { startTestServer } from '../tests/helpers/server';
import { median, percentile, type Bench, type Figure } from './lib';

/**
 * POST /api/login over HTTP against a real server on PostgreSQL (TEST_DATABASE_URL or the
 * local `test` database), argon2id hashing included. Many users, so the per-account rate limit
 * never interferes.
 */
const bench: Bench = {
  name: 'sign-in on PostgreSQL',
  async run() {
    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await startTestServer('postgres');
    try {
      const users = [];
      for (let i = 0; i < 80; i++) users.push(await createUser(server, { role: 'trainer' }));
      const login = async (u: { email: string; password: string }) => {
        const t0 = performance.now();
        const res = await server.api('/api/login', { body: { email: u.email, password: u.password } });
        if (res.status !== 200) throw new Error(`login answered ${res.status}`);
        await res.arrayBuffer();
        return performance.now() - t0;
      };
      for (const u of users.slice(0, 5)) await login(u); // warm-up

      const sequential: number[] = [];
      for (const u of users.slice(0, 40)) sequential.push(await login(u));

      const concurrency = 8;
      const queue = users.slice(0, 80);
      const t0 = performance.now();
      const concurrent: number[] = [];
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          for (let u = queue.shift(); u; u = queue.shift()) concurrent.push(await login(u));
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      const figures: Figure[] = [
        { name: 'sign-in latency, median (sequential, 40)', value: median(sequential), unit: 'ms', budget: 150 },
        { name: 'sign-in latency, p95 (sequential, 40)', value: percentile(sequential, 95), unit: 'ms' },
        { name: `sign-ins per second with ${concurrency} concurrent callers`, value: concurrent.length / seconds, unit: 'req/s' },
        { name: `sign-in latency, median with ${concurrency} concurrent callers`, value: median(concurrent), unit: 'ms' },
      ];
      return figures;
    } finally {
      await server.close();
    }
  },
};
export default bench;
