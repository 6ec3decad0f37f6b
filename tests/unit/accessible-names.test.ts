import { renderToString } from 'react-dom/server';
import { createElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LOCALES } from '../../domain/constants';
import { initI18n } from '../../src/i18n/i18n';
import { translations } from '../../src/i18n/resources';
import { setLanguage } from '../../src/i18n/language';
import { LanguageSwitcher } from '../../src/ui/LanguageSwitcher';
import '../../workers/zod-jitless';

const i18n = initI18n('en', translations);

describe('accessible names contain the visible text (WCAG 2.5.3, axe label-content-name-mismatch)', () => {
  it.each(LOCALES)('the language button and the brand link in %s', (lang) => {
    setLanguage(lang);
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(LanguageSwitcher, { value: lang, onChange: () => {} })));
    const label = /aria-label="([^"]+)"/.exec(html)![1]!;
    const visible = /<span aria-hidden="true">([^<]+)<\/span>/.exec(html)![1]!;
    expect(label.toLowerCase()).toContain(visible.toLowerCase());
    // The brand link shows the word Repwise (src/ui/Logo.tsx).
    expect(i18n.t('nav.home')).toContain('Repwise');
    expect(i18n.t('nav.homepage')).toContain('Repwise');
  });
});

describe('zod under the CSP', () => {
  it('parses without probing new Function (the probe is a CSP violation in the console)', () => {
    expect(z.config().jitless).toBe(true);
  });
});

describe('the client overview (axe dlitem)', () => {
  it('keeps every dt and dd inside a dl, the notes too', async () => {
    const { ClientOverview } = await import('../../src/features/clients/ClientOverview');
    setLanguage('en');
    const client = { email: null, goal: null, age: null, heightCm: null, weightKg: null, allergies: null, intolerances: null, hourlyRate: null, currency: 'EUR', hasAccount: false, notes: 'Knee' };
    const html = renderToString(createElement(I18nextProvider, { i18n }, createElement(ClientOverview, { client } as never)));
    expect(html).toContain('Knee');
    const outside = html.replace(/<dl[\s\S]*?<\/dl>/g, '');
    expect(outside).not.toMatch(/<d[td][\s>]/);
  });
});
