import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** The encodings a request takes, best first (brotli before gzip; q=0 refuses one). */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  if (!header) return [];
  const taken = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    taken.set(name!, q ? Number(q.slice(2)) : 1);
  }
  const star = taken.get('*');
  const ok = (e: string) => (taken.get(e) ?? star ?? 0) > 0;
  return (['br', 'gzip'] as const).filter(ok);
}

const brotli = promisify(brotliCompress);
/** From this size an answer is compressed at the fastest level. */
const LARGE = 64 * 1024;
const gzipAsync = promisify(gzip);

/**
 * Compresses JSON answers of the API of at least `threshold` bytes: brotli
 * at a fast quality (4) or gzip (level 6), from 64 KB brotli 1 or gzip 1, in
 * libuv's thread pool so other requests go on meanwhile. Small answers (a pull with no changes) go as they are.
 */
export function compressJson({ threshold = 1024 } = {}): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return;
    if (!/^application\/(?:[\w.+-]+\+)?json\b/i.test(res.headers.get('Content-Type') ?? '')) return;
    const length = res.headers.get('Content-Length');
    if (length !== null && Number(length) < threshold) return;
    c.header('Vary', res.headers.get('Vary') ? `${res.headers.get('Vary')}, Accept-Encoding` : 'Accept-Encoding');
    const [encoding] = acceptedEncodings(c.req.header('Accept-Encoding'));
    if (!encoding) return;
    const body = Buffer.from(await c.res.arrayBuffer());
    const headers = new Headers(c.res.headers);
    let sent: Buffer = body;
    if (body.length >= threshold) {
      // Large answers (a first pull's pages, about 1 MB each) at the fastest levels: on such JSON brotli 1 and
      // gzip 1 come within a few percent of 4 and 6 in a quarter of the time, and the device waits for each page.
      const large = body.length >= LARGE;
      sent =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: large ? 1 : 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzipAsync(body, { level: large ? 1 : 6 });
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(sent.length));
    const { status, statusText } = c.res;
    // Hono copies the old answer's headers onto a new one (Content-Length included): drop it first.
    c.res = undefined as unknown as Response;
    c.res = new Response(new Uint8Array(sent), { status, statusText, headers });
  };
}
