import { afterAll, beforeAll } from 'vitest';
import type { Config } from '../../server/config';
import { startTestServer, type TestServer } from './server';
import { startTestSmtp, type TestSmtp } from './smtp';

/**
 * Registers hooks that start a real server whose mail goes over SMTP to an
 * in-process SMTP server, for the enclosing describe block; read the fields
 * inside tests (they are set once beforeAll has run).
 */
export function useServerWithMail(kind: 'pglite' | 'postgres', overrides: Partial<Config> = {}): { server: TestServer; smtp: TestSmtp } {
  const env = {} as { server: TestServer; smtp: TestSmtp };
  beforeAll(async () => {
    env.smtp = await startTestSmtp();
    env.server = await startTestServer(kind, { ...overrides, smtpUrl: env.smtp.url });
  });
  afterAll(async () => {
    await env.server?.close();
    await env.smtp?.close();
  });
  return env;
}
