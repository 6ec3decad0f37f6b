import { isUtf8 } from 'node:buffer';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { PullRequest } from '../../domain/protocol/protocol';
import { strictDeep } from '../../domain/strict-schema';
import { decideAccess } from '../../domain/subscriptions/access';
import { tokenFromCache } from '../auth/tokens';
import { syncCache } from '../cache/sync-cache';
import { recordOf } from '../areas/subscriptions/commands/store';
import type { AppContext } from '../context';
import { unchangedFromCache } from '../replication/pull';
import { bearerOf } from './guard';
import { MAX_JSON_DEPTH, SUSPECT_ESCAPE, tooDeepAt } from './refuse-bad-input';
import { securityHeaders } from './security-headers';

/** Larger bodies (and any without a Content-Length) go the usual way, where the body limit answers them. */
const MAX_BODY = 16 * 1024;
/** Answers from this size up are compressed by the app (compression.ts): those go the usual way. */
const COMPRESS_FROM = 1024;
const JSON_TYPE = /^application\/json\s*(;\s*charset=utf-8\s*)?$/i;
/** The pull body as the app's route takes it (route.ts makes every body strict). */
const StrictPull = strictDeep(PullRequest);

/**
 * The most frequent request of all, a device's pull with nothing new (every
 * 60 s, on every trigger and poke), answered before the Hono app when the
 * process's cache (server/cache/sync-cache.ts) knows everything it needs: the
 * token (live, its last-used time not due a write), the trainer's
 * subscription letting them in, the viewer, the device (no notices waiting,
 * not another user's) and every space's version, and the cursor is already at
 * all of them. The checks are the app's own, called the same way
 * (tokenFromCache, decideAccess, PullRequest, unchangedFromCache); the answer
 * carries the app's headers (security headers, no-store, Vary) and body.
 * Anything else, every error included, goes to the app with the body read
 * here (`rawBody`, which @hono/node-server reads in place of the stream).
 */
export function withFastPull(ctx: AppContext, app: RequestListener): RequestListener {
  const cache = syncCache(ctx);
  const stats = { answered: 0 };
  fastPullStats.set(ctx, stats);
  let headers: Record<string, string> | null = null;
  // The app's security headers as its own middleware makes them, read once from a request to a probe app.
  // Until they are known (or if reading them failed) every request goes to the app.
  appHeaders(ctx).then(
    (h) => (headers = h),
    (e: unknown) => ctx.log(`fast pull off: ${(e as Error)?.message ?? e}`),
  );
  return (req, res) => {
    if (req.method !== 'POST' || req.url !== '/api/sync/pull' || !headers || !cache.enabled) return app(req, res);
    const length = Number(req.headers['content-length']);
    if (!(length >= 0 && length <= MAX_BODY) || req.headers['transfer-encoding'] || !JSON_TYPE.test(req.headers['content-type'] ?? '')) return app(req, res);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.once('end', () => {
      const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
      void answer(req, body).then(
        (text) => {
          if (text === null) {
            (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
            return app(req, res);
          }
          stats.answered++;
          send(res, headers!, text);
        },
        () => {
          (req as IncomingMessage & { rawBody?: Buffer }).rawBody = body;
          return app(req, res);
        },
      );
    });
  };

  /** The answer's JSON, or null to leave the request to the app. */
  async function answer(req: IncomingMessage, body: Buffer): Promise<string | null> {
    const token = bearerOf(req.headers.authorization);
    if (!token || !(await cache.settle())) return null;
    // Bytes that are not UTF-8, a NUL or lone surrogate, deep nesting (refuse-bad-input.ts), an unknown field or malformed JSON are answered by the app.
    if (!isUtf8(body)) return null;
    const text = body.toString('utf8');
    if (SUSPECT_ESCAPE.test(text) || tooDeepAt(text, MAX_JSON_DEPTH) !== null) return null;
    let parsed: PullRequest;
    try {
      const r = StrictPull.safeParse(JSON.parse(text));
      if (!r.success) return null;
      parsed = r.data;
    } catch {
      return null;
    }
    const now = Date.now();
    const found = tokenFromCache(cache, token, now);
    if (!found) return null;
    // The 402 gate (subscription-gate.ts): a refusal, or a local subscription due a renewal, is the app's to answer.
    if (found.user.role === 'trainer') {
      const decision = decideAccess(found.subscription ? recordOf(found.subscription) : null, { ...found.user, createdAt: found.createdAt }, new Date(now));
      if (!decision.ok) return null;
    }
    const pulled = unchangedFromCache(cache, found.user, parsed, new Date(now));
    if (!pulled) return null;
    const json = JSON.stringify(pulled);
    return Buffer.byteLength(json) < COMPRESS_FROM ? json : null;
  }
}

const fastPullStats = new WeakMap<AppContext, { answered: number }>();
/** How many pulls this server answered before the app (tests check which way a pull went). */
export const fastPullsAnswered = (ctx: AppContext) => fastPullStats.get(ctx)?.answered ?? 0;

function send(res: ServerResponse, headers: Record<string, string>, json: string) {
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

/** The headers the app gives a small JSON answer of the API: its security headers, then app.ts's and compression.ts's. */
async function appHeaders(ctx: AppContext): Promise<Record<string, string>> {
  const probe = new Hono();
  probe.use('*', securityHeaders({ countryLookupUrl: ctx.config.countryLookupUrl }));
  probe.get('/', (c) => c.body(null));
  const out: Record<string, string> = {};
  (await probe.request('/')).headers.forEach((v, k) => (out[k] = v));
  return { 'cache-control': 'no-store', ...out, 'content-type': 'application/json', vary: 'Accept-Encoding' };
}
