import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { STORAGE_KEYS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { setRegistrationPage } from '../auth/pageState';
import { installMemoryStorage, jsonResponse, type MemoryStorage } from '../test/memoryStorage';
import { ApiError } from './ApiError';
import { configureHttp, http } from './http';

let storage: MemoryStorage;
let fetchMock: Mock<typeof fetch>;
let navigate: Mock<(to: string) => void>;
let onSignedOut: Mock<() => void>;
let here = { pathname: '/trainer/clients', search: '' };
let landing = false;

beforeEach(() => {
  storage = installMemoryStorage();
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  navigate = vi.fn<(to: string) => void>();
  onSignedOut = vi.fn<() => void>();
  here = { pathname: '/trainer/clients', search: '' };
  landing = false;
  setRegistrationPage(false);
  configureHttp({ navigate, onSignedOut, location: () => here, isWebLandingContext: () => landing });
});
afterEach(() => vi.unstubAllGlobals());

function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1) as [string, RequestInit];
  return { url, init, headers: init.headers as Record<string, string> };
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(ApiError);
    return e as ApiError;
  }
  throw new Error('expected the request to fail');
}

describe('request shape', () => {
  it('sends credentials, the script marker, JSON accept and the bearer token', async () => {
    storage.setItem(STORAGE_KEYS.token, 'abc');
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: 1 }));
    const out = await http.post('/api/thing', { a: 1 }, { query: { x: 2, skip: undefined } });
    expect(out).toEqual({ ok: 1 });
    const { url, init, headers } = lastRequest();
    expect(url).toBe('/api/thing?x=2');
    expect(init.credentials).toBe('include');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers.Accept).toBe('application/json');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Authorization).toBe('Bearer abc');
  });
  it('leaves the bearer token off on registration pages', async () => {
    storage.setItem(STORAGE_KEYS.token, 'abc');
    setRegistrationPage(true);
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await http.get('/api/x');
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });
  it('sends no token header when none is stored', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    expect(await http.delete('/api/x')).toBeUndefined();
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });
});

describe('error mapping', () => {
  it('turns a 422 into an ApiError with field errors', async () => {
    fetchMock.mockResolvedValue(jsonResponse(422, { message: MESSAGES.validationFailed, errors: { email: [MESSAGES.emailInvalid] } }));
    const e = await failure(http.post('/api/login', {}));
    expect(e.status).toBe(422);
    expect(e.message).toBe(MESSAGES.validationFailed);
    expect(e.errors).toEqual({ email: [MESSAGES.emailInvalid] });
  });
  it('keeps the server message, code and body', async () => {
    const body = { message: MESSAGES.accountDisabled, code: 'account_disabled' };
    fetchMock.mockResolvedValue(jsonResponse(403, body));
    const e = await failure(http.get('/api/x'));
    expect(e).toMatchObject({ status: 403, message: MESSAGES.accountDisabled, code: 'account_disabled', body });
  });
  it('uses the server-error text for a 5xx without a JSON body', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    const e = await failure(http.get('/api/x'));
    expect(e.status).toBe(502);
    expect(e.message).toBe(MESSAGES.serverError);
  });
  it('turns a network failure into status 0 with the network message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const e = await failure(http.get('/api/x'));
    expect(e.status).toBe(0);
    expect(e.message).toBe('Network error. Please check your connection.');
  });
});

describe('401 handling (docs/rules/errors-and-limits.md "Unauthorized (401)")', () => {
  beforeEach(() => {
    storage.setItem(STORAGE_KEYS.token, 'abc');
    storage.setItem(STORAGE_KEYS.userRole, 'trainer');
    fetchMock.mockImplementation(async () => jsonResponse(401, { message: MESSAGES.unauthenticated }));
  });
  it('clears token and role and goes to /login', async () => {
    await failure(http.get('/api/clients'));
    expect(storage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.userRole)).toBeNull();
    expect(onSignedOut).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/login');
  });
  it('goes to / in the web landing context', async () => {
    landing = true;
    await failure(http.get('/api/clients'));
    expect(navigate).toHaveBeenCalledWith('/');
  });
  it('does nothing on registration pages', async () => {
    setRegistrationPage(true);
    await failure(http.get('/api/clients'));
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });
  it('does nothing with a token or invitation_token query', async () => {
    for (const search of ['?token=x', '?invitation_token=y']) {
      here = { pathname: '/somewhere', search };
      await failure(http.get('/api/clients'));
    }
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });
  it('is left to the caller when asked (login, companion calls)', async () => {
    const e = await failure(http.get('/api/user', { skipAuthRedirect: true }));
    expect(e.status).toBe(401);
    expect(storage.getItem(STORAGE_KEYS.token)).toBe('abc');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('402 handling (docs/rules/errors-and-limits.md "Payment required (402)")', () => {
  it('stores the checkout url and current location and goes to /trial-expired', async () => {
    here = { pathname: '/trainer/clients', search: '?q=ann' };
    fetchMock.mockResolvedValue(jsonResponse(402, { message: MESSAGES.paymentRequired, code: 'subscription_required', checkout_url: 'https://pay.example/c' }));
    const e = await failure(http.get('/api/clients'));
    expect(e.status).toBe(402);
    expect(storage.getItem(STORAGE_KEYS.trialCheckoutUrl)).toBe('https://pay.example/c');
    expect(storage.getItem(STORAGE_KEYS.postPaymentRedirect)).toBe('/trainer/clients?q=ann');
    expect(storage.getItem(STORAGE_KEYS.trialReason)).toBe('subscription_required');
    expect(navigate).toHaveBeenCalledWith('/trial-expired');
  });
  it('is skipped when the caller handles payment', async () => {
    fetchMock.mockResolvedValue(jsonResponse(402, { message: MESSAGES.paymentRequired, code: 'trial_expired' }));
    await failure(http.post('/api/login', {}, { skipPaymentRedirect: true }));
    expect(navigate).not.toHaveBeenCalled();
    expect(storage.getItem(STORAGE_KEYS.postPaymentRedirect)).toBeNull();
  });
});
