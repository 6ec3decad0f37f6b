import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptedLanguageTags, hasLanguageVariants, inBrowserLanguage, resetPasswordPage } from '../../server/http/signin-pages';

const dir = mkdtempSync(join(tmpdir(), 'signin-pages-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const pages = join(dir, 'pages');
const page = (name: string) => {
  const file = join(pages, name);
  writeFileSync(file, name);
  return file;
};
mkdirSync(pages);
const login = page('login.html');
page('login.sk.html');
page('login.cz.html');
const landing = page('alternatives.html');
const reset = page('reset-password.html');

describe('Accept-Language, read as the browser sends it', () => {
  it('orders by weight, then by order; drops q=0, * and junk', () => {
    expect(acceptedLanguageTags('sk-SK,sk;q=0.9,en;q=0.8')).toEqual(['sk-SK', 'sk', 'en']);
    expect(acceptedLanguageTags('de;q=0.5, cs;q=0.9, en')).toEqual(['en', 'cs', 'de']);
    expect(acceptedLanguageTags('sk;q=0, *;q=0.1, cs;q=abc')).toEqual([]);
    expect(acceptedLanguageTags(undefined)).toEqual([]);
  });
});

describe('the sign-in page in the browser\'s language', () => {
  it('answers the language the page itself would choose on a first visit', () => {
    expect(inBrowserLanguage(login, 'cs-CZ,cs;q=0.9')).toBe(join(pages, 'login.cz.html'));
    expect(inBrowserLanguage(login, 'de-DE,sk;q=0.8,en;q=0.5')).toBe(join(pages, 'login.sk.html'));
    // English first wins over a later Slovak, as navigator.languages does in the page.
    expect(inBrowserLanguage(login, 'en-GB,sk;q=0.9')).toBe(login);
    expect(inBrowserLanguage(login, 'de-DE')).toBe(login);
    expect(inBrowserLanguage(login, undefined)).toBe(login);
  });

  it('only pages with variants vary; a reset link of any token is the one reset page', () => {
    expect(hasLanguageVariants(login)).toBe(true);
    expect(hasLanguageVariants(landing)).toBe(false);
    expect(inBrowserLanguage(landing, 'sk')).toBe(landing);
    expect(resetPasswordPage(dir, '/reset-password/AbC-123_x')).toBe(reset);
    expect(resetPasswordPage(dir, '/reset-password/')).toBeNull();
    expect(resetPasswordPage(dir, '/reset-password/a/b')).toBeNull();
  });
});
