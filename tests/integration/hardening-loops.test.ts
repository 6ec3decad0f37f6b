import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { resolve } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS } from '../../domain/sessions/calendar';
import { SESSION_MESSAGES as SM } from '../../domain/sessions/messages';
import { SERIES_MAX_SPAN_DAYS } from '../../domain/sessions/recurrence';
import { SESSION_CLIENTS_MAX } from '../../domain/sessions/rows';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { addDays } from '../../domain/time/wall-time';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';
import { MESSAGES } from '../../domain/messages';

/**
 * Issue 27: no request makes the server loop (item 1) or run a loop whose
 * length the request chooses. The server runs in a child process: a request
 * that never ends is cut by the test's deadline and the test fails, where an
 * in-process server would hang the test runner.
 */
interface Started {
  child: ChildProcess;
  url: string;
  token: string;
  trainerId: string;
  clientId: string;
  clientToken: string;
}

function startChild(kind: string): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/integration/hardening-loops-server.ts', kind], { cwd: resolve('.'), env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const line = output.split('\n').find((l) => l.startsWith('{"url"'));
      if (line) {
        clearTimeout(timer);
        ok({ child, ...(JSON.parse(line) as Omit<Started, 'child'>) });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const today = () => new Date().toISOString().slice(0, 10);

describe.each(DB_KINDS)('no request loops without end on %s', (kind) => {
  let s: Started;
  beforeAll(async () => {
    s = await startChild(kind);
  }, 90_000);
  afterAll(async () => {
    if (!s || s.child.exitCode !== null) return;
    const exited = new Promise<void>((ok) => s.child.on('exit', () => ok()));
    s.child.kill('SIGTERM');
    // A process stuck in a loop never runs its SIGTERM handler.
    const stuck = setTimeout(() => s.child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(stuck);
  }, 15_000);

  /** A request the server must answer within `ms` (it throws a TimeoutError otherwise). */
  async function call(path: string, init: { method?: string; body?: unknown; token?: string } = {}, ms = 1_000): Promise<{ status: number; body: any; ms: number }> {
    const t0 = Date.now();
    const res = await fetch(s.url + path, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        Accept: 'application/json',
        Authorization: `Bearer ${init.token ?? s.token}`,
        ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      signal: AbortSignal.timeout(ms),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, ms: Date.now() - t0 };
  }
  const seriesCount = async () => ((await call('/api/training-session-series', {}, 5_000)).body.data as unknown[]).length;

  const seriesBody = (over: Record<string, unknown>) => ({
    title: 'Strength',
    client_id: s.clientId,
    date: addDays(today(), 7),
    time: '18:00',
    duration_minutes: 60,
    recurrence: { unit: 'weeks', interval: 1, weekdays: [0], max_sessions: 4 },
    ...over,
  });
  const seriesArgs = (over: Record<string, unknown>) => ({
    id: uuidv7(),
    title: 'Strength',
    type: 'in_person',
    clientIds: [s.clientId],
    planByClient: { [s.clientId]: null },
    date: addDays(today(), 7),
    time: '18:00',
    durationMinutes: 60,
    recurrence: { unit: 'weeks', interval: 1, weekdays: [0], maxSessions: 4 },
    ...over,
  });
  const push = (args: unknown) =>
    call('/api/sync/push', { body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'series.create', args }] } });

  it('a series dated "x" is refused with 422 within a second, by REST and by sync push, and the server goes on answering', { timeout: 20_000 }, async () => {
    // Warm the routes, so the deadline measures the request and not the first compile.
    expect(await seriesCount()).toBe(0);
    for (const recurrence of [
      { unit: 'weeks', interval: 1, weekdays: [0], max_sessions: 4 },
      { unit: 'months', interval: 1, day_of_month: 5, end_date: '2030-01-01' },
    ]) {
      const r = await call('/api/training-session-series', { body: seriesBody({ date: 'x', recurrence }) });
      expect(r.status).toBe(422);
      expect(r.body.errors).toEqual({ date: [SM.sessionDateInvalid] });
    }
    for (const recurrence of [
      { unit: 'weeks', interval: 1, weekdays: [0], maxSessions: 4 },
      { unit: 'months', interval: 1, dayOfMonth: 5, endDate: '2030-01-01' },
    ]) {
      const r = await push(seriesArgs({ date: 'x', recurrence }));
      expect(r.status).toBe(200);
      expect(r.body.results[0]).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: SM.sessionDateInvalid } });
    }
    // The process is free for the next request, and nothing was stored.
    expect(await seriesCount()).toBe(0);
    expect((await call('/api/training-sessions')).status).toBe(200);
  });

  it('a series longer than SERIES_MAX_YEARS is refused with 422, by REST, sync push, a split and an edit, and nothing is stored', { timeout: 20_000 }, async () => {
    const start = addDays(today(), 7);
    const tooLong = [
      { unit: 'days', interval: 1, end_date: '9999-12-31' },
      { unit: 'days', interval: 1, end_date: addDays(start, SERIES_MAX_SPAN_DAYS + 1) },
      { unit: 'months', interval: 99, day_of_month: 5, max_sessions: 500 },
    ];
    for (const recurrence of tooLong) {
      const r = await call('/api/training-session-series', { body: seriesBody({ date: start, recurrence }) });
      expect(r.status, JSON.stringify(r.body)).toBe(422);
      expect(Object.values(r.body.errors).flat()).toEqual([SM.seriesTooLong]);
    }
    const pushed = await push(seriesArgs({ date: start, recurrence: { unit: 'weeks', interval: 1, weekdays: [0], endDate: '9999-12-31' } }));
    expect(pushed.body.results[0]).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: SM.seriesTooLong } });
    expect(await seriesCount()).toBe(0);

    // A series within the limit, then edits that would take it past it.
    const made = await call('/api/training-session-series', { body: seriesBody({ date: start, recurrence: { unit: 'days', interval: 1, max_sessions: 10 } }) });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.data.id as string;
    const edit = await call(`/api/training-session-series/${id}`, { method: 'PUT', body: { recurrence: { unit: 'days', interval: 1, end_date: '9999-12-31' } } });
    expect(edit.status, JSON.stringify(edit.body)).toBe(422);
    expect(Object.values(edit.body.errors).flat()).toEqual([SM.seriesTooLong]);
    const split = await call('/api/sync/push', {
      body: {
        protocolVersion: PROTOCOL_VERSION,
        deviceId: uuidv7(),
        mutations: [{ id: 1, name: 'series.split', args: { id, occurrenceDate: addDays(start, 2), newSeriesId: uuidv7(), changes: { recurrence: { unit: 'days', interval: 1, endDate: '9999-12-31' } } } }],
      },
    });
    expect(split.body.results[0]).toMatchObject({ status: 'error', error: { code: 'validation_failed', message: SM.seriesTooLong } });
    const after = await call(`/api/training-session-series/${id}`);
    expect(after.body.data.recurrence).toMatchObject({ max_sessions: 10, end_date: null });
    expect(await seriesCount()).toBe(1);
  });

  it('a group session with more than SESSION_CLIENTS_MAX clients is refused with 422 saying so, even with 60,000 of them', { timeout: 20_000 }, async () => {
    const ids = (n: number) => Array.from({ length: n }, () => uuidv7());
    for (const n of [SESSION_CLIENTS_MAX + 1, 60_000]) {
      const clientIds = ids(n);
      const r = await call('/api/training-sessions', { body: { title: 'Group', type: 'group', client_ids: clientIds, date: addDays(today(), 7), time: '18:00', duration_minutes: 60 } }, 5_000);
      expect(r.status).toBe(422);
      expect(Object.values(r.body.errors).flat()).toContain(SM.tooManyClients);
    }
    expect((await call('/api/training-sessions')).body.data).toEqual([]);
  });

  it('a calendar range longer than CALENDAR_RANGE_MAX_DAYS, or reversed, is refused with a message saying so', async () => {
    const from = today();
    const ok = await call(`/api/training-sessions?start=${from}&end=${addDays(from, CALENDAR_RANGE_MAX_DAYS - 1)}`, {}, 5_000);
    expect(ok.status).toBe(200);
    const long = await call(`/api/training-sessions?start=2000-01-01&end=2099-12-31`);
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ end: [SM.calendarRangeTooLong] });
    const reversed = await call(`/api/training-sessions?start=${from}&end=${addDays(from, -1)}`);
    expect(reversed.body.errors).toEqual({ end: [SM.calendarRangeReversed] });
  });
});

