import type { LogModel } from './model';

/**
 * What this screen's writes made that the data it shows may not hold yet: the
 * data is a render behind (deferred), and a tap that comes meanwhile must build
 * on the session, log and set the tap before it wrote, not make them again (a
 * second blank workout, a second log of the exercise). The tap is written at
 * once, not when the data catches up: a write is journaled only once it has
 * started, and a reload before that lost a set the screen showed done.
 */
export class MadeByWrites {
  /** A blank workout the first set created. */
  sessionId: string | null = null;
  /** The session was started by a write. */
  started = false;
  /** Entry key → the log a write made for it. */
  private readonly logs = new Map<string, string>();
  /** `${logId}#${order}` → the set a write marked done there. */
  private readonly sets = new Set<string>();

  logOf(entryKey: string): string | undefined {
    return this.logs.get(entryKey);
  }

  /** Entry key → log id, for the writes' context (writes.ts SessionContext.logIds). */
  get logIds(): ReadonlyMap<string, string> {
    return this.logs;
  }

  /** A mark of this row is on its way already. */
  marking(logId: string | undefined, order: number): boolean {
    return logId !== undefined && this.sets.has(`${logId}#${order}`);
  }

  /** A mark's writes were made (before they are applied): what they create is known from now on. */
  marked(made: { entryKey: string; logId: string; order: number; sessionId: string | null }): () => void {
    const before = { sessionId: this.sessionId, started: this.started, log: this.logs.get(made.entryKey) };
    if (made.sessionId !== null) this.sessionId = made.sessionId;
    this.started = true;
    this.logs.set(made.entryKey, made.logId);
    const set = `${made.logId}#${made.order}`;
    this.sets.add(set);
    // The write failed: none of it exists.
    return () => {
      this.sessionId = before.sessionId;
      this.started = before.started;
      if (before.log === undefined) this.logs.delete(made.entryKey);
      this.sets.delete(set);
    };
  }

  /** A log is deleted: a tap on its exercise makes a new one. */
  logDeleted(logId: string) {
    for (const [key, id] of this.logs) if (id === logId) this.logs.delete(key);
    for (const set of this.sets) if (set.startsWith(`${logId}#`)) this.sets.delete(set);
  }

  /** Forgets what the shown data holds now. */
  caughtUp(model: LogModel | null, session: { id: string; progressStatus: string } | null) {
    if (session) {
      this.sessionId = null;
      if (session.progressStatus !== 'not_started') this.started = false;
    }
    if (!model) return;
    const shownLogs = new Set<string>();
    for (const e of model.entries) {
      if (!e.log) continue;
      shownLogs.add(e.log.id);
      for (const r of e.rows) if (r.done) this.sets.delete(`${e.log.id}#${r.order}`);
    }
    for (const [key, id] of this.logs) if (shownLogs.has(id)) this.logs.delete(key);
  }
}
