import { backoffDelay } from './backoff';
import { apiHeaders, type FetchLike } from './http';

export interface PokeStreamOptions {
  fetch: FetchLike;
  url: string;
  getToken: () => string | null | Promise<string | null>;
  /** Data the caller may see changed: sync now. */
  onPoke: () => void;
  /** (Re)connected: pokes may have been missed meanwhile, so sync too. */
  onOpen?: () => void;
  onError?: (e: unknown) => void;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  random?: () => number;
}

export interface PokeStream {
  close(): void;
  /**
   * While waiting to reconnect, connects now with the backoff reset: back
   * online after a long outage the wait may be a minute, pokes missed meanwhile.
   */
  reconnectNow(): void;
}

/**
 * Listens to GET /api/sync/events. EventSource can not send the bearer
 * header, so this reads the stream through fetch and parses the SSE frames
 * itself. Reconnects with backoff after errors and at once after the server
 * ends a stream normally.
 */
export function openPokeStream(o: PokeStreamOptions): PokeStream {
  const setT = o.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const clearT = o.clearTimeout ?? ((h) => clearTimeout(h as ReturnType<typeof setTimeout>));
  let closed = false;
  let attempt = 0;
  let controller: AbortController | null = null;
  let timer: unknown = null;

  let opened = false;
  const handle = (frame: string) => {
    let event = 'message';
    for (const line of frame.split(/\r?\n/)) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
    }
    if (event === 'ready') {
      attempt = 0;
      opened = true;
      o.onOpen?.();
    } else if (event === 'poke') o.onPoke();
  };

  const connect = async () => {
    timer = null;
    if (closed) return;
    controller = new AbortController();
    opened = false;
    let delay: number;
    try {
      const token = await o.getToken();
      if (!token) throw new Error('not signed in');
      const res = await o.fetch(o.url, { headers: apiHeaders(token, { Accept: 'text/event-stream' }), signal: controller.signal });
      if (!res.ok || !res.body) throw new Error(`events: HTTP ${res.status}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let m = /\r?\n\r?\n/.exec(buffer); m; m = /\r?\n\r?\n/.exec(buffer)) {
          handle(buffer.slice(0, m.index));
          buffer = buffer.slice(m.index + m[0].length);
        }
      }
      // The server ends streams after a while: reconnect at once, unless it never really opened.
      delay = opened ? 0 : backoffDelay(attempt++, o.random);
    } catch (e) {
      if (closed) return;
      o.onError?.(e);
      delay = backoffDelay(attempt++, o.random);
    }
    if (!closed) timer = setT(() => void connect(), delay);
  };

  void connect();
  return {
    close() {
      closed = true;
      controller?.abort();
      if (timer !== null) clearT(timer);
    },
    reconnectNow() {
      // A timer set means waiting between attempts (connect clears it as it starts).
      if (closed || timer === null) return;
      clearT(timer);
      attempt = 0;
      void connect();
    },
  };
}
