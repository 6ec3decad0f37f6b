import { createServer as createHttpServer, type RequestListener } from 'node:http';
import { serve, type ServerType } from '@hono/node-server';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase } from './db/database';
import { announceAdminSetup, bootstrapAdmin } from './bootstrap/admin';
import { seedDemo, withDemoAdmin } from './bootstrap/demo';
import { SERVER_AREAS } from './areas';
import { createApp } from './http/app';
import { withFastPull } from './http/fast-pull';
import { createMailer } from './mail/mailer';
import { ensureAppSecret } from './settings';
import { pokeHub } from './replication/pokes';
import { prepareRateLimits } from './auth/rate-limit';
import { startNotificationJobs } from './areas/notifications/push/jobs';
import { vapidKeys } from './areas/notifications/push/vapid';
import { startPhotoSweep } from './areas/photos/files';

export interface RunningServer {
  url: string;
  port: number;
  ctx: AppContext;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

/** Opens the database (running migrations), prepares first-start data and listens. port 0 picks a free port. */
export async function startServer(given: Config): Promise<RunningServer> {
  const config = withDemoAdmin(given);
  const log = config.logLevel === 'silent' ? () => {} : (m: string) => console.log(`[repwise] ${m}`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log });
  const ctx: AppContext = {
    db: database.db,
    dbKind: database.kind,
    config,
    mailer,
    appSecret: await ensureAppSecret(database.db),
    log,
  };
  // Pokes reach devices connected to any process on the same PostgreSQL (LISTEN/NOTIFY).
  if (database.kind === 'postgres' && config.databaseUrl) await pokeHub(ctx).connectPostgres(config.databaseUrl, log);
  else if (database.listen) await pokeHub(ctx).connectLocal(database.listen);
  await prepareRateLimits(ctx);
  const adminSetup = await bootstrapAdmin(ctx);
  if (config.demo) await seedDemo(ctx);
  await vapidKeys(ctx.db);
  const app = createApp(ctx, SERVER_AREAS);
  const server: ServerType = await new Promise((resolve) => {
    // A pull with nothing new is answered from the cache before the app (server/http/fast-pull.ts).
    const createServer = ((opts: object, listener: RequestListener) => createHttpServer(opts, withFastPull(ctx, listener))) as typeof createHttpServer;
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host, createServer }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://localhost:${port}`;
  // Links in mails point at the address we really listen on unless APP_URL says otherwise.
  if (!config.appUrl) ctx.config = { ...config, appUrl: url };
  log(`listening on ${url} (database: ${database.kind}${database.kind === 'pglite' ? ` in ${config.dataDir}` : ''})`);
  if (adminSetup) announceAdminSetup(ctx, adminSetup);
  const jobs = startNotificationJobs(ctx);
  // Deleted photos' files leave the object store, whichever path deleted them.
  const photoSweep = startPhotoSweep(ctx);
  return {
    url,
    port,
    ctx,
    app,
    async close() {
      // Open event streams would hold close() until they time out: end them first.
      pokeHub(ctx).shutdown();
      await jobs.stop();
      await photoSweep.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pokeHub(ctx).close();
      await mailer.close();
      await database.close();
    },
  };
}
