import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chooseLanguage } from '../../domain/language';

/**
 * The sign-in pages are pre-rendered in every language (scripts/prerender.ts:
 * pages/login.html for English, login.sk.html, login.cz.html). A first visit
 * has nothing stored, so the page would choose by the browser's languages
 * (src/i18n/language.ts, docs/rules/languages.md "Language order"): the server answers the same from
 * Accept-Language, and the page is painted in that language from the start.
 * A stored choice the server cannot see still wins once the page runs.
 */

/** Accept-Language's tags, most preferred first (q=0 is "not this one"). */
export function acceptedLanguageTags(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      // A weight that is no number is no preference (NaN, dropped below).
      return { tag: tag.trim(), q: q === undefined ? 1 : /^[0-9.]+$/.test(q.slice(2)) ? Number(q.slice(2)) : NaN, i };
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0 && !Number.isNaN(t.q))
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((t) => t.tag);
}

/** The page in the browser's language when there is one (`file` is the English page), else `file`. */
export function inBrowserLanguage(file: string, acceptLanguage: string | undefined): string {
  const locale = chooseLanguage({ browser: acceptedLanguageTags(acceptLanguage) });
  if (locale === 'en') return file;
  const variant = file.replace(/\.html$/, `.${locale}.html`);
  return existsSync(variant) ? variant : file;
}

/** True when `file` has pages in other languages: its answer depends on Accept-Language. */
export function hasLanguageVariants(file: string): boolean {
  return existsSync(file.replace(/\.html$/, '.sk.html'));
}

/** A reset link (/reset-password/<token>): one pre-rendered page for every token. */
export function resetPasswordPage(distDir: string, pathname: string): string | null {
  if (!/^\/reset-password\/[^/]+\/?$/.test(pathname)) return null;
  const file = join(distDir, 'pages', 'reset-password.html');
  return existsSync(file) ? file : null;
}
