import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { REQUEST_TIMED_OUT_RETRY_AFTER_S, TIME_LIMIT_EXEMPT, timeLimit } from '../../server/http/time-limit';

/** Issue 27: a request still running at the time limit is cut with a translated 503 and Retry-After; streams are exempt. */
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

function app(limitMs: number) {
  const a = new Hono();
  a.use('/api/*', timeLimit(limitMs));
  a.onError((err, c) => (err instanceof HTTPException ? err.getResponse() : c.json({ message: MESSAGES.serverError }, 500)));
  a.get('/api/slow', async (c) => {
    await sleep(2_000);
    return c.json({ done: true });
  });
  a.get('/api/quick', (c) => c.json({ done: true }));
  for (const path of TIME_LIMIT_EXEMPT) {
    a.all(path, async (c) => {
      await sleep(300);
      return c.json({ stream: true });
    });
  }
  return a;
}

describe('per-request time limit', () => {
  it('answers a request still running at the limit with 503, the translated message and Retry-After, at the limit', async () => {
    const t0 = Date.now();
    const res = await app(100).request('/api/slow');
    const took = Date.now() - t0;
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBe(String(REQUEST_TIMED_OUT_RETRY_AFTER_S));
    expect(await res.json()).toEqual({ message: MESSAGES.requestTimedOut, code: 'request_timed_out' });
    expect(took).toBeLessThan(1_000);
  });

  it('lets a quick request through untouched', async () => {
    const res = await app(100).request('/api/quick');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
  });

  it('does not limit the event stream, pull streams or the export', async () => {
    expect(TIME_LIMIT_EXEMPT).toEqual(['/api/sync/events', '/api/sync/pull', '/api/export']);
    for (const path of TIME_LIMIT_EXEMPT) {
      const res = await app(50).request(path, { method: path === '/api/sync/pull' ? 'POST' : 'GET' });
      expect(res.status, path).toBe(200);
    }
  });

  it('the process answers others while a request waits on slow async work', async () => {
    const a = app(1_000);
    const slow = a.request('/api/slow');
    const t0 = Date.now();
    expect((await a.request('/api/quick')).status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(500);
    expect((await slow).status).toBe(503);
  });
});
