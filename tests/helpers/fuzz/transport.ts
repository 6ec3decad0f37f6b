import type { Answer, Request } from './cases';

/* The fuzz runner's HTTP: one request with a time limit, and the liveness probe the watchdog asks. */

/** Sends one request to the server at `base`; throws when no answer comes within `limitMs`. */
export async function fetchOnce(base: string, req: Request, limitMs: number): Promise<Answer> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  if (req.token) headers.Authorization = `Bearer ${req.token}`;
  if (req.body !== undefined) headers['Content-Type'] = 'application/json';
  const t0 = performance.now();
  const signal = AbortSignal.timeout(limitMs);
  const res = await fetch(base + req.url, { method: req.method, headers, body: req.body, signal, redirect: 'manual' });
  // An event stream never ends: its headers are its answer.
  if (res.headers.get('content-type')?.includes('event-stream')) {
    await res.body?.cancel();
    return { status: res.status, text: '(event stream)', ms: performance.now() - t0 };
  }
  const text = await res.text();
  return { status: res.status, text, ms: performance.now() - t0 };
}

/** Whether the server at `base` still answers /api/health within 3 s. */
export async function alive(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3000) });
    await res.text();
    return res.ok;
  } catch {
    return false;
  }
}
