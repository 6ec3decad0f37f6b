import { useSyncExternalStore } from 'react';
import { setTheme, storedTheme, subscribeTheme, type ThemePreference } from './theme';

export function useTheme(): [ThemePreference, (pref: ThemePreference) => void] {
  const pref = useSyncExternalStore(subscribeTheme, storedTheme, storedTheme);
  return [pref, setTheme];
}
