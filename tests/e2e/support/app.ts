import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { startTestServer, type TestServer } from '../../helpers/server';
import { startTestSmtp, type TestSmtp } from '../../helpers/smtp';

export interface E2eApp {
  server: TestServer;
  smtp: TestSmtp;
  close(): Promise<void>;
}

/**
 * The real server serving the built app (npm run build made dist/), on PGlite, with mail
 * delivered over SMTP to an in-process SMTP server so tests can open the mailed links.
 */
export async function startE2eApp(overrides: { demo?: boolean } = {}): Promise<E2eApp> {
  // BUILD_DIR: the build `BUILD_DIR=… npm run build` made, so two checkouts' runs need not share dist/.
  const distDir = resolve(process.env.BUILD_DIR ?? 'dist');
  if (!existsSync(resolve(distDir, 'index.html'))) throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  const smtp = await startTestSmtp();
  const server = await startTestServer('pglite', { smtpUrl: smtp.url, distDir, demo: overrides.demo ?? false });
  return {
    server,
    smtp,
    async close() {
      await server.close();
      await smtp.close();
    },
  };
}
