import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FeedbackInput } from '../../domain/feedback/input';
import { chooseLanguage, isCountryCode, languageOfCountry } from '../../domain/language';
import { MESSAGES } from '../../domain/messages';
import { COUNTRY_LOOKUP_TIMEOUT_MS, lookupCountry } from '../../src/i18n/country';

describe('language order (docs/rules/languages.md "Language order"): profile, stored preference, location, browser', () => {
  it('the profile wins over everything', () => {
    expect(chooseLanguage({ profile: 'cz', stored: 'sk', initial: 'en', location: 'SK', browser: ['en-US'] })).toBe('cz');
  });
  it('then the stored preference (app_language, then the landing locale)', () => {
    expect(chooseLanguage({ profile: null, stored: 'sk', initial: 'cz', location: 'CZ', browser: ['en'] })).toBe('sk');
    expect(chooseLanguage({ stored: 'de', initial: 'cz', location: 'SK', browser: ['en'] })).toBe('cz');
  });
  it('then the location, before the browser', () => {
    expect(chooseLanguage({ location: 'SK', browser: ['cs-CZ', 'en'] })).toBe('sk');
    expect(chooseLanguage({ location: 'CZ', browser: ['en-GB'] })).toBe('cz');
  });
  it('a country whose language the app does not speak, or a malformed code, leaves it to the browser', () => {
    expect(chooseLanguage({ location: 'DE', browser: ['de-DE', 'cs'] })).toBe('cz');
    expect(chooseLanguage({ location: 'sk', browser: ['en'] })).toBe('en');
    expect(chooseLanguage({ location: 'SVK', browser: ['en'] })).toBe('en');
  });
  it('then the default, en', () => {
    expect(chooseLanguage({ location: null, browser: ['de', 'fr'] })).toBe('en');
    expect(chooseLanguage({})).toBe('en');
  });
  it('a country code is two capital letters (docs/rules/languages.md "Country lookup")', () => {
    expect(isCountryCode('SK')).toBe(true);
    for (const bad of ['sk', 'S', 'SKA', '', null, 42, 'S1']) expect(isCountryCode(bad)).toBe(false);
    expect(languageOfCountry('CZ')).toBe('cz');
    expect(languageOfCountry('AT')).toBeUndefined();
  });
});

describe('the country lookup', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const reply = (status: number, body: string, type = 'text/plain') => {
        res.writeHead(status, { 'Content-Type': type });
        res.end(body);
      };
      if (req.url === '/plain/country/') return reply(200, 'CZ\n');
      if (req.url === '/json/country/') return reply(200, JSON.stringify({ country: 'SK' }), 'application/json');
      if (req.url === '/garbage/country/') return reply(200, '<html>nope</html>', 'text/html');
      if (req.url === '/error/country/') return reply(500, 'SK');
      // Answers only after 4 s: longer than the 3,000 ms the app waits.
      if (req.url === '/slow/country/') {
        const timer = setTimeout(() => reply(200, 'SK'), 4000);
        req.on('close', () => clearTimeout(timer));
        return;
      }
      reply(404, '');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  it('reads a two-letter code as plain text or JSON', async () => {
    expect(await lookupCountry(`${base}/plain/country/`)).toBe('CZ');
    expect(await lookupCountry(`${base}/json/country/`)).toBe('SK');
  });
  it('gives null for anything else, so the order moves on to the browser', async () => {
    expect(await lookupCountry(`${base}/garbage/country/`)).toBeNull();
    expect(await lookupCountry(`${base}/error/country/`)).toBeNull();
    expect(await lookupCountry('http://127.0.0.1:1/country/')).toBeNull();
  });
  it('gives up on a slow answer after 3,000 ms', async () => {
    expect(COUNTRY_LOOKUP_TIMEOUT_MS).toBe(3000);
    const started = Date.now();
    expect(await lookupCountry(`${base}/slow/country/`)).toBeNull();
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThan(3900);
  }, 10_000);
});

describe('feedback validation (docs/rules/settings.md "Feedback")', () => {
  const errorsOf = (v: unknown) => FeedbackInput.safeParse(v).error?.issues.map((i) => i.message);
  it('needs at least one field written', () => {
    expect(errorsOf({})).toEqual([MESSAGES.feedbackEmpty]);
    expect(errorsOf({ liked: ' ', improve: '\n\t', other: '' })).toEqual([MESSAGES.feedbackEmpty]);
  });
  it('takes any one field, trimmed; blank ones are dropped', () => {
    expect(FeedbackInput.parse({ improve: '  faster sync ' })).toEqual({ liked: undefined, improve: 'faster sync', other: undefined });
    expect(FeedbackInput.parse({ liked: 'a', other: ' ' }).other).toBeUndefined();
  });
  it('refuses an answer over 2,000 characters', () => {
    expect(errorsOf({ liked: 'x'.repeat(2001) })).toContain(MESSAGES.feedbackTooLong);
    expect(errorsOf({ liked: 'x'.repeat(2000) })).toBeUndefined();
  });
});
