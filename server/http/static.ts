import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import type { HonoEnv } from '../context';
import { acceptedEncodings } from './compression';
import { areaFramePage } from './area-frames';
import { robots, sendPage, sitemap } from './public-pages';
import { hasLanguageVariants, inBrowserLanguage, resetPasswordPage } from './signin-pages';

/** Types `npm run build` pre-compresses (scripts/compress.ts): their answer depends on Accept-Encoding. */
const COMPRESSIBLE_PATH = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
const SUFFIX = { br: '.br', gzip: '.gz' } as const;

const statSafe = (file: string) => {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
};
const mtime = (file: string) => statSafe(file)?.mtimeMs ?? -1;

/**
 * Answers with a built file, or its brotli or gzip copy when the browser
 * takes one and the copy is not older than the file (a hand-edited file is
 * never shadowed by a stale copy). Files are read per request: a deploy
 * replaces dist/ under a running server.
 */
function sendFile(c: Context<HonoEnv>, file: string, contentType: string) {
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', contentType);
  const own = mtime(file);
  for (const encoding of acceptedEncodings(c.req.header('Accept-Encoding'))) {
    const variant = file + SUFFIX[encoding];
    if (mtime(variant) < own) continue;
    c.header('Content-Encoding', encoding);
    return c.body(readFileSync(variant));
  }
  return c.body(readFileSync(file));
}

function sendHtml(c: Context<HonoEnv>, file: string) {
  c.header('Cache-Control', 'no-cache');
  return sendFile(c, file, 'text/html; charset=UTF-8');
}

/**
 * The pre-rendered public pages (scripts/prerender.ts writes dist/pages/):
 * /, /sk/alternatives, /login ... as pages/index.html, pages/sk/alternatives.html, pages/login.html.
 */
function prerenderedFile(distDir: string, pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  // pages/area/ holds the signed-in frames, answered for the areas' paths (area-frames.ts), not their own.
  if (!/^\/[a-z0-9/-]*$/.test(path) || path.includes('//') || path.startsWith('/area/')) return null;
  const file = join(distDir, 'pages', `${path === '/' ? 'index' : path.slice(1)}.html`);
  return existsSync(file) ? file : null;
}

/** A page pre-rendered in every language (`file` is the English one), in the browser's: the answer varies with Accept-Language. */
function sendInBrowserLanguage(c: Context<HonoEnv>, file: string) {
  const res = sendPage(c, inBrowserLanguage(file, c.req.header('Accept-Language')));
  res.headers.append('Vary', 'Accept-Language');
  return res;
}

/** Serves the built PWA from dist/ and answers every other GET with index.html (client routing). */
export function serveApp(app: OpenAPIHono<HonoEnv>, distDir: string) {
  const indexFile = join(distDir, 'index.html');
  app.use('/sw.js', async (c, next) => {
    await next();
    c.header('Cache-Control', 'no-cache');
  });
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('/sitemap.xml', (c) => sitemap(c, distDir));
  app.get('/robots.txt', (c) => robots(c));
  // A pre-rendered public page wins over the directory index serveStatic would give for '/'.
  app.get('*', async (c, next) => {
    const page = prerenderedFile(distDir, c.req.path) ?? resetPasswordPage(distDir, c.req.path);
    // The sign-in pages: the one in the browser's language (signin-pages.ts).
    if (page && hasLanguageVariants(page)) return sendInBrowserLanguage(c, page);
    if (page) return sendPage(c, page);
    // The signed-in areas: the frame, in the browser's language, painted before the app runs.
    const frame = areaFramePage(distDir, c.req.path);
    if (frame) return sendInBrowserLanguage(c, frame);
    // An unknown competitor is a real 404, with the not-found page in its language.
    const unknown = c.req.path.match(/^(\/(?:sk|cz))?\/alternatives\/[^/]+\/?$/);
    const notFound = unknown ? join(distDir, 'pages', `${(unknown[1] ?? '').slice(1)}${unknown[1] ? '/' : ''}404.html`) : null;
    return notFound && existsSync(notFound) ? sendPage(c, notFound, 404) : next();
  });
  // Text files: the pre-compressed copy the browser takes (scripts/compress.ts); anything else as it is.
  app.get('*', async (c, next) => {
    if (!COMPRESSIBLE_PATH.test(c.req.path) || c.req.path.includes('..')) return next();
    const file = join(distDir, c.req.path);
    if (!file.startsWith(distDir) || !statSafe(file)?.isFile()) return next();
    return sendFile(c, file, getMimeType(file) ?? 'application/octet-stream');
  });
  app.use('*', serveStatic({ root: distDir }));
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('The app is not built yet: run `npm run build` (npm start does it for you).', 503);
    }
    return sendHtml(c, indexFile);
  });
}
