import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../theme/useTheme';
import { THEME_ICONS } from './themeIcons';

/** The theme menu's button: ThemeSwitcher's trigger, and its stand-in before the menu's script has loaded. */
export function ThemeButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation();
  const [pref] = useTheme();
  const Current = THEME_ICONS[pref];
  return (
    <button type="button" className="btn btn--ghost btn--sm icon-button" aria-label={t('theme.switch', { theme: t(`theme.${pref}`) })} {...props}>
      <Current size={18} />
    </button>
  );
}
