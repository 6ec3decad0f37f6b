import { describe, expect, it, vi } from 'vitest';
import { openPokeStream } from './events';

/** A response whose body yields the given chunks, then ends (or stays open). */
function sse(chunks: string[], keepOpen = false): Response {
  const enc = new TextEncoder();
  return new Response(
    new ReadableStream({
      start(ctrl) {
        for (const c of chunks) ctrl.enqueue(enc.encode(c));
        if (!keepOpen) ctrl.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('poke stream', () => {
  it('parses frames split anywhere and sends the bearer token', async () => {
    const onPoke = vi.fn();
    const onOpen = vi.fn();
    const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
      expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer t0k');
      return sse(['event: re', 'ady\ndata: \n\n: heartbeat\n\nev', 'ent: poke\ndata: \n', '\nevent: poke\r\ndata: \r\n\r\n'], true);
    });
    const s = openPokeStream({ fetch, url: '/api/sync/events', getToken: () => 't0k', onPoke, onOpen });
    await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(2));
    expect(onOpen).toHaveBeenCalledTimes(1);
    s.close();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reconnects with growing delays after failures, at once after a normal end', async () => {
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    let calls = 0;
    const fetch = vi.fn(async () => {
      calls++;
      if (calls <= 3) throw new TypeError('offline');
      if (calls === 4) return sse(['event: ready\ndata: \n\n']);
      return sse([], true);
    });
    const s = openPokeStream({
      fetch,
      url: '/e',
      getToken: () => 't',
      onPoke: () => {},
      random: () => 0.5,
      setTimeout: (fn, ms) => {
        delays.push(ms);
        timers.push(fn);
        return timers.length;
      },
      clearTimeout: () => {},
    });
    for (let i = 0; i < 4; i++) {
      await vi.waitFor(() => expect(timers.length).toBe(i + 1));
      timers[i]!();
    }
    await vi.waitFor(() => expect(calls).toBe(5));
    s.close();
    expect(delays).toEqual([30, 60, 120, 0]);
  });

  it('does not connect without a token and stops when closed', async () => {
    const fetch = vi.fn();
    const timers: unknown[] = [];
    const s = openPokeStream({ fetch, url: '/e', getToken: () => null, onPoke: () => {}, setTimeout: (fn) => timers.push(fn), clearTimeout: () => {} });
    await vi.waitFor(() => expect(timers.length).toBe(1));
    s.close();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('reconnects at once with the backoff reset when asked while waiting, and not while connected', async () => {
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    const cleared: unknown[] = [];
    let online = false;
    const fetch = vi.fn(async () => {
      if (!online) throw new TypeError('offline');
      return sse(['event: ready\ndata: \n\n'], true);
    });
    const onOpen = vi.fn();
    const s = openPokeStream({
      fetch,
      url: '/e',
      getToken: () => 't',
      onPoke: () => {},
      onOpen,
      random: () => 0.5,
      setTimeout: (fn, ms) => {
        delays.push(ms);
        timers.push(fn);
        return timers.length;
      },
      clearTimeout: (h) => cleared.push(h),
    });
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(timers.length).toBe(i + 1));
      timers[i]!();
    }
    await vi.waitFor(() => expect(delays).toEqual([30, 60, 120, 240]));
    online = true;
    s.reconnectNow();
    expect(cleared).toEqual([4]);
    await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
    expect(fetch).toHaveBeenCalledTimes(5);
    s.reconnectNow();
    expect(fetch).toHaveBeenCalledTimes(5);
    s.close();
  });

  it('after a reconnect asked for, the next failure waits the shortest delay again', async () => {
    const delays: number[] = [];
    const timers: (() => void)[] = [];
    const fetch = vi.fn(async () => {
      throw new TypeError('offline');
    });
    const s = openPokeStream({
      fetch,
      url: '/e',
      getToken: () => 't',
      onPoke: () => {},
      random: () => 0.5,
      setTimeout: (fn, ms) => {
        delays.push(ms);
        timers.push(fn);
        return timers.length;
      },
      clearTimeout: () => {},
    });
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(timers.length).toBe(i + 1));
      timers[i]!();
    }
    await vi.waitFor(() => expect(delays).toHaveLength(4));
    s.reconnectNow();
    await vi.waitFor(() => expect(delays).toHaveLength(5));
    s.close();
    expect(delays).toEqual([30, 60, 120, 240, 30]);
  });
});
