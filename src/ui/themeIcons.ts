import type { ThemePreference } from '../theme/theme';
import { MonitorIcon, MoonIcon, SunIcon } from './icons';

/** The icon of each theme choice, apart from the menu (ThemeSwitcher) so a stand-in button shows it without Radix. */
export const THEME_ICONS: Record<ThemePreference, typeof SunIcon> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };
