import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { ErrorBody } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { PullRequest, PullResponse, PushRequest, PushResponse } from '../../domain/protocol/protocol';
import type { HonoEnv } from '../context';
import { DomainError } from '../errors';
import { syncCache } from '../cache/sync-cache';
import { pokeHub } from '../replication/pokes';
import { pull, pullOverridesOf } from '../replication/pull';
import { push } from '../replication/push';
import { resolveViewer } from '../replication/viewer';
import { NDJSON, STREAM_MAX_PAGES, streamPages } from './pull-stream';
import { body, json, route } from './route';

/** A heartbeat comment keeps proxies from closing an idle stream. */
export const EVENTS_HEARTBEAT_MS = 25_000;
/** Streams end after a while so the token and the caller's spaces are checked again on reconnect. */
export const EVENTS_MAX_MS = 10 * 60_000;

const pushRoute = route('authenticated', {
  method: 'post',
  path: '/api/sync/push',
  operationId: 'syncPush',
  tags: ['Sync'],
  summary: 'Send queued mutations, in order',
  description:
    'Each mutation runs once: a replay answers alreadyProcessed (or its stored error), a gap in ids stops the batch, ' +
    'a domain error is stored as the mutation\u2019s result and does not block later ones. A transient failure answers 503 ' +
    'with nothing of the failed transaction committed; retry with backoff.',
  request: body(PushRequest),
  responses: {
    200: json(PushResponse, 'One result per mutation handled'),
    400: json(ErrorBody, 'code unsupported_protocol'),
    403: json(ErrorBody, 'The deviceId belongs to another user'),
    503: json(ErrorBody, 'Transient failure: retry later'),
  },
});

const pullRoute = route('authenticated', {
  method: 'post',
  path: '/api/sync/pull',
  operationId: 'syncPull',
  tags: ['Sync'],
  summary: 'Changes visible to the caller since the cursor, paged',
  description:
    'A missing, unreadable or outdated cursor answers reset: true with everything from the start. ' +
    'With stream: true, an answer that has more pages comes as application/x-ndjson: one page a line, each as a pull of its own ' +
    `would answer it, up to ${STREAM_MAX_PAGES} pages; the last line says whether more follow (then pull again with its cursor).`,
  request: body(PullRequest),
  responses: {
    200: {
      content: { 'application/json': { schema: PullResponse }, [NDJSON]: { schema: z.string().describe('PullResponse pages, one JSON a line') } },
      description: 'A page of changes and the next cursor (or, streamed, pages one a line)',
    },
    403: json(ErrorBody, 'The deviceId belongs to another user'),
  },
});

const eventsRoute = route('authenticated', {
  method: 'get',
  path: '/api/sync/events',
  operationId: 'syncEvents',
  tags: ['Sync'],
  summary: 'Server-Sent Events: `poke` when data the caller may see changed',
  description: `Starts with an event ready; heartbeat comments every ${EVENTS_HEARTBEAT_MS / 1000} s; the server ends the stream after ${EVENTS_MAX_MS / 60_000} minutes (reconnect).`,
  responses: { 200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An event stream' } },
});

export function registerSyncRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(pushRoute, async (c) => {
    try {
      return c.json(await push(c.var.ctx, c.var.user, c.req.valid('json')), 200);
    } catch (e) {
      if (e instanceof DomainError) throw e;
      c.var.ctx.log(`sync push aborted: ${(e as Error)?.stack ?? e}`);
      return c.json({ message: MESSAGES.serverError, code: 'transient' }, 503);
    }
  });

  app.openapi(pullRoute, async (c) => {
    const { ctx, user } = c.var;
    const req = c.req.valid('json');
    const opts = { ...pullOverridesOf(ctx), cache: syncCache(ctx) };
    const page = await pull(ctx.db, user, req, opts);
    if (!req.stream || !page.hasMore) return c.json(page, 200);
    // The notices were acknowledged with the first page; later pages need not do it again.
    const next = (cursor: string) => pull(ctx.db, user, { deviceId: req.deviceId, cursor }, opts);
    return streamPages(page, next, c.req.header('Accept-Encoding'), ctx.log) as never;
  });

  app.openapi(eventsRoute, async (c) => {
    const viewer = await resolveViewer(c.var.ctx.db, c.var.user, syncCache(c.var.ctx));
    const hub = pokeHub(c.var.ctx);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      let poked = false;
      let ending = false;
      const unsubscribe = hub.subscribe(viewer.spaces, () => {
        poked = true;
        wake?.();
      });
      const untrack = hub.track(() => {
        ending = true;
        wake?.();
      });
      stream.onAbort(() => wake?.());
      const endAt = Date.now() + EVENTS_MAX_MS;
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        while (!ending && !stream.aborted && !stream.closed && Date.now() < endAt) {
          if (!poked) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, Math.min(EVENTS_HEARTBEAT_MS, Math.max(0, endAt - Date.now())));
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
          if (ending || stream.aborted || stream.closed) break;
          if (poked) {
            poked = false;
            await stream.writeSSE({ event: 'poke', data: '' });
          } else {
            await stream.write(': heartbeat\n\n');
          }
        }
      } finally {
        unsubscribe();
        untrack();
      }
    }) as never;
  });
}