describe('per-request time limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { requestTimeLimitMs: 500 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a request whose body never comes is cut with 503 and Retry-After, others are answered meanwhile, and the event stream stays open', { timeout: 20_000 }, async () => {
    const t = await makeTrainer(server.ctx.db);
    const t0 = Date.now();
    // node:http, since fetch reads no answer before its upload ends.
    const u = new URL(server.url + '/api/training-session-series');
    let req: http.ClientRequest | undefined;
    const slow = new Promise<{ status: number; retryAfter: string | undefined; body: string }>((ok, fail) => {
      req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', Authorization: `Bearer ${t.token}` } },
        (res) => {
          let body = '';
          res.on('data', (d: Buffer) => (body += d.toString()));
          res.on('end', () => ok({ status: res.statusCode!, retryAfter: res.headers['retry-after'], body }));
        },
      );
      req.on('error', fail);
      req.write('{"title":');
    });
    const events = await fetch(server.url + '/api/sync/events', { headers: { Accept: 'text/event-stream', Authorization: `Bearer ${t.token}` } });
    expect((await server.api('/api/training-sessions', { token: t.token })).status).toBe(200);
    const cut = new Promise<never>((_, fail) => setTimeout(() => fail(new Error('the request was not cut by the time limit')), 3_000));
    const res = await Promise.race([slow, cut]).finally(() => req!.destroy());
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(res.status).toBe(503);
    expect(res.retryAfter).toBe('5');
    expect(JSON.parse(res.body)).toEqual({ message: MESSAGES.requestTimedOut, code: 'request_timed_out' });
    // Past the limit the stream is still open.
    await new Promise((ok) => setTimeout(ok, 700));
    expect(events.status).toBe(200);
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const reader = events.body!.getReader();
    const next = await Promise.race([reader.read(), new Promise<'open'>((ok) => setTimeout(() => ok('open'), 200))]);
    expect(next === 'open' || next.done === false).toBe(true);
    await reader.cancel();
    expect(((await (await server.api('/api/training-session-series', { token: t.token })).json()) as { data: unknown[] }).data).toEqual([]);
  });
});
