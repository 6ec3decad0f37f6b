import { HOME_BY_ROLE, STORAGE_KEYS } from '../../domain/constants';
import type { UserDto } from '../../domain/auth';
import { MESSAGES, messageKeyOf } from '../../domain/messages';
import { accountApi } from '../api/account';
import { isApiError } from '../api/ApiError';
import { authStore } from './authStore';
import { readKey, writeKey } from './storage';

export type SignInOutcome =
  | { type: 'success'; user: UserDto; home: string }
  | { type: 'verification-required'; message: string; canResend: boolean }
  | { type: 'payment-required' }
  | { type: 'error'; message: string; fieldErrors: Record<string, string[]> };

const PAYMENT_CODES = new Set(['payment_required', 'subscription_required', 'trial_expired']);

/** The resend block is pointless once the server says the address is already verified. */
export function saysAlreadyVerified(message: string): boolean {
  return messageKeyOf(message) === 'alreadyVerified' || /already verified/i.test(message);
}

function rememberTrialUser(body: unknown) {
  const obj = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const user = (obj.user && typeof obj.user === 'object' ? obj.user : {}) as Record<string, unknown>;
  const s = (v: unknown) => (v === undefined || v === null ? null : String(v));
  writeKey(STORAGE_KEYS.trialCheckoutUrl, s(obj.checkout_url));
  writeKey(STORAGE_KEYS.trialUserName, s(user.name));
  writeKey(STORAGE_KEYS.trialUserEmail, s(user.email));
  writeKey(STORAGE_KEYS.trialUserId, s(user.id));
  writeKey(STORAGE_KEYS.trialUserLanguage, s(user.language));
  writeKey(STORAGE_KEYS.postPaymentRedirect, '/trainer');
  writeKey(STORAGE_KEYS.trialReason, s(obj.code));
}

/**
 * The login of docs/rules/accounts.md "Sign-in": adds a pending checkout session id, stores the
 * session on success and maps every failure to what the screen shows.
 */
export async function signIn(credentials: { email: string; password: string }): Promise<SignInOutcome> {
  const pendingCheckout = readKey(STORAGE_KEYS.pendingCheckoutSessionId);
  const payload = pendingCheckout ? { ...credentials, checkout_session_id: pendingCheckout } : credentials;
  try {
    const result = await accountApi.login(payload);
    if (!result?.token || !result.user) {
      return { type: 'error', message: MESSAGES.noTokenReceived, fieldErrors: {} };
    }
    authStore.signIn(result.token, result.user);
    writeKey(STORAGE_KEYS.hasLoggedInBefore, 'true');
    writeKey(STORAGE_KEYS.pendingCheckoutSessionId, null);
    return { type: 'success', user: result.user, home: HOME_BY_ROLE[result.user.role] };
  } catch (e) {
    if (!isApiError(e)) return { type: 'error', message: MESSAGES.loginFailed, fieldErrors: {} };
    if (e.status === 403 && e.code === 'email_verification_required') {
      return { type: 'verification-required', message: e.message, canResend: !saysAlreadyVerified(e.message) };
    }
    if (e.status === 402 && e.code && PAYMENT_CODES.has(e.code)) {
      rememberTrialUser(e.body);
      return { type: 'payment-required' };
    }
    return { type: 'error', message: e.message || MESSAGES.loginFailed, fieldErrors: e.status === 422 ? e.errors : {} };
  }
}
