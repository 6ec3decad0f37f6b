import type { MiddlewareHandler } from 'hono';
import { MESSAGES } from '../../domain/messages';
import type { HonoEnv } from '../context';

/** Where in a JSON value a NUL character sits ('a.0.b'), or null when there is none. */
export function nulPath(value: unknown, at: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\0') ? at.join('.') || '_' : null;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const found = (k.includes('\0') && [...at, k].join('.')) || nulPath(v, [...at, k]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * Bodies that answer item by item: sync push rejects the one mutation with a
 * NUL (through the text schemas) and applies the rest, where refusing the
 * whole batch would wedge a device's outbox behind it.
 */
const PER_ITEM = new Set(['/api/sync/push']);

/**
 * PostgreSQL text cannot hold U+0000 (error 22021), so a NUL anywhere in a
 * request would end as a 500 after a half-done write. The text schemas refuse
 * it field by field; this refuses it in path, query and body of every route
 * before any handler runs, so ids, slugs, tokens and fields added later are
 * covered too.
 */
export function refuseNul(): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    const refuse = (field: string) => c.json({ message: MESSAGES.nulCharacter, errors: { [field]: [MESSAGES.nulCharacter] } }, 422);
    for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
      if (value.includes('\0')) return refuse(name);
    }
    for (const [name, values] of Object.entries(c.req.queries())) {
      if (name.includes('\0') || values.some((v) => v.includes('\0'))) return refuse(name);
    }
    if (c.req.header('content-type')?.includes('json') && !PER_ITEM.has(c.req.routePath)) {
      const text = await c.req.text();
      // In JSON a NUL can only be written escaped; parse only when that escape appears.
      if (text.includes('\\u0000')) {
        let found: string | null = null;
        try {
          found = nulPath(JSON.parse(text));
        } catch {
          // malformed JSON: the body validator answers it
        }
        if (found) return refuse(found);
      }
    }
    return next();
  };
}
