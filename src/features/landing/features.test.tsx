import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../domain/constants';
import { initI18n } from '../../i18n/i18n';
import { setLanguage } from '../../i18n/language';
import { pwaManifest } from '../../pwa/manifest';
import { translations, type Tree } from '../../i18n/resources';
import { COMPARISON_ROWS } from './ComparisonTable';
import { CompetitorPage } from './CompetitorPage';
import { PRODUCT_FEATURES } from './features';
import { LandingPage } from './LandingPage';

const i18n = initI18n('en', translations);
const unshipped = PRODUCT_FEATURES.filter((f) => !f.shipped);

function texts(tree: Tree, path = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [[`${path}${k}`, v] as [string, string]] : texts(v, `${path}${k}.`)));
}

/** The texts that describe a feature itself: ready for the day it ships, shown only then. */
const ownTexts = (key: string) => (path: string) => path.startsWith(`better.${key}.`) || path === `alternatives.points.${key}`;

function render(ui: ReactElement, locale: Locale, url: string) {
  setLanguage(locale);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
    </I18nextProvider>,
  );
}

const decode = (html: string) => html.replace(/&#x27;/g, "'").replace(/&amp;/g, '&').replace(/&quot;/g, '"');

describe('the public pages promise only what has shipped', () => {
  it.each(LOCALES)('no landing text in %s speaks of an unshipped feature', (locale) => {
    const landing = translations[locale].landing as Tree;
    const own = unshipped.map((f) => ownTexts(f.key));
    const promises = texts(landing)
      .filter(([path]) => !own.some((isOwn) => isOwn(path)))
      .flatMap(([path, text]) => unshipped.flatMap((f) => f.promiseWords.filter((w) => text.toLowerCase().includes(w)).map((w) => `${path}: “${w}” (${f.key})`)));
    expect(promises).toEqual([]);
  });

  it('nor do the descriptions search engines and the install prompt show', () => {
    const html = readFileSync(join(__dirname, '../../../index.html'), 'utf8');
    const descriptions = [/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '', pwaManifest.description ?? ''].map((d) => d.toLowerCase());
    for (const description of descriptions) {
      expect(description).not.toBe('');
      expect(unshipped.flatMap((f) => f.promiseWords.filter((w) => description.includes(w)))).toEqual([]);
    }
  });

  it.each(LOCALES)('the words of each unshipped feature catch its own texts in %s (so the check above can see a promise)', (locale) => {
    const landing = translations[locale].landing as Tree;
    for (const f of unshipped) {
      const own = texts(landing)
        .filter(([path]) => ownTexts(f.key)(path))
        .map(([, text]) => text.toLowerCase())
        .join(' ');
      expect(own, f.key).not.toBe('');
      expect(f.promiseWords.some((w) => own.includes(w)), `${f.key} in ${locale}`).toBe(true);
    }
  });

  it.each(LOCALES)('the landing page in %s lists every shipped feature and no other', (locale) => {
    const html = decode(render(<LandingPage />, locale, '/'));
    const title = (key: string) => i18n.t(`landing.better.${key}.title`, { lng: locale });
    for (const f of PRODUCT_FEATURES) expect(html.includes(`>${title(f.key)}<`), `${f.key} shipped: ${f.shipped}`).toBe(f.shipped);
  });

  it('a comparison page gives as reasons only what Repwise does today', () => {
    const html = decode(render(<CompetitorPage slug="truecoach" />, 'en', '/alternatives/truecoach'));
    for (const f of PRODUCT_FEATURES.filter((p) => p.compare)) {
      expect(html.includes(i18n.t(`landing.alternatives.points.${f.key}`, { lng: 'en' })), f.key).toBe(f.shipped);
    }
    expect(html).toContain('15');
  });

  it.each(LOCALES)('a comparison page in %s sets Repwise beside the competitor, row by row, with the date of the check', (locale) => {
    const html = decode(render(<CompetitorPage slug="trainerize" />, locale, '/alternatives/trainerize'));
    const table = /<table class="compare-table">(.*?)<\/table>/s.exec(html)?.[1] ?? '';
    expect(table).toContain('<th scope="col">Trainerize</th>');
    expect(table.match(/<th scope="row">/g)).toHaveLength(COMPARISON_ROWS.length);
    for (const row of COMPARISON_ROWS) expect(table).toContain(`<th scope="row">${i18n.t(`landing.alternatives.table.rows.${row}.label`, { lng: locale })}</th>`);
    expect(table).toContain('2026');
  });
});
