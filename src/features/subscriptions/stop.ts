import { STORAGE_KEYS } from '../../../domain/constants';
import { readKey, writeKey } from '../../auth/storage';

/** The 402 codes of docs/rules/errors-and-limits.md "Payment required (402)". */
export const PAYMENT_STOP_CODES = ['trial_expired', 'subscription_required', 'payment_required'] as const;
export type PaymentStopCode = (typeof PAYMENT_STOP_CODES)[number];

export function isPaymentStopCode(code: unknown): code is PaymentStopCode {
  return typeof code === 'string' && (PAYMENT_STOP_CODES as readonly string[]).includes(code);
}

/** Why /trial-expired is shown, as the last 402 said (trial_expired when unknown). */
export function paymentStopCode(): PaymentStopCode {
  const code = readKey(STORAGE_KEYS.trialReason);
  return isPaymentStopCode(code) ? code : 'trial_expired';
}

/**
 * What a 402 leaves for /trial-expired and the success page (docs/rules/errors-and-limits.md "Payment required (402)"): the
 * checkout link (when given), where to come back to after paying, and why.
 */
export function rememberPaymentStop(o: { code?: string | null; checkoutUrl?: string | null; redirect: string }): void {
  if (o.checkoutUrl) writeKey(STORAGE_KEYS.trialCheckoutUrl, o.checkoutUrl);
  writeKey(STORAGE_KEYS.postPaymentRedirect, o.redirect);
  writeKey(STORAGE_KEYS.trialReason, isPaymentStopCode(o.code) ? o.code : null);
}

/** Where to go once paid: the remembered page when it is the trainer's own, else /trainer. */
export function postPaymentTarget(): string {
  const to = readKey(STORAGE_KEYS.postPaymentRedirect);
  return to && /^\/trainer(\/|$|\?)/.test(to) ? to : '/trainer';
}

/** After a confirmed payment nothing of the stop is left behind. */
export function forgetPaymentStop(): void {
  for (const key of [
    STORAGE_KEYS.trialCheckoutUrl,
    STORAGE_KEYS.postPaymentRedirect,
    STORAGE_KEYS.trialReason,
    STORAGE_KEYS.trialUserName,
    STORAGE_KEYS.trialUserEmail,
    STORAGE_KEYS.trialUserId,
    STORAGE_KEYS.trialUserLanguage,
  ]) {
    writeKey(key, null);
  }
}

/** Only http(s) checkout links are followed: the stored value came from a server answer. */
export function safeCheckoutUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, globalThis.location?.origin ?? 'http://localhost');
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}
