import { isCountryCode } from '../../domain/language';

/** docs/rules/languages.md "Country lookup": the geolocation call gives up after 3,000 ms. */
export const COUNTRY_LOOKUP_TIMEOUT_MS = 3000;

/**
 * Asks the configured lookup (docs/rules/languages.md "Language order": GET to a geolocation host's /country/)
 * which country this device is in. It answers a two-letter code, as plain text
 * or JSON ({ "country": "SK" } or a JSON string); anything else, an error or
 * no answer within the timeout gives null, and the language order moves on.
 */
export async function lookupCountry(
  url: string,
  opts: { timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<string | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? COUNTRY_LOOKUP_TIMEOUT_MS);
  try {
    const res = await (opts.fetchImpl ?? fetch)(url, { signal: controller.signal, credentials: 'omit', headers: { Accept: 'application/json, text/plain' } });
    if (!res.ok) return null;
    return countryIn((await res.text()).trim());
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function countryIn(body: string): string | null {
  let value: unknown = body;
  try {
    const parsed: unknown = JSON.parse(body);
    value = parsed && typeof parsed === 'object' ? ((parsed as Record<string, unknown>).country ?? (parsed as Record<string, unknown>).country_code) : parsed;
  } catch {
    // plain text
  }
  return isCountryCode(value) ? value : null;
}
