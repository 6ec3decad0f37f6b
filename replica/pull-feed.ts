import type { PullResponse } from '../domain/protocol/protocol';
import { checkedResponse, NetworkError, type FetchLike } from './http';

export interface PullFeed {
  /** The next page in server order; rejects with the request's error (NetworkError, HttpError). */
  next(): Promise<PullResponse>;
  /** Stops asking and reading (the caller is done or failed). */
  close(): void;
}

/** Pages read ahead and not yet taken: past this the feed stops reading, and the server waits on the connection. */
const READ_AHEAD = 4;

/**
 * The pages of one pull, from the cursor on, read ahead of the caller. It
 * asks with `stream: true`: the server sends a download of several pages in
 * one NDJSON answer, a page a line, reading each while the device writes the
 * one before (server/http/pull-stream.ts); a plain JSON answer is one page.
 * When an answer ends on a page with hasMore, the next request goes out at
 * once with that page's cursor, before the caller has applied it. A cut
 * answer fails the feed: pages already applied stored their cursors, so the
 * next round goes on from there.
 */
export function openPullFeed(o: { fetch: FetchLike; url: string; token: string; body: Record<string, unknown>; cursor: string | null }): PullFeed {
  const ready: PullResponse[] = [];
  let failure: unknown = null;
  let waiter: (() => void) | null = null;
  let roomWaiter: (() => void) | null = null;
  let closed = false;
  let done = false;
  let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;

  const wake = () => {
    const w = waiter;
    waiter = null;
    w?.();
  };
  const push = async (page: PullResponse) => {
    ready.push(page);
    wake();
    while (ready.length >= READ_AHEAD && !closed) await new Promise<void>((resolve) => (roomWaiter = resolve));
  };

  async function request(cursor: string | null): Promise<PullResponse | null> {
    const res = await checkedResponse(o.fetch, o.url, o.token, { ...o.body, cursor, stream: true });
    if (!/ndjson/i.test(res.headers.get('Content-Type') ?? '') || !res.body) {
      let page: PullResponse;
      try {
        page = (await res.json()) as PullResponse;
      } catch (e) {
        throw new NetworkError(`response lost: ${(e as Error)?.message ?? e}`);
      }
      await push(page);
      return page;
    }
    reader = res.body.getReader();
    const decoder = new TextDecoder();
    // The text since the last newline, in pieces: a page's megabyte arrives in many chunks, searched once each.
    let parts: string[] = [];
    let last: PullResponse | null = null;
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (e) {
        throw new NetworkError(`response lost: ${(e as Error)?.message ?? e}`);
      }
      if (closed) return null;
      if (chunk.done) break;
      let text = decoder.decode(chunk.value, { stream: true });
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n')) {
        parts.push(text.slice(0, nl));
        text = text.slice(nl + 1);
        const line = parts.join('');
        parts = [];
        if (line) await push((last = JSON.parse(line) as PullResponse));
        if (closed) return null;
      }
      if (text) parts.push(text);
    }
    // An answer that ended without a whole page (or mid-line) was cut off.
    if (!last || (parts.join('') + decoder.decode()).trim()) throw new NetworkError('response lost: the pull stream ended mid-page');
    return last;
  }

  void (async () => {
    let cursor = o.cursor;
    for (;;) {
      const last = await request(cursor);
      if (!last || !last.hasMore || closed) return;
      cursor = last.cursor;
    }
  })().catch((e: unknown) => {
    failure = e;
    wake();
  });

  return {
    async next() {
      for (;;) {
        const page = ready.shift();
        if (page) {
          // The last page: the answer has ended (or is ending) by itself, and is left to finish rather than cancelled.
          if (!page.hasMore) done = true;
          const r = roomWaiter;
          roomWaiter = null;
          r?.();
          return page;
        }
        if (failure) throw failure;
        await new Promise<void>((resolve) => (waiter = resolve));
      }
    },
    close() {
      if (closed) return;
      closed = true;
      roomWaiter?.();
      if (!done) reader?.cancel().catch(() => {});
    },
  };
}
