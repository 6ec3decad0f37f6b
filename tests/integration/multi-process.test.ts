import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { openDatabase, type Database } from '../../server/db/database';
import { createPgDatabase } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';

/**
 * Two server processes (`npm run serve`, as N stateless processes would run)
 * on one PostgreSQL database: a push served by one pokes a device whose event
 * stream is held by the other (LISTEN/NOTIFY), and the login limit counts
 * attempts made through both (rate limits in PostgreSQL).
 */
const hasPg = !!process.env.TEST_DATABASE_URL;

interface Proc {
  url: string;
  child: ChildProcess;
}

async function startProcess(databaseUrl: string, dataDir: string): Promise<Proc> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: resolve('.'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'info', DEMO: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 45_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const m = /listening on (http:\/\/\S+)/.exec(output);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => fail(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { url, child };
}

function stop(p: Proc | undefined): Promise<void> {
  if (!p || p.child.exitCode !== null) return Promise.resolve();
  return new Promise((ok) => {
    p.child.on('exit', () => ok());
    p.child.kill('SIGTERM');
  });
}

const api = (base: string, path: string, body: unknown, token?: string) =>
  fetch(base + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

describe.skipIf(!hasPg)('two server processes on one PostgreSQL', () => {
  let pgdb: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let a: Proc;
  let b: Proc;
  let db: Database;
  beforeAll(async () => {
    pgdb = await createPgDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'repwise-multi-'));
    // The first one migrates; the second finds the schema in place.
    a = await startProcess(pgdb.url, join(dataDir, 'a'));
    b = await startProcess(pgdb.url, join(dataDir, 'b'));
    db = await openDatabase({ databaseUrl: pgdb.url });
  }, 120_000);
  afterAll(async () => {
    await Promise.all([stop(a), stop(b)]);
    await db?.close();
    await pgdb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a push on one process pokes a device listening on the other', async () => {
    const trainer = await makeTrainer(db.db);
    const { clientId } = await makeClient(db.db, trainer.id);
    const res = await fetch(`${b.url}/api/sync/events`, { headers: { Authorization: `Bearer ${trainer.token}`, 'X-Requested-With': 'XMLHttpRequest' } });
    expect(res.status).toBe(200);
    const events: string[] = [];
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    void (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (const m of buffer.matchAll(/^event: (.*)$/gm)) events.push(m[1]!);
        buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
      }
    })();
    try {
      await vi.waitFor(() => expect(events).toEqual(['ready']), { timeout: 10_000 });
      const pushed = await api(a.url, '/api/sync/push', {
        protocolVersion: PROTOCOL_VERSION,
        deviceId: uuidv7(),
        mutations: [{ id: 1, name: 'weightLog.create', args: { id: uuidv7(), clientId, weightKg: 70, loggedAt: new Date().toISOString() } }],
      }, trainer.token);
      expect(pushed.status).toBe(200);
      await vi.waitFor(() => expect(events).toEqual(['ready', 'poke']), { timeout: 10_000 });
    } finally {
      await reader.cancel().catch(() => {});
    }
  });

  it('counts failed logins across both processes', async () => {
    const email = `nobody-${uuidv7()}@example.com`;
    const statuses: number[] = [];
    // 5 failures per account per 15 minutes: alternating processes, the sixth is refused whichever answers.
    for (let i = 0; i < 6; i++) {
      const res = await api(i % 2 ? b.url : a.url, '/api/login', { email, password: 'wrong-password-123' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429)).toBe(true);
    expect(statuses[5]).toBe(429);
  });
});
