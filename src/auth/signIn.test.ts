import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { STORAGE_KEYS } from '../../domain/constants';
import type { UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { configureHttp } from '../api/http';
import { installMemoryStorage, jsonResponse, type MemoryStorage } from '../test/memoryStorage';
import { authStore } from './authStore';
import { saysAlreadyVerified, signIn } from './signIn';
import { signOut } from './signOut';

let storage: MemoryStorage;
let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(to: string) => void>;

const user: UserDto = {
  id: 'u1',
  name: 'Tina Trainer',
  email: 'tina@example.com',
  role: 'trainer',
  language: 'sk',
  client: null,
  registration_status: 'active',
  email_verified_at: '2025-01-01T00:00:00Z',
};

beforeEach(() => {
  storage = installMemoryStorage();
  authStore.clear();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  configureHttp({ navigate, location: () => ({ pathname: '/login', search: '' }), isWebLandingContext: () => false });
});
afterEach(() => vi.unstubAllGlobals());

const sentBody = () => JSON.parse((fetchMock.mock.calls.at(-1) as [string, RequestInit])[1].body as string);

describe('signIn', () => {
  it('stores token, role and the has-logged-in-before flag and names the home', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 'tok', user }));
    const out = await signIn({ email: 'tina@example.com', password: 'secret1' });
    expect(out).toEqual({ type: 'success', user, home: '/trainer' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok');
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBe('trainer');
    expect(storage.getItem(STORAGE_KEYS.hasLoggedInBefore)).toBe('true');
    expect(authStore.get()).toMatchObject({ token: 'tok', role: 'trainer', user });
  });
  it('adds the pending checkout session id and removes it after success', async () => {
    storage.setItem(STORAGE_KEYS.pendingCheckoutSessionId, 'cs_123');
    fetchMock.mockResolvedValue(jsonResponse(200, { token: 'tok', user }));
    await signIn({ email: 'a@b.co', password: 'secret1' });
    expect(sentBody()).toEqual({ email: 'a@b.co', password: 'secret1', checkout_session_id: 'cs_123' });
    expect(storage.getItem(STORAGE_KEYS.pendingCheckoutSessionId)).toBeNull();
  });
  it('keeps the pending checkout id when the login fails', async () => {
    storage.setItem(STORAGE_KEYS.pendingCheckoutSessionId, 'cs_123');
    fetchMock.mockResolvedValue(jsonResponse(401, { message: MESSAGES.invalidCredentials }));
    const out = await signIn({ email: 'a@b.co', password: 'secret1' });
    expect(out).toEqual({ type: 'error', message: MESSAGES.invalidCredentials, fieldErrors: {} });
    expect(storage.getItem(STORAGE_KEYS.pendingCheckoutSessionId)).toBe('cs_123');
    expect(navigate).not.toHaveBeenCalled();
  });
  it('fails with "No token received from server" when the answer lacks a token', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user }));
    const out = await signIn({ email: 'a@b.co', password: 'secret1' });
    expect(out).toMatchObject({ type: 'error', message: 'No token received from server' });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
  it('reports email verification with a resend option', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: MESSAGES.verifyEmailFirst, code: 'email_verification_required' }));
    expect(await signIn({ email: 'a@b.co', password: 'secret1' })).toEqual({
      type: 'verification-required',
      message: MESSAGES.verifyEmailFirst,
      canResend: true,
    });
  });
  it('hides resend when the message says the email is already verified', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { message: MESSAGES.alreadyVerified, code: 'email_verification_required' }));
    expect(await signIn({ email: 'a@b.co', password: 'secret1' })).toMatchObject({ canResend: false });
    expect(saysAlreadyVerified('Email already verified.')).toBe(true);
    expect(saysAlreadyVerified(MESSAGES.verifyEmailFirst)).toBe(false);
  });
  it.each(['payment_required', 'subscription_required', 'trial_expired'])('stores the trial keys for 402 %s', async (code) => {
    fetchMock.mockResolvedValue(
      jsonResponse(402, { message: MESSAGES.paymentRequired, code, checkout_url: 'https://pay/x', user: { id: 'u9', name: 'N', email: 'n@x.io', language: 'cz' } }),
    );
    expect(await signIn({ email: 'n@x.io', password: 'secret1' })).toEqual({ type: 'payment-required' });
    expect(storage.getItem(STORAGE_KEYS.trialCheckoutUrl)).toBe('https://pay/x');
    expect(storage.getItem(STORAGE_KEYS.trialUserName)).toBe('N');
    expect(storage.getItem(STORAGE_KEYS.trialUserEmail)).toBe('n@x.io');
    expect(storage.getItem(STORAGE_KEYS.trialUserId)).toBe('u9');
    expect(storage.getItem(STORAGE_KEYS.trialUserLanguage)).toBe('cz');
    expect(storage.getItem(STORAGE_KEYS.postPaymentRedirect)).toBe('/trainer');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
  it('maps 422 field errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { message: MESSAGES.validationFailed, errors: { email: [MESSAGES.emailInvalid] } }));
    expect(await signIn({ email: 'x', password: 'secret1' })).toEqual({
      type: 'error',
      message: MESSAGES.validationFailed,
      fieldErrors: { email: [MESSAGES.emailInvalid] },
    });
  });
  it('shows the rate-limit and disabled texts from the server', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: MESSAGES.tooManyLoginAttempts }));
    expect(await signIn({ email: 'a@b.co', password: 'secret1' })).toMatchObject({ message: MESSAGES.tooManyLoginAttempts });
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: MESSAGES.accountDisabled, code: 'account_disabled' }));
    expect(await signIn({ email: 'a@b.co', password: 'secret1' })).toMatchObject({ type: 'error', message: MESSAGES.accountDisabled });
  });
  it('reports a network failure with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await signIn({ email: 'a@b.co', password: 'secret1' })).toMatchObject({ type: 'error', message: MESSAGES.networkError });
  });
});

describe('signOut', () => {
  beforeEach(() => authStore.signIn('tok', user));

  it('calls POST /api/logout and clears token and role', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { message: MESSAGES.loggedOut }));
    expect(await signOut('trainer')).toEqual({ ok: true });
    expect((fetchMock.mock.calls[0] as [string, RequestInit])[0]).toBe('/api/logout');
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBeNull();
    expect(authStore.get().user).toBeNull();
  });
  it('keeps a trainer signed in when logout fails', async () => {
    fetchMock.mockRejectedValue(new TypeError('offline'));
    expect(await signOut('trainer')).toEqual({ ok: false, message: MESSAGES.networkError });
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('tok');
  });
  it('signs a client out locally even when logout fails', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { message: MESSAGES.serverError }));
    expect(await signOut('client')).toEqual({ ok: true });
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
  });
  it('does not call the server without a token', async () => {
    authStore.clear();
    expect(await signOut('client')).toEqual({ ok: true });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
