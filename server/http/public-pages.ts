import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import type { HonoEnv } from '../context';
import { acceptedEncodings } from './compression';

/**
 * The pre-rendered public pages carry a placeholder for the site's address in
 * their canonical, hreflang and Open Graph links (src/features/landing/head.ts):
 * the build does not know where it will be served. Each is answered with the
 * address filled in (APP_URL, else the request's origin), compressed once per
 * file version, address and encoding.
 */
const ORIGIN_PLACEHOLDER = '__REPWISE_ORIGIN__';
const cache = new Map<string, Buffer>();

export function siteOrigin(c: Context<HonoEnv>): string {
  return c.var.ctx.config.appUrl || new URL(c.req.url).origin;
}

export function sendPage(c: Context<HonoEnv>, file: string, status: 200 | 404 = 200) {
  const origin = siteOrigin(c);
  const version = statSync(file).mtimeMs;
  const encoding = acceptedEncodings(c.req.header('Accept-Encoding'))[0] ?? 'identity';
  const key = `${file}|${version}|${origin}|${encoding}`;
  let body = cache.get(key);
  if (!body) {
    const html = Buffer.from(readFileSync(file, 'utf8').replaceAll(ORIGIN_PLACEHOLDER, origin));
    body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 9 })
          : html;
    if (cache.size > 500) cache.clear();
    cache.set(key, body);
  }
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'text/html; charset=UTF-8');
  if (encoding !== 'identity') c.header('Content-Encoding', encoding);
  return c.body(new Uint8Array(body), status);
}

/** Landing pages listed in the sitemap: every pre-rendered page but sign-in (each language's: login.sk), password, registration, not-found and the signed-in frames (area/). */
function landingPaths(distDir: string): string[] {
  const root = join(distDir, 'pages');
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) out.push('/' + relative(root, full).replace(/\\/g, '/').replace(/\.html$/, ''));
    }
  };
  try {
    walk(root);
  } catch {
    return [];
  }
  return out
    .map((p) => p.replace(/(^|\/)index$/, '') || '/')
    .filter((p) => !p.startsWith('/area/') && !/(^|\/)(404|login|forgot-password|reset-password|trainer)([./]|$)/.test(p))
    .sort();
}

const LANGS = [
  ['en', ''],
  ['sk', '/sk'],
  ['cs', '/cz'],
] as const;

/** sitemap.xml: every landing page with its two translations as hreflang alternates. */
export function sitemap(c: Context<HonoEnv>, distDir: string) {
  const origin = siteOrigin(c);
  const paths = landingPaths(distDir);
  const rest = (p: string) => p.replace(/^\/(sk|cz)(?=\/|$)/, '') || '/';
  const at = (prefix: string, r: string) => origin + (r === '/' ? prefix || '/' : prefix + r);
  const urls = paths.map((p) => {
    const r = rest(p);
    const alternates = LANGS.map(([hreflang, prefix]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${at(prefix, r)}"/>`).join('\n');
    return `  <url>\n    <loc>${origin}${p}</loc>\n${alternates}\n  </url>`;
  });
  c.header('Content-Type', 'application/xml; charset=UTF-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`,
  );
}

/** robots.txt: the public pages may be indexed; the app, its API and sign-in pages are nobody's search result. */
export function robots(c: Context<HonoEnv>) {
  c.header('Content-Type', 'text/plain; charset=UTF-8');
  c.header('Cache-Control', 'public, max-age=3600');
  return c.body(
    ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /trainer/', 'Disallow: /client/', 'Disallow: /admin/', 'Disallow: /reset-password/', 'Disallow: /invite/', 'Disallow: /invitation/', 'Disallow: /client-register/', '', `Sitemap: ${siteOrigin(c)}/sitemap.xml`, ''].join('\n'),
  );
}
