import { tickHlc } from '../../domain/protocol/hlc';
import type { RepwiseDb } from '../db/schema';
import { getMeta } from '../meta';

/**
 * The clock (hlc) this tab expects each of its writes to get in its
 * transaction, so the rows a write shows carry the field clocks the database
 * will hold, and a later write staged over them (a second tap on the same
 * set before the first committed) reads what its transaction will read.
 * The transaction ticks the stored clock the same way (commit.ts), so the
 * guess is right unless another context moved the clock meanwhile (a pull
 * in the sync worker): then the later write's reads differ and its mutator
 * runs again in its transaction, and the guess starts over from the clock
 * that transaction stored.
 */
export class WriteClock {
  private deviceId: string | undefined;
  private last: string | undefined;
  private loaded = false;

  /** Reads the stored clock once, before the tab's first staging. */
  async load(db: RepwiseDb): Promise<void> {
    if (this.loaded) return;
    this.loaded = true;
    this.deviceId ??= (await getMeta(db, 'deviceId')) ?? undefined;
    this.last ??= (await getMeta(db, 'hlc')) ?? undefined;
  }

  /** The clock the next write will likely get at `now` (ms), or undefined when the device has no id yet. */
  next(now: number): string | undefined {
    if (!this.deviceId) return undefined;
    return (this.last = tickHlc(this.last, now, this.deviceId));
  }

  /** A transaction stored `hlc` for a write staged with `guessed`: the guesses go on from it when it was the latest. */
  settle(deviceId: string, guessed: string | undefined, hlc: string): void {
    this.deviceId = deviceId;
    if (this.last === guessed) this.last = hlc;
  }

  /** A write failed: its guessed clock was never stored, so the next guess reads the stored clock again. */
  forget(): void {
    this.loaded = false;
    this.last = undefined;
  }
}

const clocks = new WeakMap<RepwiseDb, WriteClock>();

export function clockOf(db: RepwiseDb): WriteClock {
  let clock = clocks.get(db);
  if (!clock) clocks.set(db, (clock = new WriteClock()));
  return clock;
}
