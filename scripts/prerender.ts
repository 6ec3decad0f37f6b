import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes the public pages as HTML (run by `npm run build` after the client
 * and the server-render builds): dist/index.html with each page rendered
 * into #root, to dist/pages/<path>.html, which server/http/static.ts serves
 * for that path. The app's own index.html stays the shell for every other route.
 */
const dist = resolve(process.argv[2] ?? 'dist');
const ssrDir = resolve(process.argv[3] ?? '.ssr');

type Entry = {
  prerenderPaths(): string[];
  renderPath(path: string): Promise<{ html: string; lang: string; head: string | null }>;
  NOT_FOUND_PATH: string;
};

// The app reads localStorage through guards; a build has none: an empty one, as on a first visit.
const memory = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: {
    getItem: (k: string) => memory.get(k) ?? null,
    setItem: (k: string, v: string) => void memory.set(k, String(v)),
    removeItem: (k: string) => void memory.delete(k),
    clear: () => memory.clear(),
    key: () => null,
    length: 0,
  },
});

/** The sign-in pages take input: their script loads at once, as on any page, so typing is never lost to a late render. */
const deferApp = (path: string) => !['/login', '/forgot-password', '/trainer/register'].includes(path);

/** Landing pages: no module preloads, and the app's entry through /boot.js once the page is painted. */
function afterPaint(page: string): string {
  const entry = page.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  return page
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(entry[0], `<script src="/boot.js" data-entry="${entry[1]}" defer></script>`);
}

const entry = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as Entry;
const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!shell.includes('<div id="root"></div>')) throw new Error('dist/index.html has no empty #root to fill');
rmSync(join(dist, 'pages'), { recursive: true, force: true });
let count = 0;
for (const path of entry.prerenderPaths()) {
  const { html, lang, head } = await entry.renderPath(path);
  let page = shell
    // Landing pages: their own title, description, canonical, hreflang and Open Graph tags.
    .replace(/<title>[^<]*<\/title>(\s*<meta name="description"[^>]*>)?/, (m) => head ?? m)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    // The page reads without JavaScript: no "needs JavaScript" note on it.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  if (deferApp(path)) page = afterPaint(page);
  const name = path.endsWith(entry.NOT_FOUND_PATH) ? path.slice(0, -entry.NOT_FOUND_PATH.length) + '/404' : path === '/' ? '/index' : path;
  const file = join(dist, 'pages', `${name.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  count++;
}
rmSync(ssrDir, { recursive: true, force: true });
console.log(`pre-rendered ${count} public pages into ${join(dist, 'pages')}`);
