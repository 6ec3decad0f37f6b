export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * When rounds run: one in flight at a time (a call during a round queues one
 * more, and any further call joins that one), and one timer, which only an
 * earlier due time replaces. Scheduling does nothing while `active` says no
 * (stopped, or another tab leads).
 */
export class Scheduler<T> {
  private timer: unknown = null;
  private due = Infinity;
  private inFlight: Promise<T> | null = null;
  private queued: Promise<T> | null = null;

  constructor(
    private timers: Timers,
    private now: () => number,
    private round: () => Promise<T>,
    private active: () => boolean,
  ) {}

  /** A round in `delay` ms, unless one is due sooner. */
  schedule(delay: number): void {
    if (!this.active()) return;
    const due = this.now() + delay;
    if (this.timer !== null && this.due <= due) return;
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.due = due;
    this.timer = this.timers.setTimeout(() => {
      this.timer = null;
      this.due = Infinity;
      void this.run();
    }, delay);
  }

  cancel(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    this.due = Infinity;
  }

  /** A round now, or, while one runs, the one after it. */
  run(): Promise<T> {
    if (!this.inFlight) {
      this.inFlight = this.round().finally(() => {
        this.inFlight = null;
      });
      return this.inFlight;
    }
    this.queued ??= this.inFlight.then(() => {
      this.queued = null;
      return this.run();
    });
    return this.queued;
  }
}
