import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { timeout } from 'hono/timeout';
import { MESSAGES } from '../../domain/messages';

/**
 * A request that has not answered within the time limit is answered 503 with
 * Retry-After, so a slow database or a client that sends its body slowly
 * holds no caller for long. The handler's work is not stopped (no promise
 * can be): a write may still finish, and every write is idempotent by its
 * ids, so the retry the answer asks for is safe. A synchronous loop cannot
 * be cut by a timer in its own thread at all: the caps on every loop whose
 * length the request chooses are what protect the process
 * (docs/architecture.md, "Server").
 */
export const REQUEST_TIME_LIMIT_MS = 30_000;
export const REQUEST_TIMED_OUT_RETRY_AFTER_S = 5;

/**
 * Long-lived answers run on their own clocks: the event stream
 * (EVENTS_MAX_MS), pull streams (STREAM_MAX_MS, STREAM_MAX_PAGES) and the
 * data export's download.
 */
export const TIME_LIMIT_EXEMPT = ['/api/sync/events', '/api/sync/pull', '/api/export'] as const;

const timedOut = (c: Context) =>
  new HTTPException(503, {
    res: new Response(JSON.stringify({ message: MESSAGES.requestTimedOut, code: 'request_timed_out' }), {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(REQUEST_TIMED_OUT_RETRY_AFTER_S), 'Cache-Control': 'no-store' },
    }),
    message: `time limit on ${c.req.method} ${c.req.path}`,
  });

export function timeLimit(ms: number = REQUEST_TIME_LIMIT_MS): MiddlewareHandler {
  const limited = timeout(ms, timedOut);
  return (c, next) => ((TIME_LIMIT_EXEMPT as readonly string[]).includes(c.req.path) ? next() : limited(c, next));
}
