import { useTranslation } from 'react-i18next';
import type { Locale } from '../../domain/constants';
import { isLocale } from '../../domain/language';

/** The interface language, for formatting dates and numbers (re-renders when it changes). */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : 'en';
}
