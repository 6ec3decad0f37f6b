import { EventEmitter } from 'node:events';
import type { AppContext } from '../context';

/**
 * Tells open event streams that a space changed, so devices pull at once
 * instead of at their next timer. In-process: with several server processes
 * a device still syncs on its other triggers (a LISTEN/NOTIFY bridge would
 * carry pokes across processes).
 */
export class PokeHub {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  subscribe(spaces: readonly string[], onPoke: (space: string) => void): () => void {
    for (const s of spaces) this.emitter.on(s, onPoke);
    return () => {
      for (const s of spaces) this.emitter.off(s, onPoke);
    };
  }
  poke(spaces: Iterable<string>) {
    for (const s of spaces) this.emitter.emit(s, s);
  }
  listenerCount(space: string) {
    return this.emitter.listenerCount(space);
  }

  private readonly streams = new Set<() => void>();
  /** An open event stream registers how to end it; returns the unregister function. */
  track(end: () => void): () => void {
    this.streams.add(end);
    return () => this.streams.delete(end);
  }
  /**
   * Ends every open event stream (devices reconnect elsewhere). Call on
   * shutdown: an HTTP server's close() otherwise waits for them.
   */
  shutdown() {
    for (const end of [...this.streams]) end();
  }
}

const hubs = new WeakMap<AppContext, PokeHub>();

export function pokeHub(ctx: AppContext): PokeHub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = new PokeHub()));
  return hub;
}
