import { MESSAGES } from '../../../domain/messages';
import { ApiError } from '../../api/ApiError';
import { getToken } from '../../auth/storage';
import { saveBlob } from '../../ui/saveFile';

/** What the server calls the file (Content-Disposition), else a name of the day. */
function fileNameOf(res: Response): string {
  const m = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '');
  return m?.[1] ?? `repwise-export-${new Date().toISOString().slice(0, 10)}.zip`;
}

async function errorOf(res: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown } = {};
  try {
    body = (await res.json()) as typeof body;
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  const message = typeof body.message === 'string' ? body.message : res.status >= 500 ? MESSAGES.serverError : res.statusText;
  return new ApiError(res.status, message, { code: typeof body.code === 'string' ? body.code : undefined, body });
}

/** Chunks are folded into the Blob every this many bytes, so the page's heap holds at most this much of the download (the browser keeps Blobs outside it). */
const FOLD_BYTES = 8 * 1024 * 1024;

/**
 * Downloads GET /api/export with the app's bearer token (an <a href> could not
 * send it) and saves it as a file. The zip is made while it streams, so the
 * size is not known ahead: `onProgress` gets the bytes received, and the
 * total only if the answer names one.
 */
export async function downloadExport(onProgress: (received: number, total: number | null) => void, signal?: AbortSignal): Promise<{ fileName: string; bytes: number }> {
  const headers: Record<string, string> = { Accept: 'application/zip, application/json', 'X-Requested-With': 'XMLHttpRequest' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch('/api/export', { headers, credentials: 'include', signal, cache: 'no-store' });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, MESSAGES.networkError, { code: 'network_error' });
  }
  if (!res.ok || !res.body) throw await errorOf(res);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;

  let blob = new Blob([], { type: 'application/zip' });
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  let received = 0;
  const reader = res.body.getReader();
  onProgress(0, total);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      pending.push(value);
      pendingBytes += value.length;
      received += value.length;
      if (pendingBytes >= FOLD_BYTES) {
        blob = new Blob([blob, ...(pending as BlobPart[])], { type: 'application/zip' });
        pending = [];
        pendingBytes = 0;
      }
      onProgress(received, total);
    }
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    // The connection broke mid-way (offline, the server stopped): a partial zip is no use.
    throw new ApiError(0, MESSAGES.networkError, { code: 'network_error' });
  }
  blob = new Blob([blob, ...(pending as BlobPart[])], { type: 'application/zip' });

  const fileName = fileNameOf(res);
  saveBlob(blob, fileName);
  return { fileName, bytes: received };
}
