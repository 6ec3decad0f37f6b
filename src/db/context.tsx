import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';
import { replayJournal } from './journal';
import { prefetchWritePathOnFirstInput } from './prefetchWritePath';

const UserDbContext = createContext<RepwiseDb | null>(null);

/**
 * Opens the signed-in user's database for the screens below it and closes it
 * when the user changes. Render it only once the user id is known.
 */
export function UserDbProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [db, setDb] = useState<RepwiseDb | null>(null);
  useEffect(() => {
    const opened = openUserDb(userId);
    // Writes a page ended before IndexedDB committed them (a reload right after a tap) are applied now.
    void replayJournal(opened).catch(() => {});
    setDb(opened);
    const stopPrefetch = prefetchWritePathOnFirstInput();
    return () => {
      stopPrefetch();
      setDb(null);
      opened.close();
    };
  }, [userId]);
  return db ? <UserDbContext.Provider value={db}>{children}</UserDbContext.Provider> : null;
}

/** For tests and for screens that already hold a database. */
export const UserDbContextProvider = UserDbContext.Provider;

export function useUserDb(): RepwiseDb {
  const db = useContext(UserDbContext);
  if (!db) throw new Error('useUserDb outside UserDbProvider');
  return db;
}
