import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '../../domain/messages';
import { PHOTO_MAX_BYTES, PHOTO_UPLOAD_PATH } from '../../domain/photos/photo';
import type { AppContext, HonoEnv } from '../context';
import { DomainError } from '../errors';
import { compressJson } from './compression';
import { badTextResponse, errorResponse, validationResponse } from './errors';
import { securityHeaders } from './security-headers';
import { timeLimit } from './time-limit';
import type { ServerAreas } from '../replication/area';
import { registerHealthRoutes } from './health';
import { registerSyncRoutes } from './sync';
import { serveApp } from './static';

/** The HTTP app over the given areas (server/areas/index.ts): their routes, and sync's push and pull over their tables and commands. */
export function createApp(ctx: AppContext, areas: ServerAreas) {
  const app = new OpenAPIHono<HonoEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationResponse(c, result.error);
    },
  });

  app.use('*', async (c, next) => {
    c.set('ctx', ctx);
    await next();
  });
  app.use('*', securityHeaders({ countryLookupUrl: ctx.config.countryLookupUrl }));
  // Slow async work (a slow database, a body sent slowly) is cut with a 503; streams are exempt (time-limit.ts).
  app.use('/api/*', timeLimit(ctx.config.requestTimeLimitMs));
  const jsonLimit = bodyLimit({ maxSize: 5 * 1024 * 1024, onError: (c) => c.json({ message: 'Payload too large' }, 413) });
  // A photo's file is the one body over 5 MB (a camera's JPEG from a device that cannot downscale).
  // The rest of a refused body is not read: the connection closes, so the client sends its next request on a new one.
  const photoLimit = bodyLimit({ maxSize: PHOTO_MAX_BYTES, onError: (c) => c.json({ message: MESSAGES.photoTooLarge, code: 'payload_too_large' }, 413, { Connection: 'close' }) });
  app.use('/api/*', (c, next) => (PHOTO_UPLOAD_PATH.test(c.req.path) ? photoLimit : jsonLimit)(c, next));
  app.use('/api/*', async (c, next) => {
    await next();
    if (!c.res.headers.has('cache-control')) c.header('Cache-Control', 'no-store');
  });
  // JSON of 1 KB or more goes compressed (a first pull's pages shrink about tenfold).
  app.use('/api/*', compressJson({ threshold: 1024 }));

  app.onError((err, c) => {
    if (err instanceof DomainError) {
      // Every 429 tells the caller when to come back, in the header as well as the body.
      if (typeof err.details?.retry_after === 'number') c.header('Retry-After', String(err.details.retry_after));
      return errorResponse(c, err);
    }
    // A body that is not JSON at all is told apart, so a client sees it sent the wrong kind of request.
    if (err instanceof HTTPException && err.status === 415) return c.json({ message: MESSAGES.unsupportedMediaType, code: 'unsupported_media_type' }, 415);
    // Hono's own 400 (malformed JSON) is bad input like any other: one 422 shape.
    if (err instanceof SyntaxError || (err instanceof HTTPException && err.status === 400)) {
      return c.json({ message: MESSAGES.malformedJson, errors: { _: [MESSAGES.malformedJson] } }, 422);
    }
    if (err instanceof HTTPException) return err.getResponse();
    const badText = badTextResponse(c, err);
    if (badText) return badText;
    ctx.log(`error on ${c.req.method} ${c.req.path}: ${err.stack ?? err}`);
    return c.json({ message: MESSAGES.serverError }, 500);
  });

  registerHealthRoutes(app);
  registerSyncRoutes(app, areas);
  for (const area of areas.list) area.routes?.(app, areas);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer' });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    // Paths carry their /api prefix, so the server is the origin the document is served from.
    servers: [{ url: '/', description: 'This server' }],
    info: { title: 'Repwise API', version: '1.0.0', description: 'Generated from the zod schemas that validate each request.' },
  });

  app.all('/api/*', (c) => c.json({ message: MESSAGES.notFound }, 404));
  serveApp(app, ctx.config.distDir);
  return app;
}

export type App = ReturnType<typeof createApp>;
