import { STORAGE_KEYS } from '../../domain/constants';
import { readKey, writeKey } from '../auth/storage';

export const THEMES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEMES)[number];

export function storedTheme(): ThemePreference {
  const v = readKey(STORAGE_KEYS.theme);
  return (THEMES as readonly string[]).includes(v ?? '') ? (v as ThemePreference) : 'system';
}

const darkQuery = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null);

export function resolveTheme(pref: ThemePreference, systemDark: boolean): 'light' | 'dark' {
  return pref === 'system' ? (systemDark ? 'dark' : 'light') : pref;
}

/** Sets data-theme (and color-scheme for form controls) on <html>, and data-theme-pref: the landing's theme menu shows it. */
export function applyTheme(pref: ThemePreference = storedTheme()): void {
  const resolved = resolveTheme(pref, darkQuery()?.matches ?? false);
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.dataset.themePref = pref;
  root.style.colorScheme = resolved;
  const meta = document.querySelector('meta[name="theme-color"]');
  meta?.setAttribute('content', resolved === 'dark' ? '#0b1220' : '#ffffff');
}

const listeners = new Set<() => void>();

export function setTheme(pref: ThemePreference): void {
  writeKey(STORAGE_KEYS.theme, pref);
  applyTheme(pref);
  for (const l of listeners) l();
}

export function subscribeTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Applies the theme before the first render and follows the system while "system" is chosen. */
export function startTheme(): void {
  applyTheme();
  darkQuery()?.addEventListener('change', () => {
    if (storedTheme() === 'system') applyTheme('system');
  });
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEYS.theme) {
      applyTheme();
      for (const l of listeners) l();
    }
  });
}
