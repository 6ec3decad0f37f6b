import type { RepwiseDb } from '../db/schema';
import type { LocalWrite } from './commit';
import { withWritePath } from './ready';

/*
 * What a screen wrote, kept in localStorage from the moment of the tap until
 * IndexedDB has committed it. A write's transaction spans several tasks (each
 * request answers in a task of its own), so a reload or a closed tab right
 * after a tap, on a slow phone, ended the page with the transaction still
 * open and IndexedDB dropped it: the screen had shown the set done and the
 * reload lost it. localStorage writes synchronously, in the tap's own task;
 * the next start of the app replays what is left (src/db/context.tsx calls
 * replayJournal). The
 * transaction records the entry's key (syncMeta `journal:<key>`), so a write
 * is applied once, whether its tab or a replay gets there first.
 */

const PREFIX = 'repwise.journal.';
/** Larger writes (a history import of thousands of rows) are not journaled: they resume by their own means. */
const MAX_CHARS = 256 * 1024;

interface JournalEntry {
  writes: readonly LocalWrite[];
  /** The write's instant (ISO), so a replay makes the same rows. */
  now: string;
}

/** How long the record of a journaled write is kept once done (see replayJournal). */
const RECORD_MS = 3_600_000;

let seq = 0;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const prefixOf = (dbName: string) => `${PREFIX}${dbName}.`;

/** Records a write about to start; its key, or null when it could not be kept (no storage, full, too large). */
export function journalWrite(dbName: string, writes: readonly LocalWrite[], now: string): string | null {
  const s = storage();
  if (!s) return null;
  // Sortable by when it was made, so a replay keeps the order (a log before its sets).
  const key = `${Date.now().toString(36).padStart(9, '0')}.${(seq++ % 1_679_616).toString(36).padStart(4, '0')}.${Math.random().toString(36).slice(2, 8)}`;
  try {
    const text = JSON.stringify({ writes, now } satisfies JournalEntry);
    if (text.length > MAX_CHARS) return null;
    s.setItem(prefixOf(dbName) + key, text);
    return key;
  } catch {
    return null;
  }
}

/** The write committed (or was refused): nothing left to replay. */
export function journalDone(dbName: string, key: string | null): void {
  if (key) storage()?.removeItem(prefixOf(dbName) + key);
}

function journalKeys(s: Storage, dbName: string): string[] {
  const prefix = prefixOf(dbName);
  const keys: string[] = [];
  for (let i = 0; i < s.length; i++) {
    const k = s.key(i);
    if (k?.startsWith(prefix)) keys.push(k.slice(prefix.length));
  }
  return keys.sort();
}

/**
 * Applies, in order, the writes a page left in the journal when it ended
 * before their transaction committed, then forgets the records of writes
 * that are done. A write already applied is skipped; one its mutation
 * schema now refuses is dropped (it could never be written).
 */
export async function replayJournal(db: RepwiseDb): Promise<void> {
  const s = storage();
  if (!s) return;
  const keys = journalKeys(s, db.name);
  // The write path loads only when there is something to replay, and a replay waits until it can be had.
  if (!keys.length) return cleanUpRecords(db);
  // A replay comes before the pull that may follow: the writes were made against the rows the user saw then.
  const finished = await withWritePath(db, async ({ commitWrites, parseWrites }) => {
    for (const key of keys) {
      let entry: JournalEntry | null = null;
      try {
        entry = JSON.parse(s.getItem(prefixOf(db.name) + key) ?? 'null') as JournalEntry | null;
      } catch {
        entry = null;
      }
      if (entry) {
        try {
          await commitWrites(db, parseWrites(entry.writes), new Date(entry.now), { journalKey: key });
        } catch (e) {
          // Refused by its schema, or a mutation this version does not know: it can never be written. Anything else
          // (the database closing, the write path not loading) is tried again at the next start.
          if (!(e instanceof Error && (e.name === 'ZodError' || e.message.startsWith('Unknown mutation')))) return false;
        }
      }
      journalDone(db.name, key);
    }
    return true;
  });
  if (!finished) return;
  await cleanUpRecords(db);
}

/**
 * A record outlives its journal entry a while: the write's own tab may still be alive, its transaction not yet
 * run (a replay from another tab got there first), and it is the record that keeps it from applying it again.
 */
async function cleanUpRecords(db: RepwiseDb): Promise<void> {
  const before = Date.now() - RECORD_MS;
  const marks = (await db.syncMeta.where('key').startsWith('journal:').primaryKeys()) as string[];
  const stale = marks.filter((k) => parseInt(k.slice('journal:'.length).split('.')[0]!, 36) < before);
  if (stale.length) await db.syncMeta.bulkDelete(stale);
}

/** Drops a database's journal (its data is deleted at sign-out). */
export function clearJournal(dbName: string): void {
  const s = storage();
  if (!s) return;
  for (const key of journalKeys(s, dbName)) s.removeItem(prefixOf(dbName) + key);
}
