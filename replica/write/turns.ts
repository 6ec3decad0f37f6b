import type { RepwiseDb } from '../db/schema';

/** A line of a database's writes: each takes its place when made and waits for the one before. */
export type Line = WeakMap<RepwiseDb, Promise<void>>;

/** A place in one of the database's lines (transactions, or staging), taken when the write is made. */
export function takeTurn(line: Line, db: RepwiseDb): { before: Promise<void>; done: () => void } {
  const before = line.get(db) ?? Promise.resolve();
  let release!: () => void;
  const finished = new Promise<void>((resolve) => (release = resolve));
  const mine = before.then(() => finished);
  line.set(db, mine);
  return {
    before,
    done: () => {
      release();
      void mine.then(() => line.get(db) === mine && line.delete(db));
    },
  };
}
