import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { loadConfig, type Config } from '../../server/config';
import { startServer, type RunningServer } from '../../server/start';
import { createPgDatabase } from './databases';
import { seedPgliteDataDir } from './db-template';

export interface TestServer extends RunningServer {
  dataDir: string;
  /** fetch against the server with the headers the app sends. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
}

/** A real server on a free port, on PGlite (in a temp dir) or a fresh PostgreSQL database. */
export async function startTestServer(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'repwise-test-'));
  const pgdb = kind === 'postgres' ? await createPgDatabase() : null;
  if (kind === 'pglite' && overrides.dataDir === undefined) seedPgliteDataDir(dataDir);
  const config: Config = {
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: pgdb?.url,
    logLevel: 'silent',
    ...overrides,
  };
  const server = await startServer(config);
  return {
    ...server,
    dataDir,
    api(path, init = {}) {
      const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', ...init.headers };
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (init.token) headers.Authorization = `Bearer ${init.token}`;
      return fetch(server.url + path, {
        method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
        headers,
        body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
      });
    },
    async close() {
      await server.close();
      await pgdb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A server for the tests of one describe block: started before its first test, closed after its last (read it as `env.server`). */
export function serverForSuite(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): { readonly server: TestServer } {
  const env = {} as { server: TestServer };
  beforeAll(async () => {
    env.server = await startTestServer(kind, overrides);
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}
