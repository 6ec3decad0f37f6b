/** A request that never got an HTTP answer (offline, DNS, connection reset, body cut off). */
export class NetworkError extends Error {}

/** The server answered with an error status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
    /** A 402's checkout link (docs/rules/errors-and-limits.md "Payment required (402)"), when the server gave one. */
    readonly checkoutUrl: string | null = null,
  ) {
    super(message);
  }
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

/** The headers every API call of the app carries (docs/rules/errors-and-limits.md "Calls": script-request marker, bearer token). */
export function apiHeaders(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', Authorization: `Bearer ${token}`, ...extra };
}

/** POSTs JSON with the app's headers: the response when it is a success, else HttpError (NetworkError when no answer came). */
export async function checkedResponse(fetchFn: FetchLike, url: string, token: string, body: unknown): Promise<Response> {
  let res: Response;
  try {
    res = await fetchFn(url, {
      method: 'POST',
      headers: apiHeaders(token, { 'Content-Type': 'application/json' }),
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new NetworkError((e as Error)?.message ?? 'network error');
  }
  if (!res.ok) {
    let payload: { code?: string; message?: string; checkout_url?: unknown } = {};
    try {
      payload = (await res.json()) as typeof payload;
    } catch {
      /* not JSON: keep the status */
    }
    const checkoutUrl = typeof payload.checkout_url === 'string' && payload.checkout_url ? payload.checkout_url : null;
    throw new HttpError(res.status, payload.code, payload.message ?? `HTTP ${res.status}`, checkoutUrl);
  }
  return res;
}

export async function postJson<T>(fetchFn: FetchLike, url: string, token: string, body: unknown): Promise<T> {
  const res = await checkedResponse(fetchFn, url, token, body);
  try {
    return (await res.json()) as T;
  } catch (e) {
    throw new NetworkError(`response lost: ${(e as Error)?.message ?? e}`);
  }
}
