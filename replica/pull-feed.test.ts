import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../domain/protocol/protocol';
import { NetworkError, type FetchLike } from './http';
import { openPullFeed } from './pull-feed';

const page = (n: number, hasMore: boolean): PullResponse => ({
  cursor: `c${n}`,
  lastMutationId: 0,
  changes: [{ table: 'weightLogs', op: 'del', row: { id: `r${n}` } }],
  hasMore,
});

/** An NDJSON answer delivered in the given pieces of text (cut anywhere, also inside a page). */
function ndjson(pieces: string[], opts: { failAfter?: boolean } = {}): Response {
  const enc = new TextEncoder();
  let i = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (i < pieces.length) c.enqueue(enc.encode(pieces[i++]!));
      else if (opts.failAfter) c.error(new TypeError('network error'));
      else c.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } });
}

function recordingFetch(answers: (() => Response)[]) {
  const bodies: Record<string, unknown>[] = [];
  const fetch: FetchLike = async (_url, init) => {
    bodies.push(JSON.parse(String(init!.body)) as Record<string, unknown>);
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    return next();
  };
  return { fetch, bodies };
}

async function drain(feed: ReturnType<typeof openPullFeed>): Promise<PullResponse[]> {
  const out: PullResponse[] = [];
  for (;;) {
    const p = await feed.next();
    out.push(p);
    if (!p.hasMore) return out;
  }
}

describe('pull feed', () => {
  it('reads the pages of a streamed answer cut at any byte, then asks again from the last cursor while more follow', async () => {
    const text = [page(1, true), page(2, true)].map((p) => `${JSON.stringify(p)}\n`).join('');
    // Pieces of 7 characters: every page and newline is split across reads.
    const pieces = text.match(/[\s\S]{1,7}/g)!;
    const { fetch, bodies } = recordingFetch([() => ndjson(pieces), () => Response.json(page(3, false))]);
    const feed = openPullFeed({ fetch, url: '/api/sync/pull', token: 't', body: { deviceId: 'd', noticesAck: 4 }, cursor: 'c0' });
    const pages = await drain(feed);
    feed.close();
    expect(pages.map((p) => p.cursor)).toEqual(['c1', 'c2', 'c3']);
    expect(bodies).toEqual([
      { deviceId: 'd', noticesAck: 4, cursor: 'c0', stream: true },
      { deviceId: 'd', noticesAck: 4, cursor: 'c2', stream: true },
    ]);
  });

  it('an answer cut off inside a page fails after the whole pages before it: the caller goes on from the last applied cursor', async () => {
    const whole = `${JSON.stringify(page(1, true))}\n`;
    const half = JSON.stringify(page(2, true)).slice(0, 20);
    for (const cut of [() => ndjson([whole, half]), () => ndjson([whole, half], { failAfter: true })]) {
      const { fetch } = recordingFetch([cut]);
      const feed = openPullFeed({ fetch, url: '/api/sync/pull', token: 't', body: { deviceId: 'd' }, cursor: null });
      expect((await feed.next()).cursor).toBe('c1');
      await expect(feed.next()).rejects.toBeInstanceOf(NetworkError);
      feed.close();
    }
  });

  it('an error status is an HttpError, no answer a NetworkError', async () => {
    const refused = recordingFetch([() => Response.json({ code: 'forbidden', message: 'no' }, { status: 403 })]);
    await expect(openPullFeed({ fetch: refused.fetch, url: '/p', token: 't', body: {}, cursor: null }).next()).rejects.toMatchObject({ status: 403, code: 'forbidden' });
    const offline: FetchLike = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(openPullFeed({ fetch: offline, url: '/p', token: 't', body: {}, cursor: null }).next()).rejects.toBeInstanceOf(NetworkError);
  });

  it('stops reading ahead when the caller lags, and a close cancels the answer', async () => {
    let cancelled = false;
    let served = 0;
    const enc = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(enc.encode(`${JSON.stringify(page(++served, true))}\n`));
      },
      cancel() {
        cancelled = true;
      },
    });
    const { fetch } = recordingFetch([() => new Response(body, { headers: { 'Content-Type': 'application/x-ndjson' } })]);
    const feed = openPullFeed({ fetch, url: '/p', token: 't', body: {}, cursor: null });
    expect((await feed.next()).cursor).toBe('c1');
    await new Promise((r) => setTimeout(r, 20));
    // An endless answer: the feed holds a few pages and waits, it does not read it all into memory.
    expect(served).toBeLessThan(10);
    feed.close();
    await new Promise((r) => setTimeout(r, 0));
    expect(cancelled).toBe(true);
  });
});
