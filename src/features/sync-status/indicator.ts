import type { SyncStatus } from '../../../replica/status';

/** The error codes the indicator explains; anything else reads as an unexpected answer. */
export const SYNC_REASONS = ['account_disabled', 'unauthenticated', 'forbidden', 'server', 'network', 'unsupported_protocol', 'client', 'payment'] as const;
export type SyncReason = (typeof SYNC_REASONS)[number] | 'unknown';

/** The 402 codes of docs/rules/errors-and-limits.md "Payment required (402)": the trainer's subscription needs paying before syncing goes on. */
export const PAYMENT_CODES = ['trial_expired', 'subscription_required', 'payment_required'] as const;

export function reasonOf(code: string): SyncReason {
  if ((PAYMENT_CODES as readonly string[]).includes(code)) return 'payment';
  return (SYNC_REASONS as readonly string[]).includes(code) ? (code as SyncReason) : 'unknown';
}

export type IndicatorKind = 'synced' | 'pending' | 'offline' | 'error' | 'attention' | 'notice';

export interface IndicatorView {
  kind: IndicatorKind;
  /** i18n key and its values for the visible label. */
  key: string;
  /** A shorter label for narrow top bars (the full one stays the accessible name); undefined: same as key. */
  shortKey?: string;
  values: Record<string, string | number>;
  reason?: SyncReason;
}

/**
 * What the global indicator says (architecture: "What the user sees"):
 * quiet when all is synced, plain otherwise. The browser's own offline flag
 * wins at once (the engine only learns it at its next request); a stopped
 * sync outranks pending work, rejected changes show once nothing else does,
 * and edits replaced by later ones from another device last, quietly.
 */
export function indicatorView(status: SyncStatus | undefined, o: { browserOnline: boolean; rejected: number; notices?: number }): IndicatorView {
  const pending = status?.pending ?? 0;
  if (!o.browserOnline || status?.state === 'offline') {
    return pending > 0
      ? { kind: 'offline', key: 'sync.indicator.offlinePending', shortKey: 'sync.indicator.offlinePendingShort', values: { count: pending } }
      : { kind: 'offline', key: 'sync.indicator.offline', values: {} };
  }
  if (status?.state === 'error') {
    const reason = reasonOf(status.reason);
    return { kind: 'error', key: 'sync.indicator.error', shortKey: 'sync.indicator.errorShort', values: {}, reason };
  }
  if (pending > 0) return { kind: 'pending', key: 'sync.indicator.pending', values: { count: pending } };
  if (o.rejected > 0) return { kind: 'attention', key: 'sync.indicator.attention', shortKey: 'sync.indicator.attentionShort', values: { count: o.rejected } };
  // Quiet: an edit replaced by a later one is news, not a problem to fix.
  if (o.notices) return { kind: 'notice', key: 'sync.indicator.notices', shortKey: 'sync.indicator.attentionShort', values: { count: o.notices } };
  return { kind: 'synced', key: 'sync.indicator.synced', values: {} };
}
