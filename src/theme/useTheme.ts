import { useSyncExternalStore } from 'react';
import { setTheme, storedTheme, subscribeTheme, type ThemePreference } from './theme';

/** The pre-rendered pages (src/prerender.tsx) show "system": hydration starts from it, then the stored choice follows. */
const prerendered = (): ThemePreference => 'system';

export function useTheme(): [ThemePreference, (pref: ThemePreference) => void] {
  const pref = useSyncExternalStore(subscribeTheme, storedTheme, prerendered);
  return [pref, setTheme];
}
