import { useLiveQuery } from 'dexie-react-hooks';
import { deviceAmountsOwed, deviceClientBilling, type DeviceClientBilling, type OwedFigure } from './deviceBilling';
import { useUserDb } from '../../db';
import { useEarlierBilling, type EarlierState } from './useEarlierBilling';

/** A client's billing from the device, live: re-reads when sessions, payments or their pending state change. */
export function useClientBilling(clientId: string | undefined): { billing: DeviceClientBilling | undefined; earlier: EarlierState } {
  const db = useUserDb();
  const earlier = useEarlierBilling();
  const forClient = clientId ? (earlier.byClient?.get(clientId) ?? (earlier.byClient ? { before: earlier.before, billedMinor: 0, sessions: 0 } : null)) : null;
  const billing = useLiveQuery(() => (clientId ? deviceClientBilling(db, clientId, forClient) : undefined), [db, clientId, forClient?.before, forClient?.billedMinor, forClient?.sessions]);
  return { billing, earlier };
}

/** Every client's amountOwed and credit from the device (client list, dashboard). */
export function useAmountsOwed(): Map<string, OwedFigure> | undefined {
  const db = useUserDb();
  const { byClient } = useEarlierBilling();
  return useLiveQuery(() => deviceAmountsOwed(db, byClient), [db, byClient]);
}
