import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SyncNetState } from '../../../replica/db/types';
import { useUserDb } from '../../db/context';
import { isPaymentStopCode, rememberPaymentStop } from './stop';

/** When this page was loaded: a stop the engine recorded before it is old news (the trainer may have paid since). */
const PAGE_LOADED_AT = typeof performance !== 'undefined' ? performance.timeOrigin : Date.now();

/**
 * The sync engine's side of docs/rules/errors-and-limits.md "Payment required (402)": when a push or pull got 402, the engine
 * stops with the outbox kept and records why (replica/engine.ts); this sends
 * the trainer to /trial-expired the way a REST 402 does, remembering the page
 * to come back to. Only a stop seen during this page's life counts: one
 * stored before (an earlier visit, before paying) waits for the engine's
 * next round to confirm or clear it.
 */
export function usePaymentStopRedirect(): void {
  const db = useUserDb();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const payment = useLiveQuery(async () => ((await db.syncMeta.get('net'))?.value as SyncNetState | undefined)?.payment ?? null, [db]);

  useEffect(() => {
    if (!payment || !isPaymentStopCode(payment.code)) return;
    if (Date.parse(payment.at) < PAGE_LOADED_AT) return;
    rememberPaymentStop({ code: payment.code, checkoutUrl: payment.checkoutUrl, redirect: pathname + search });
    navigate('/trial-expired', { replace: true });
    // Only a new stop moves the trainer, not a change of page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [payment?.at]);
}
