import type { Locale } from '../../domain/constants';

/** Each language named in itself, so anyone can find their own. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  en: 'English',
  sk: 'Slovenčina',
  cz: 'Čeština',
};

export const LANGUAGE_SHORT: Record<Locale, string> = { en: 'EN', sk: 'SK', cz: 'CZ' };
