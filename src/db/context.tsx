import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';
import { replayJournal } from '../../replica/write/journal';
import { prefetchWritePathOnFirstInput } from './prefetchWritePath';

const UserDbContext = createContext<RepwiseDb | null>(null);

/**
 * Opens the signed-in user's database for the screens below it and closes it
 * when the user changes. Render it only once the user id is known.
 */
export function UserDbProvider({ userId, children }: { userId: string; children: ReactNode }) {
  // Made in render (Dexie connects on first use): the screens mount in the same commit as the frame around
  // them. Made in an effect, the first render was null, and the whole signed-in frame went blank for a frame.
  const db = useMemo(() => openUserDb(userId), [userId]);
  useEffect(() => {
    // StrictMode runs this effect again after its cleanup closed the database.
    if (db.hasBeenClosed()) void db.open().catch(() => {});
    // Writes a page ended before IndexedDB committed them (a reload right after a tap) are applied now.
    void replayJournal(db).catch(() => {});
    const stopPrefetch = prefetchWritePathOnFirstInput();
    return () => {
      stopPrefetch();
      db.close();
    };
  }, [db]);
  return <UserDbContext.Provider value={db}>{children}</UserDbContext.Provider>;
}

/** For tests and for screens that already hold a database. */
export const UserDbContextProvider = UserDbContext.Provider;

export function useUserDb(): RepwiseDb {
  const db = useContext(UserDbContext);
  if (!db) throw new Error('useUserDb outside UserDbProvider');
  return db;
}
