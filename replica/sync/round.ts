import { backoffDelay } from '../backoff';
import type { RepwiseDb } from '../db/schema';
import { HttpError, NetworkError } from '../http';
import { ensureDeviceId, getMeta } from '../meta';
import { pullChanges, type PullContext } from './pull';
import { pushOutbox, type PushContext } from './push';
import type { SyncState } from './state';

/**
 * `held`: a bulk write on the device asked for no round yet (meta holdUntil); the round runs when the hold ends.
 * `payment_required`: the server answered 402 (docs/rules/errors-and-limits.md "Payment required (402)"); nothing was pushed and the outbox is kept whole.
 */
export type SyncOutcome = 'ok' | 'failed' | 'held' | 'payment_required';

export interface RoundContext {
  db: RepwiseDb;
  getToken: () => string | null | Promise<string | null>;
  push: PushContext;
  pull: PullContext;
  state: SyncState;
  now: () => number;
  random?: () => number;
  pollMs: number;
  /** Asks for the next round in `delay` ms. */
  schedule: (delay: number) => void;
  /** Failed rounds in a row, for the backoff; a trigger resets it. */
  attempts: { count: number };
}

/** One push-then-pull round. Never throws: a failure is reported in the state and the next round scheduled. */
export async function syncRound(o: RoundContext): Promise<SyncOutcome> {
  const { db, state } = o;
  const holdUntil = (await getMeta(db, 'holdUntil').catch(() => undefined)) ?? 0;
  if (holdUntil > o.now()) {
    o.schedule(holdUntil - o.now());
    return 'held';
  }
  try {
    const token = await o.getToken();
    if (!token) throw new HttpError(401, 'unauthenticated', 'not signed in');
    const deviceId = await db.transaction('rw', db.syncMeta, () => ensureDeviceId(db));
    await pushOutbox(o.push, token, deviceId);
    await pullChanges(o.pull, token, deviceId);
    o.attempts.count = 0;
    await state.setNet({ online: true, error: null, payment: null, lastSyncedAt: new Date(o.now()).toISOString() });
    await state.refreshPending();
    o.schedule(o.pollMs);
    return 'ok';
  } catch (e) {
    if (e instanceof HttpError && e.status === 402) return paymentRequired(state, e, o.now);
    try {
      await state.refreshPending();
      if (e instanceof NetworkError) await state.setNet({ online: false, error: null });
      else if (e instanceof HttpError) await state.setNet({ online: true, error: reasonOf(e) });
      else await state.setNet({ error: 'client' });
    } catch {
      // The database closed under us (signed out): nothing left to report.
      return 'failed';
    }
    // Retry transient failures with backoff; an auth or protocol problem waits for the next trigger.
    const retryable = e instanceof NetworkError || (e instanceof HttpError && (e.status >= 500 || e.status === 429 || e.status === 408));
    o.schedule(retryable ? backoffDelay(o.attempts.count++, o.random) : o.pollMs);
    return 'failed';
  }
}

/**
 * The trainer's access lapsed (trial over, payment due). The server
 * processed nothing of the push, so the outbox stays exactly as it is:
 * nothing is marked rejected, nothing dropped. No round is scheduled; the
 * next start, trigger (sign-in, back online, a visible tab) or poke tries
 * again, and the first that gets through delivers the outbox.
 */
async function paymentRequired(state: SyncState, e: HttpError, now: () => number): Promise<SyncOutcome> {
  try {
    await state.refreshPending();
    const code = e.code ?? 'payment_required';
    await state.setNet({ online: true, error: code, payment: { code, checkoutUrl: e.checkoutUrl, at: new Date(now()).toISOString() } });
  } catch {
    // The database closed under us (signed out).
  }
  return 'payment_required';
}

function reasonOf(e: HttpError): string {
  // An admin disabled the account: the app signs out and says so (src/sync-session/SignOutWhenDisabled.tsx).
  if (e.status === 401 && e.code === 'account_disabled') return 'account_disabled';
  if (e.status === 401) return 'unauthenticated';
  if (e.status === 403) return 'forbidden';
  if (e.code === 'unsupported_protocol') return 'unsupported_protocol';
  if (e.status >= 500) return 'server';
  return e.code ?? `http_${e.status}`;
}
