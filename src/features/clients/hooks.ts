import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../db';
import type { RepwiseDb } from '../../../replica/db/schema';

export interface PlanCounts {
  training: number;
  meal: number;
}

/**
 * docs/rules/clients.md "Client record" "counts of training plans and meal plans" per client, from the
 * device's own tables (rows without a client are templates and not counted;
 * IndexedDB leaves them out of the clientId index anyway).
 */
export async function planCountsOf(db: RepwiseDb): Promise<Map<string, PlanCounts>> {
  const out = new Map<string, PlanCounts>();
  const bump = (clientId: unknown, kind: keyof PlanCounts) => {
    if (typeof clientId !== 'string') return;
    const c = out.get(clientId) ?? { training: 0, meal: 0 };
    c[kind]++;
    out.set(clientId, c);
  };
  // Read loosely: the plan rows' shape belongs to the plans feature.
  await db.trainingPlans.orderBy('clientId').each((p: { clientId?: unknown; type?: unknown }) => bump(p.clientId, p.type === 'meal' ? 'meal' : 'training'));
  // Meal plans are their own entity (the meals area), not training plans of type 'meal': counting only the latter said 0 beside an assigned plan.
  await db.synced('mealPlans').orderBy('clientId').each((p) => bump(p.clientId, 'meal'));
  return out;
}

export function usePlanCounts(): Map<string, PlanCounts> | undefined {
  const db = useUserDb();
  return useLiveQuery(() => planCountsOf(db), [db]);
}

export const NO_PLANS: PlanCounts = { training: 0, meal: 0 };

/** The list switches between table and cards at the 1023 px breakpoint. */
export const PHONE_QUERY = '(max-width: 1023px)';
