import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/useTheme';
import { afterFirstScreen } from './afterFirstScreen';
import { THEME_ICONS } from './themeIcons';

/** The same button as ThemeSwitcher's trigger, for the moment before its menu has loaded. */
function ThemeButton() {
  const { t } = useTranslation();
  const [pref] = useTheme();
  const Current = THEME_ICONS[pref];
  return (
    <button type="button" className="btn btn--ghost btn--sm icon-button" aria-label={t('theme.switch', { theme: t(`theme.${pref}`) })}>
      <Current size={18} />
    </button>
  );
}

/** The signed-in frame's theme menu: Radix's dropdown loads after the first screen (ui/afterFirstScreen.tsx). */
export const DeferredThemeSwitcher = afterFirstScreen(
  () => import('./ThemeSwitcher').then((m) => m.ThemeSwitcher),
  () => <ThemeButton />,
);
