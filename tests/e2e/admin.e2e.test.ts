import { describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts';
import { signInThroughUi } from './offline-helpers';
import { newContext, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

/*
 * Issue #13 as a newcomer meets it: every landing page in every language is
 * its own page (title, hreflang, canonical), an unknown comparison is a real
 * 404, and an admin disabling a trainer signs that trainer out wherever they
 * are, with the reason on the sign-in page in their language.
 */
const env = appAndBrowserForFile();

const LANDING = ['/', '/quickcoach-alternative', '/alternatives', '/alternatives/trainerize', '/alternatives/everfit', '/alternatives/truecoach', '/alternatives/quickcoach'];
const at = (prefix: string, rest: string) => (rest === '/' ? prefix || '/' : prefix + rest);

describe('admin and public pages', () => {
  it('answers every landing page in en, sk and cz with its own title and hreflang links; unknown comparisons are 404; sitemap and robots', async () => {
    const base = env.app.server.url;
    const titles = new Set<string>();
    for (const rest of LANDING) {
      for (const prefix of ['', '/sk', '/cz']) {
        const path = at(prefix, rest);
        const res = await fetch(base + path);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
        expect(title, path).toBeTruthy();
        titles.add(title!);
        expect(html).toContain(`<html lang="${prefix === '/cz' ? 'cs' : prefix ? 'sk' : 'en'}"`);
        expect(html).toContain(`<link rel="canonical" href="${base}${path}" />`);
        for (const [lang, p] of [['en', ''], ['sk', '/sk'], ['cs', '/cz']]) {
          expect(html, `${path} hreflang ${lang}`).toContain(`<link rel="alternate" hreflang="${lang}" href="${base}${at(p!, rest)}" />`);
        }
        expect(html).toContain(`<meta property="og:title" content="${title}" />`);
      }
    }
    expect(titles.size).toBe(LANDING.length * 3);

    const sk = await (await fetch(`${base}/sk/alternatives/trainerize`)).text();
    expect(sk).toContain('<title>Repwise ako alternatíva k aplikácii Trainerize | Repwise</title>');
    expect(sk).toContain('Trainerize je veľká, zavedená platforma');

    for (const [path, text] of [
      ['/alternatives/nosuchapp', 'Page not found'],
      ['/sk/alternatives/nosuchapp', 'Stránka sa nenašla'],
      ['/cz/alternatives/nosuchapp/', 'Stránka nenalezena'],
    ] as const) {
      const res = await fetch(base + path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      expect(html).toContain(text);
      expect(html).toContain('<meta name="robots" content="noindex" />');
    }

    const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
    expect(sitemap.match(/<loc>/g)).toHaveLength(LANDING.length * 3);
    expect(sitemap).toContain(`<loc>${base}/cz/alternatives/everfit</loc>`);
    expect(sitemap).not.toContain('/login');
    const robots = await (await fetch(`${base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots).toContain('Disallow: /admin/');
  });

  it('an admin disables a trainer signed in elsewhere: the trainer lands on the sign-in page told why, in Slovak', async () => {
    const { server } = env.app;
    const admin = await createUser(server, { role: 'admin', name: 'Ada Admin' });
    const trainer = await createUser(server, { role: 'trainer', name: 'Tomáš Tréner', language: 'sk' });

    const trainerContext = await newContext(env.browser);
    const trainerPage = await trainerContext.newPage();
    const trainerErrors = watchErrors(trainerPage);
    await signInThroughUi(trainerPage, server.url, trainer, '/trainer');
    await trainerPage.getByRole('heading', { level: 1 }).first().waitFor();

    const adminContext = await newContext(env.browser);
    const adminPage = await adminContext.newPage();
    const adminErrors = watchErrors(adminPage);
    await signInThroughUi(adminPage, server.url, admin, '/admin');
    await adminPage.getByRole('heading', { name: 'Trainers by status' }).waitFor();
    await adminPage.goto(`${server.url}/admin/trainers`);
    await adminPage.getByLabel('Search trainers').fill('Tomáš');
    // The search is sent after a pause and the list redrawn: click the row of the searched list, not the one it replaces.
    await adminPage.waitForURL(/[?&]q=/);
    await expect.poll(() => adminPage.getByRole('link', { name: 'Tomáš Tréner' }).count()).toBe(1);
    await adminPage.getByRole('link', { name: 'Tomáš Tréner' }).click();
    await expect.poll(() => adminPage.url(), { timeout: 30_000 }).toContain(`/admin/trainer/${trainer.id}`);
    await adminPage.getByRole('button', { name: 'Disable account' }).click();
    await adminPage.getByRole('alertdialog').getByRole('button', { name: 'Disable account' }).click();
    await adminPage.getByText('Tomáš Tréner’s account is disabled.').waitFor();
    await adminPage.getByText('Disabled the account of Tomáš Tréner').first().waitFor();

    // The trainer's open event stream is poked: the device pulls, is refused, and signs out.
    await trainerPage.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    await trainerPage.getByText('Váš účet bol deaktivovaný').waitFor();
    expect(await trainerPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Signing in again is refused with the same words.
    await trainerPage.getByLabel('E-mail').fill(trainer.email);
    await trainerPage.getByLabel('Heslo', { exact: true }).fill(trainer.password);
    await trainerPage.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await trainerPage.getByRole('alert').getByText('Váš účet bol deaktivovaný').waitFor();

    expect(trainerErrors).toEqual([]);
    expect(adminErrors).toEqual([]);
    await trainerContext.close();
    await adminContext.close();
  });
});
