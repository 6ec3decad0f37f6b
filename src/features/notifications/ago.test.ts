import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import cz from './i18n/cz.json';
import en from './i18n/en.json';
import sk from './i18n/sk.json';
import { agoText } from './ago';

const NOW = Date.parse('2026-03-05T12:00:00.000Z');
const before = (ms: number) => new Date(NOW - ms).toISOString();

async function tIn(lang: string, tree: object) {
  const i = i18next.createInstance();
  await i.init({ lng: lang, resources: { [lang]: { translation: tree } } });
  return i.t.bind(i) as (k: string, o?: Record<string, unknown>) => string;
}

describe('relative time of a notification (docs/rules/notifications.md "Badge and relative time") in en, sk and cz', () => {
  it.each([
    ['en', en, ['just now', '5m', '3h', '2d']],
    ['sk', sk, ['práve teraz', '5 min', '3 h', '2 d']],
    ['cz', cz, ['právě teď', '5 min', '3 h', '2 d']],
  ] as const)('%s', async (lang, tree, expected) => {
    const t = await tIn(lang, tree);
    expect([agoText(t, before(30_000), NOW), agoText(t, before(5 * 60_000 + 10_000), NOW), agoText(t, before(3 * 3600_000 + 59 * 60_000), NOW), agoText(t, before(50 * 3600_000), NOW)]).toEqual(expected);
  });
});
