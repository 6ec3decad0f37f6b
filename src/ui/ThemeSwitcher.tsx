import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useAppRunning } from './Button';
import { THEMES, type ThemePreference } from '../theme/theme';
import { useTheme } from '../theme/useTheme';
import { CheckIcon } from './icons';
import { ThemeButton } from './ThemeButton';
import { THEME_ICONS } from './themeIcons';

/** A compact theme menu for headers; `defaultOpen`: opened at once (its stand-in was pressed before it loaded). */
export function ThemeSwitcher({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  // Pre-rendered (the sign-in pages): no menu opens before the app is there, so the button does not pretend to.
  const running = useAppRunning();
  const [pref, setPref] = useTheme();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ThemeButton disabled={!running} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">{t('theme.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={pref} onValueChange={(v) => setPref(v as ThemePreference)}>
            {THEMES.map((th) => {
              const I = THEME_ICONS[th];
              return (
                <DropdownMenu.RadioItem key={th} value={th} className="menu-item">
                  <span className="menu-check">
                    <DropdownMenu.ItemIndicator>
                      <CheckIcon size={16} />
                    </DropdownMenu.ItemIndicator>
                  </span>
                  <I size={16} />
                  {t(`theme.${th}`)}
                </DropdownMenu.RadioItem>
              );
            })}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
