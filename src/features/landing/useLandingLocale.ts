import { useLocation } from 'react-router';
import type { Locale } from '../../../domain/constants';
import { classifyPath, localizedLandingPath } from '../../app/routes/classify';

/** The landing page's locale (from its /sk or /cz prefix) and a link maker that keeps it. */
export function useLandingLocale(): { locale: Locale; to: (path: string) => string } {
  const { pathname } = useLocation();
  const locale = classifyPath(pathname).locale ?? 'en';
  return { locale, to: (path: string) => localizedLandingPath(path, locale) };
}
