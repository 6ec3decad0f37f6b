import type { OpenAPIHono } from '@hono/zod-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { ErrorBody } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { PullRequest, PullResponse, PushRequest, PushResponse } from '../../domain/protocol/protocol';
import type { HonoEnv } from '../context';
import type { ServerAreas } from '../replication/area';
import { enforcePushLimits } from '../auth/rate-limit';
import { checkToken } from '../auth/tokens';
import { DomainError } from '../errors';
import { syncCache } from '../cache/sync-cache';
import { pokeHub } from '../replication/pokes';
import { pull, pullOverridesOf } from '../replication/pull';
import { push } from '../replication/push';
import { resolveViewer } from '../replication/viewer';
import { NDJSON, STREAM_MAX_PAGES, streamPages } from './pull-stream';
import { bearerOf } from './guard';
import { body, json, route } from './route';

/** A heartbeat comment keeps proxies from closing an idle stream. */
export const EVENTS_HEARTBEAT_MS = 25_000;
/** Streams end after a while so the caller's spaces are read again on reconnect. */
export const EVENTS_MAX_MS = 10 * 60_000;
/**
 * A stream ends as soon as its token does (logout, password change, a disabled
 * account: told by the cache channel, from any process); this periodic check
 * is the backstop for a notification missed or a token that simply expired.
 */
export const EVENTS_TOKEN_RECHECK_MS = 30_000;

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
    429: json(ErrorBody, `${MESSAGES.tooManyAttempts} (600 pushes a minute, 3,000 import mutations an hour per user; Retry-After): nothing was processed`),
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
  description: `Starts with an event ready; heartbeat comments every ${EVENTS_HEARTBEAT_MS / 1000} s; the server ends the stream after ${EVENTS_MAX_MS / 60_000} minutes (reconnect), and as soon as its token ends (logout, password change, account disabled) after a last poke, so the device's next request is refused with the reason.`,
  responses: { 200: { content: { 'text/event-stream': { schema: z.string() } }, description: 'An event stream' } },
});

export function registerSyncRoutes(app: OpenAPIHono<HonoEnv>, areas: ServerAreas) {
  app.openapi(pushRoute, async (c) => {
    await enforcePushLimits(c.var.ctx, c.var.user.id, c.req.valid('json').mutations);
    try {
      return c.json(await push(c.var.ctx, areas, c.var.user, c.req.valid('json')), 200);
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
    const page = await pull(ctx.db, areas.tables, user, req, opts);
    if (!req.stream || !page.hasMore) return c.json(page, 200);
    // The notices were acknowledged with the first page; later pages need not do it again.
    const next = (cursor: string) => pull(ctx.db, areas.tables, user, { deviceId: req.deviceId, cursor }, opts);
    return streamPages(page, next, c.req.header('Accept-Encoding'), ctx.log) as never;
  });

  app.openapi(eventsRoute, async (c) => {
    const { ctx, user, tokenId } = c.var;
    const token = bearerOf(c.req.header('authorization'))!;
    const viewer = await resolveViewer(ctx.db, user, syncCache(ctx));
    const hub = pokeHub(ctx);
    c.header('Cache-Control', 'no-store');
    c.header('X-Accel-Buffering', 'no');
    // Still this stream's token, not revoked or expired, its account not disabled.
    const tokenLive = async () => {
      try {
        const found = await checkToken(ctx.db, token, syncCache(ctx));
        return !!found && 'user' in found && found.tokenId === tokenId;
      } catch (e) {
        ctx.log(`event stream token check: ${(e as Error)?.message ?? e}`);
        return false;
      }
    };
    return streamSSE(c, async (stream) => {
      let wake: (() => void) | null = null;
      let poked = false;
      let recheck = false;
      let ending = false;
      const unsubscribe = hub.subscribe(viewer.spaces, () => {
        poked = true;
        wake?.();
      });
      const unwatch = hub.watchAccount(user.id, () => {
        recheck = true;
        wake?.();
      });
      const untrack = hub.track(() => {
        ending = true;
        wake?.();
      });
      stream.onAbort(() => wake?.());
      const endAt = Date.now() + EVENTS_MAX_MS;
      let checkAt = Date.now() + EVENTS_TOKEN_RECHECK_MS;
      let heartbeatAt = Date.now() + EVENTS_HEARTBEAT_MS;
      const over = () => ending || stream.aborted || stream.closed;
      try {
        await stream.writeSSE({ event: 'ready', data: '' });
        while (!over() && Date.now() < endAt) {
          if (!poked && !recheck) {
            await new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, Math.max(0, Math.min(heartbeatAt, checkAt, endAt) - Date.now()));
              wake = () => {
                clearTimeout(timer);
                resolve();
              };
            });
            wake = null;
          }
          if (over()) break;
          // A poke is data of the caller's spaces: only a live token hears it.
          if (poked || recheck || Date.now() >= checkAt) {
            recheck = false;
            checkAt = Date.now() + EVENTS_TOKEN_RECHECK_MS;
            if (!(await tokenLive())) {
              // The device's next pull is refused with the reason (signed out, account disabled), so it learns at once.
              if (!over()) await stream.writeSSE({ event: 'poke', data: '' });
              break;
            }
          }
          if (over()) break;
          if (poked) {
            poked = false;
            await stream.writeSSE({ event: 'poke', data: '' });
            heartbeatAt = Date.now() + EVENTS_HEARTBEAT_MS;
          } else if (Date.now() >= heartbeatAt) {
            await stream.write(': heartbeat\n\n');
            heartbeatAt = Date.now() + EVENTS_HEARTBEAT_MS;
          }
        }
      } finally {
        unsubscribe();
        unwatch();
        untrack();
      }
    }) as never;
  });
}
