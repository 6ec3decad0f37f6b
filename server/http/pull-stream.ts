import { Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip, type BrotliCompress, type Gzip } from 'node:zlib';
import type { PullResponse } from '../../domain/protocol/protocol';
import { acceptedEncodings } from './compression';

/** Pages one streamed pull sends at most, and for how long: then it ends on a page with hasMore and the device asks again. */
export const STREAM_MAX_PAGES = 25;
export const STREAM_MAX_MS = 10_000;

export const NDJSON = 'application/x-ndjson';

/**
 * A download's pages in one answer (`stream: true` in the pull request), a
 * page a line (NDJSON): each page is read as a pull of its own would read it
 * (its own snapshot, the viewer resolved again, the cursor of the page before),
 * and sent as soon as it is read, so the server reads the next page while the
 * device still receives and writes this one, with no round trip between pages.
 * Compressed as a stream (brotli 1 / gzip 1, as large pull answers), flushed
 * after each page so the device gets every page whole as it is sent. A page
 * that fails to be read ends the answer after the pages before it: the last
 * line then says hasMore, and the device pulls again from its cursor, as after
 * a cut connection.
 */
export function streamPages(first: PullResponse, next: (cursor: string) => Promise<PullResponse>, acceptEncoding: string | undefined, log: (m: string) => void): Response {
  const [encoding] = acceptedEncodings(acceptEncoding);
  const sink: BrotliCompress | Gzip | null =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })
      : encoding === 'gzip'
        ? createGzip({ level: 1 })
        : null;
  const plain = sink ? null : new Readable({ read() {} });
  const out = (sink ?? plain)!;
  let closed = false;
  out.once('close', () => (closed = true));
  // A cancelled body (the device went away) destroys the stream: stop reading pages.
  out.once('error', () => (closed = true));

  const write = async (page: PullResponse) => {
    const line = `${JSON.stringify(page)}\n`;
    if (plain) {
      plain.push(line);
      return;
    }
    if (!sink!.write(line)) await new Promise<void>((resolve) => sink!.once('drain', resolve));
    await new Promise<void>((resolve) => sink!.flush(encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH, () => resolve()));
  };

  void (async () => {
    const endAt = Date.now() + STREAM_MAX_MS;
    let page = first;
    await write(page);
    for (let sent = 1; page.hasMore && sent < STREAM_MAX_PAGES && Date.now() < endAt && !closed; sent++) {
      try {
        page = await next(page.cursor);
      } catch (e) {
        log(`sync pull stream ended early: ${(e as Error)?.stack ?? e}`);
        break;
      }
      if (closed) break;
      await write(page);
    }
  })()
    .catch((e: unknown) => log(`sync pull stream failed: ${(e as Error)?.stack ?? e}`))
    .finally(() => {
      if (closed) return;
      if (plain) plain.push(null);
      else sink!.end();
    });

  const headers: Record<string, string> = { 'Content-Type': NDJSON, 'Cache-Control': 'no-store', Vary: 'Accept-Encoding' };
  if (encoding) headers['Content-Encoding'] = encoding;
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, { status: 200, headers });
}
