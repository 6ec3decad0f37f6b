import { useLiveQuery } from 'dexie-react-hooks';
import { emptyOnboarding } from '../../../domain/onboarding/empty';
import type { OnboardingRow } from '../../../domain/onboarding/entity';
import { useProfile, useUserDb } from '../../db';

/**
 * The signed-in trainer's checklist from the device (a synced row the server
 * updates when an event completes a step), so the panel shows offline and
 * moves on after a sync. Before the first pull brings the row, nothing is done.
 */
export function useOnboarding(): OnboardingRow | undefined {
  const db = useUserDb();
  const me = useProfile();
  return useLiveQuery(async () => {
    if (!me || me.role !== 'trainer') return undefined;
    const row = await db.synced('onboarding').get(me.id);
    return row ?? emptyOnboarding(me.id, new Date(0).toISOString());
  }, [db, me?.id, me?.role]);
}
