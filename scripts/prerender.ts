import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes the public pages as HTML (run by `npm run build` after the client
 * and the server-render builds), each page rendered into #root of a shell,
 * to dist/pages/<path>.html, which server/http/static.ts serves for that path:
 * - landing pages: dist/index.html's head with none of the app, /boot.js alone;
 * - sign-in pages: dist/signin.html, the light sign-in entry that hydrates them,
 *   once per language (pages/login.html, login.sk.html, login.cz.html: the
 *   server answers the browser's language, server/http/signin-pages.ts).
 * - the signed-in areas' frame: dist/index.html, the app, with the frame
 *   painted before it runs (pages/area/client.html, client-screen.sk.html ...:
 *   the server answers it for /client/* and /trainer/*, server/http/area-frames.ts).
 * The app's own index.html stays the shell for every other route.
 */
const dist = resolve(process.argv[2] ?? 'dist');
const ssrDir = resolve(process.argv[3] ?? '.ssr');

type Locale = 'en' | 'sk' | 'cz';
type AreaRole = 'client' | 'trainer';
type Entry = {
  areaFramePages(): { role: AreaRole; screen: 'home' | 'screen'; locale: Locale; file: string; modules: string[] }[];
  renderAreaFrame(role: AreaRole, screen: 'home' | 'screen', locale: Locale): Promise<{ html: string; lang: string }>;
  prerenderPaths(): string[];
  signInPages(): { path: string; locale: Locale; file: string }[];
  renderPath(path: string, locale?: Locale): Promise<{ html: string; lang: string; head: string | null; signIn: boolean }>;
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

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOADS = /\s*<link rel="modulepreload"[^>]*>/g;

/** Landing pages: finished HTML with /boot.js alone (theme, page view, service worker), none of the app. */
function withoutApp(page: string): string {
  if (!ENTRY.test(page)) throw new Error('dist/index.html has no module entry script');
  return page.replace(PRELOADS, '').replace(ENTRY, '<script src="/boot.js" defer></script>');
}

/**
 * Sign-in pages: their entry and its modules are asked for only once the
 * pre-rendered form is painted (/boot.js adds the module preloads, all at once,
 * then the entry). Preloads in the head downloaded with the page on a slow
 * network: the first paint came after them, 200 KB of script later (Lighthouse
 * counts any script that finished before the paint as holding it up).
 * Typing meanwhile is kept (the entry hydrates the very fields) and the form
 * can not be sent before (its submit is pre-rendered disabled).
 */
function entryAfterPaint(page: string): string {
  const entry = page.match(ENTRY);
  if (!entry) throw new Error('dist/signin.html has no module entry script');
  const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  // The entry imports React's DOM and the page's modules on demand (features/auth/entry.tsx): asked
  // for with it, not one round trip after it. Vite lists them in the entry as its preload map.
  const onDemand = readFileSync(join(dist, entry[1]!), 'utf8').match(/m\.f=\[([^\]]*)\]/)?.[1];
  if (!onDemand) throw new Error(`no preload map in ${entry[1]}: its on-demand modules would come a round trip late`);
  for (const m of onDemand.matchAll(/"(assets\/[^"]+\.js)"/g)) if (!preloads.includes(`/${m[1]}`)) preloads.push(`/${m[1]}`);
  return page
    .replace(PRELOADS, '')
    .replace(entry[0], `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`);
}

/** The build's manifest (vite's build.manifest): each module's chunk and the chunks it imports statically. */
type Manifest = Record<string, { file: string; imports?: string[] }>;
const manifestFile = join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

/** The chunks of these modules and of all they import statically: what loading them fetches. */
function chunksOf(modules: readonly string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is in no chunk of the build (renamed? see AREA_MODULES in src/prerender.tsx)`);
    files.add(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const m of modules) visit(m);
  return [...files];
}

/**
 * The signed-in frame: the app's entry and its module preloads are asked for
 * once the frame is painted (/boot.js, as on the sign-in pages), so the first
 * paint waits for no script. With them, the chunks the area loads on demand
 * before its first screen shows (`modules`): asked for all at once rather than
 * each once the one before has run, a round trip apart on a phone's network.
 */
function appAfterPaint(page: string, modules: readonly string[]): string {
  const entry = page.match(ENTRY);
  if (!entry) throw new Error('dist/index.html has no module entry script');
  const preloads = [...page.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]!);
  for (const file of chunksOf(modules)) if (file !== entry[1] && !preloads.includes(file)) preloads.push(file);
  return page
    .replace(PRELOADS, '')
    .replace(entry[0], `<script src="/boot.js" data-entry="${entry[1]}" data-preload="${preloads.join(' ')}" defer></script>`);
}

/**
 * The app's stylesheet goes into the page itself: the first paint waits for no
 * second request (the CSP allows inline styles). The app's own shell keeps the link.
 * Where the app runs on the page (`app`), each stylesheet is also named by a
 * disabled link, which the browser does not fetch: vite's loader links the
 * stylesheets of a chunk the app imports unless the page links them already,
 * and a chunk that imports from the entry would otherwise fetch the entry's
 * stylesheets again (or, offline before the service worker, fail to load).
 */
function inlineStyles(page: string, { app }: { app: boolean }): string {
  return page.replace(/<link rel="stylesheet" crossorigin href="(\/assets\/[^"]+\.css)">/g, (_, href: string) => {
    const css = readFileSync(join(dist, href), 'utf8').replace(/\/\*# sourceMappingURL=[^*]*\*\/\s*$/, '');
    if (css.includes('</style')) throw new Error(`${href} would end its inline <style> early`);
    return `<style>${css}</style>${app ? `<link rel="stylesheet" href="${href}" disabled>` : ''}`;
  });
}

const entry = (await import(pathToFileURL(join(ssrDir, 'prerender.js')).href)) as Entry;
const shells = { landing: readFileSync(join(dist, 'index.html'), 'utf8'), signIn: readFileSync(join(dist, 'signin.html'), 'utf8') };
for (const [name, shell] of Object.entries(shells)) if (!shell.includes('<div id="root"></div>')) throw new Error(`the ${name} shell has no empty #root to fill`);
rmSync(join(dist, 'pages'), { recursive: true, force: true });
let count = 0;
const pages = [
  ...entry.prerenderPaths().map((path) => ({ path, locale: undefined, file: null })),
  ...entry.signInPages(),
];
for (const { path, locale, file: fileName } of pages) {
  const { html, lang, head, signIn } = await entry.renderPath(path, locale);
  let page = shells[signIn ? 'signIn' : 'landing']
    // Landing pages: their own title, description, canonical, hreflang and Open Graph tags.
    .replace(/<title>[^<]*<\/title>(\s*<meta name="description"[^>]*>)?/, (m) => head ?? m)
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    // The page reads without JavaScript: no "needs JavaScript" note on it.
    .replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  // The sign-in pages' entry hydrates them (typing included); the others need none.
  page = inlineStyles(signIn ? entryAfterPaint(page) : withoutApp(page), { app: signIn });
  const name = fileName ? fileName : path.endsWith(entry.NOT_FOUND_PATH) ? path.slice(0, -entry.NOT_FOUND_PATH.length) + '/404' : path === '/' ? '/index' : path;
  const file = join(dist, 'pages', `${name.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  count++;
}
for (const { role, screen, locale, file: fileName, modules } of entry.areaFramePages()) {
  const { html, lang } = await entry.renderAreaFrame(role, screen, locale);
  const page = inlineStyles(
    appAfterPaint(shells.landing.replace(/<html lang="[^"]*"/, `<html lang="${lang}"`).replace('<div id="root"></div>', `<div id="root">${html}</div>`), modules),
    { app: true },
  );
  const file = join(dist, 'pages', `${fileName.slice(1)}.html`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, page);
  count++;
}
rmSync(ssrDir, { recursive: true, force: true });
// Read here alone: not served, not precached.
rmSync(dirname(manifestFile), { recursive: true, force: true });
console.log(`pre-rendered ${count} public pages and signed-in frames into ${join(dist, 'pages')}`);
