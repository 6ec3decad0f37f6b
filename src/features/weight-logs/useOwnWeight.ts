import { useLiveQuery } from 'dexie-react-hooks';
import { useProfile, useUserDb } from '../../db';
import { useWeightLogs } from './useWeightLogs';
import type { WeightLogRow } from '../../db';

/** The signed-in client's record id: undefined while loading, null until the first sync brought the profile. */
function useOwnClientId(): string | null | undefined {
  const profile = useProfile();
  return profile === undefined ? undefined : (profile?.clientId ?? null);
}

/** The signed-in client's weight logs, newest first. `clientId` is undefined until the first sync brought the profile. */
export function useOwnWeight(): { loading: boolean; clientId: string | null | undefined; rows: WeightLogRow[] | undefined } {
  const clientId = useOwnClientId();
  const rows = useWeightLogs(clientId);
  return { loading: clientId === undefined || (!!clientId && rows === undefined), clientId, rows: clientId ? rows : undefined };
}

/**
 * Only the two newest entries (the dashboard's latest weight and its change):
 * a dashboard open during a first sync of thousands of logs then reads two
 * rows per change, not all of them.
 */
export function useOwnLatestWeights(): { loading: boolean; clientId: string | null | undefined; rows: WeightLogRow[] | undefined } {
  const db = useUserDb();
  const clientId = useOwnClientId();
  const rows = useLiveQuery(
    () => (clientId ? db.weightLogs.where('[clientId+loggedAt]').between([clientId, ''], [clientId, '\uffff']).reverse().limit(2).toArray() : []),
    [db, clientId],
  );
  return { loading: clientId === undefined || (!!clientId && rows === undefined), clientId, rows: clientId ? rows : undefined };
}
