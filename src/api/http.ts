import { STORAGE_KEYS } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { isRegistrationPage } from '../auth/pageState';
import { clearTokenAndRole, getToken, writeKey } from '../auth/storage';
import { ApiError } from './ApiError';

/** What the wrapper needs from the running app; the router installs its own navigate. */
export interface HttpEnvironment {
  navigate(to: string): void;
  location(): { pathname: string; search: string };
  /** True on a landing page in web mode: a 401 there goes to / instead of /login (docs/rules/errors-and-limits.md "Unauthorized (401)"). */
  isWebLandingContext(): boolean;
  /** Called after a 401 cleared the token and role, so the auth store can follow. */
  onSignedOut(): void;
}

const browserEnv: HttpEnvironment = {
  navigate: (to) => window.location.assign(to),
  location: () => ({ pathname: window.location.pathname, search: window.location.search }),
  isWebLandingContext: () => false,
  onSignedOut: () => {},
};

let env: HttpEnvironment = browserEnv;

export function configureHttp(overrides: Partial<HttpEnvironment>): void {
  env = { ...env, ...overrides };
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Leave 401 to the caller (login, the startup user fetch, companion-account calls). */
  skipAuthRedirect?: boolean;
  /** Leave 402 to the caller (the login call, flows that handle payment themselves). */
  skipPaymentRedirect?: boolean;
}

function urlOf(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204) return undefined;
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v ? v : undefined;
}

function toApiError(status: number, body: unknown, statusText: string): ApiError {
  const obj = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const fallback = status >= 500 ? MESSAGES.serverError : statusText || `Request failed (${status})`;
  const errors: Record<string, string[]> = {};
  if (obj.errors && typeof obj.errors === 'object') {
    for (const [field, list] of Object.entries(obj.errors as Record<string, unknown>)) {
      if (Array.isArray(list)) errors[field] = list.filter((m): m is string => typeof m === 'string');
      else if (typeof list === 'string') errors[field] = [list];
    }
  }
  return new ApiError(status, str(obj.message) ?? fallback, { code: str(obj.code), errors, body });
}

/** docs/rules/errors-and-limits.md "Unauthorized (401)": a 401 is ignored on registration/invitation pages (or with a token/invitation_token query). */
function ignores401(): boolean {
  if (isRegistrationPage()) return true;
  const params = new URLSearchParams(env.location().search);
  return params.has('token') || params.has('invitation_token');
}

function handleUnauthorized(error: ApiError): void {
  if (ignores401()) return;
  clearTokenAndRole();
  env.onSignedOut();
  // A disabled account is told why on the sign-in page, wherever it was.
  if (error.code === 'account_disabled') return env.navigate('/login?message=accountDisabled');
  env.navigate(env.isWebLandingContext() ? '/' : '/login');
}

function handlePaymentRequired(error: ApiError): void {
  const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
  const checkoutUrl = str(body.checkout_url);
  if (checkoutUrl) writeKey(STORAGE_KEYS.trialCheckoutUrl, checkoutUrl);
  writeKey(STORAGE_KEYS.trialReason, error.code ?? null);
  const here = env.location();
  if (here.pathname === '/trial-expired') return;
  writeKey(STORAGE_KEYS.postPaymentRedirect, here.pathname + here.search);
  env.navigate('/trial-expired');
}

/**
 * The one fetch wrapper: cookies included, the script-request marker, JSON in
 * and out, the bearer token except on registration pages, and every failure
 * turned into an ApiError (network failure: status 0).
 */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  const token = getToken();
  if (token && !isRegistrationPage()) headers.Authorization = `Bearer ${token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  let res: Response;
  try {
    res = await fetch(urlOf(path, options.query), {
      method: options.method ?? (options.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: payload,
      credentials: 'include',
      signal: options.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, MESSAGES.networkError, { code: 'network_error' });
  }

  const body = await readBody(res);
  if (res.ok) return body as T;

  const error = toApiError(res.status, body, res.statusText);
  if (res.status === 401 && !options.skipAuthRedirect) handleUnauthorized(error);
  if (res.status === 402 && !options.skipPaymentRedirect) handlePaymentRequired(error);
  throw error;
}

export const http = {
  get: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'GET' }),
  post: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T = unknown>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    request<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T = unknown>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) => request<T>(path, { ...options, method: 'DELETE' }),
};
