import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedEncodings } from '../../server/http/compression';
import { startTestServer, type TestServer } from '../helpers/server';

/** Raw bytes and headers: fetch would decompress for us and hide what went over the wire. */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('compressed answers', () => {
  let server: TestServer;
  let dist: string;
  const script = `export const big = ${JSON.stringify('repwise '.repeat(2000))};\n`;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'repwise-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), script);
    writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
    writeFileSync(join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(script));
    // A file edited after the build: its stale compressed copy must not be served.
    writeFileSync(join(dist, 'sw.js'), 'self.version = 2;');
    writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync('self.version = 1;'));
    const past = new Date(Date.now() - 60_000);
    utimesSync(join(dist, 'sw.js.br'), past, past);
    server = await startTestServer('pglite', { distDir: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('reads Accept-Encoding with q-values, brotli first', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings('gzip;q=1.0, br;q=0')).toEqual(['gzip']);
    expect(acceptedEncodings('identity')).toEqual([]);
    expect(acceptedEncodings('*')).toEqual(['br', 'gzip']);
    expect(acceptedEncodings(undefined)).toEqual([]);
  });

  it('serves the pre-compressed asset the browser takes, with Vary, and keeps hashed assets immutable', async () => {
    const url = `${server.url}/assets/app-abc123.js`;
    const br = await get(url, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get(url, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.body.toString()).toBe(script);
  });

  it('never serves a compressed copy older than its file', async () => {
    const sw = await get(`${server.url}/sw.js`, { 'Accept-Encoding': 'br' });
    expect(sw.headers['content-encoding']).toBeUndefined();
    expect(sw.body.toString()).toBe('self.version = 2;');
    expect(sw.headers['cache-control']).toBe('no-cache');
  });

  it('compresses API JSON of 1 KB or more and leaves small answers alone', async () => {
    const big = await get(`${server.url}/api/openapi.json`, { 'Accept-Encoding': 'br, gzip' });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers.vary).toContain('Accept-Encoding');
    expect(Number(big.headers['content-length'])).toBe(big.body.length);
    const doc = JSON.parse(brotliDecompressSync(big.body).toString()) as { openapi: string };
    expect(doc.openapi).toBe('3.1.0');

    const gz = await get(`${server.url}/api/openapi.json`, { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((JSON.parse(gunzipSync(gz.body).toString()) as { openapi: string }).openapi).toBe('3.1.0');

    const small = await get(`${server.url}/api/no-such-thing`, { 'Accept-Encoding': 'br, gzip' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toHaveProperty('message');
  });
});
