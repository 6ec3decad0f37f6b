import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../server/auth/rate-limit';
import { pageViews } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeAdmin } from './sync-fixtures';

/*
 * POST /api/page-views (docs/rules/admin.md "Page views", issue #13): counts only (day, path, language,
 * referrer host), no cookie, nothing personal; only its shape; rate-limited per
 * address; the counts feed the admin analytics.
 */
describe.each(DB_KINDS)('page views on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    // Behind a "proxy" (X-Forwarded-For trusted), so each test can be its own address.
    server = await startTestServer(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (body: unknown, ip = '198.51.100.1') => server.api('/api/page-views', { body, headers: { 'X-Forwarded-For': ip } });

  it('counts a view per day, path, language and referrer host, sets no cookie and stores no address', async () => {
    const res = await send({ path: '/sk/alternatives/trainerize', language: 'sk', referrer: 'https://www.google.com/search?q=repwise' });
    expect(res.status).toBe(204);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await send({ path: '/sk/alternatives/trainerize/', language: 'sk', referrer: 'https://www.google.com/' })).status).toBe(204);
    expect((await send({ path: '/trainer/clients/0190f3a2-7c1e-7000-8000-000000000001', language: 'en' })).status).toBe(204);
    const rows = await server.ctx.db.select().from(pageViews);
    expect(rows).toEqual(
      expect.arrayContaining([
        { day: new Date().toISOString().slice(0, 10), path: '/sk/alternatives/trainerize', language: 'sk', referrerHost: 'www.google.com', views: 2 },
        expect.objectContaining({ path: '/trainer/clients/:id', language: 'en', referrerHost: '', views: 1 }),
      ]),
    );
    expect(Object.keys(rows[0]!).sort()).toEqual(['day', 'language', 'path', 'referrerHost', 'views']);

    const admin = await makeAdmin(server.ctx.db);
    const analytics = (await (await server.api('/api/admin/analytics', { token: admin.token })).json()) as {
      data: { page_views: Array<{ path: string; sk: number; total: number }>; referrers: Array<{ host: string; views: number }> };
    };
    expect(analytics.data.page_views).toContainEqual(expect.objectContaining({ path: '/sk/alternatives/trainerize', sk: 2, total: 2 }));
    expect(analytics.data.referrers).toContainEqual({ host: 'www.google.com', views: 2 });
  });

  it('accepts only its shape: anything else is a 422 and counts nothing', async () => {
    const before = (await server.ctx.db.select().from(pageViews)).reduce((n, r) => n + r.views, 0);
    for (const bad of [
      {},
      { path: '/', language: 'de' },
      { path: 'https://evil.example/', language: 'en' },
      { path: '/<script>', language: 'en' },
      { path: `/${'a'.repeat(300)}`, language: 'en' },
      { path: '/', language: 'en', email: 'someone@example.com' },
      { path: '/', language: 'en', referrer: 42 },
      [],
    ]) {
      expect((await send(bad)).status, JSON.stringify(bad)).toBe(422);
    }
    const notJson = await fetch(`${server.url}/api/page-views`, { method: 'POST', body: 'path=/', headers: { 'Content-Type': 'text/plain' } });
    expect(notJson.status).toBeGreaterThanOrEqual(400);
    expect(notJson.status).toBeLessThan(500);
    expect((await server.ctx.db.select().from(pageViews)).reduce((n, r) => n + r.views, 0)).toBe(before);
  });

  it('limits each address, not everyone: the address over its limit gets 429 with Retry-After', async () => {
    const { points } = RATE_LIMITS.pageViewsPerIp;
    const statuses: number[] = [];
    for (let i = 0; i < points + 2; i++) statuses.push((await send({ path: '/', language: 'en' }, '203.0.113.7')).status);
    expect(statuses.slice(0, points).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(points)).toEqual([429, 429]);
    const refused = await send({ path: '/', language: 'en' }, '203.0.113.7');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still counts.
    expect((await send({ path: '/', language: 'en' }, '203.0.113.8')).status).toBe(204);
  });
});
