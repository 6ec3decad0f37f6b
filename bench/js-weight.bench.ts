import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import type { Request } from 'playwright-core';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/helpers/server';
import { makeClient, makeTrainer } from '../tests/integration/sync-fixtures';
import type { Bench, Figure } from './lib';

/**
 * JavaScript on the wire, as the browser receives it (compressed when the
 * server compresses), in Debian's Chromium: a client's first visit to
 * /client (the page's scripts, then the sync worker's) and the public pages;
 * and the largest chunk of the build, brotli-compressed.
 */
const dist = resolve(process.env.BENCH_DIST ?? 'dist');
const brotliSize = (file: string) =>
  existsSync(`${file}.br`)
    ? readFileSync(`${file}.br`).length
    : brotliCompressSync(readFileSync(file), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/** The sync worker's entry and every chunk it imports, statically or on demand (its bundle is built apart from the page's). */
function workerChunks(): Set<string> {
  const assets = join(dist, 'assets');
  const todo = readdirSync(assets).filter((f) => /worker[^/]*\.js$/.test(f));
  const seen = new Set<string>();
  while (todo.length) {
    const f = todo.pop()!;
    if (seen.has(f) || !existsSync(join(assets, f))) continue;
    seen.add(f);
    for (const m of readFileSync(join(assets, f), 'utf8').matchAll(/["'`]\.\/([\w.-]+\.js)["'`]/g)) todo.push(m[1]!);
  }
  return seen;
}
const WORKER_CHUNKS = workerChunks();
const isWorker = (url: string) => WORKER_CHUNKS.has(url.split('/').pop() ?? '');

const bench: Bench = {
  name: 'JavaScript on the wire',
  async run() {
    const figures: Figure[] = [];
    const chunks = readdirSync(join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => ({ f, size: brotliSize(join(dist, 'assets', f)) }));
    const largest = chunks.filter((c) => !/worker[^/]*\.js$/.test(c.f)).sort((a, b) => b.size - a.size)[0]!;
    figures.push({ name: `largest chunk of the app, brotli (${largest.f})`, value: largest.size / 1024, unit: 'KB', budget: 100 });

    process.env.TEST_DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await startTestServer('postgres', { distDir: dist });
    const browser = await launchBrowser();
    try {
      const trainer = await makeTrainer(server.ctx.db);
      const { user } = await makeClient(server.ctx.db, trainer.id, { withUser: true });
      const visit = async (path: string, session?: { token: string; id: string; role: string }) => {
        const context = await newContext(browser, { viewport: PHONE });
        if (session) {
          await context.addInitScript((s) => {
            localStorage.setItem('token', s.token);
            localStorage.setItem('userRole', s.role);
            localStorage.setItem('repwise_sync_user', s.id);
          }, session);
        }
        const page = await context.newPage();
        const scripts: Request[] = [];
        const onRequest = (r: Request) => {
          if (r.resourceType() === 'script' || /\.m?js(\?|$)/.test(r.url())) scripts.push(r);
        };
        page.on('request', onRequest);
        page.on('worker', (w) => w.evaluate('0').catch(() => {}));
        // The area keeps an event stream open (server pokes): no network idle there, a quiet spell instead.
        await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
        let seen = -1;
        while (seen !== scripts.length) {
          seen = scripts.length;
          await page.waitForTimeout(2000);
        }
        let pageBytes = 0;
        let workerBytes = 0;
        // A chunk both the tab and the sync worker import (the write path) crosses the wire once: the second comes from the cache.
        const counted = new Set<string>();
        for (const r of scripts) {
          if (counted.has(r.url())) continue;
          counted.add(r.url());
          const res = await r.response();
          if (!res) continue;
          // A worker's script may report no body size to the page: its Content-Length says what came over the wire.
          const responseBodySize = Math.max((await r.sizes()).responseBodySize, Number((await res.headerValue('content-length')) ?? 0));
          if (process.env.BENCH_VERBOSE) console.log(`  ${path} ${(responseBodySize / 1024).toFixed(1).padStart(6)} KB ${r.url().replace(server.url, '')}`);
          if (isWorker(r.url())) workerBytes += responseBodySize;
          else pageBytes += responseBodySize;
        }
        await context.close();
        return { pageBytes, workerBytes, count: scripts.length };
      };
      const first = await visit('/client', { token: user!.token, id: user!.id, role: 'client' });
      figures.push({ name: `client's first visit to /client: page scripts (${first.count} files in all)`, value: first.pageBytes / 1024, unit: 'KB', budget: 150 });
      figures.push({ name: "client's first visit to /client: the sync worker", value: first.workerBytes / 1024, unit: 'KB', budget: 60 });
      for (const path of ['/', '/login']) {
        const v = await visit(path);
        figures.push({ name: `first visit to ${path}: scripts`, value: (v.pageBytes + v.workerBytes) / 1024, unit: 'KB' });
      }
    } finally {
      await browser.close();
      await server.close();
    }
    return figures;
  },
};

export default bench;
