import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useAppRunning } from './Button';
import { LOCALES, type Locale } from '../../domain/constants';
import { isLocale } from '../../domain/language';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from './icons';
import { LANGUAGE_NAMES, LANGUAGE_SHORT } from './languageNames';

/** A compact language menu for headers (login, landing). */
export function LanguageSwitcher({ value, onChange }: { value: Locale; onChange: (locale: Locale) => void }) {
  const { t } = useTranslation();
  // Pre-rendered (the sign-in pages): no menu opens before the app is there, so the button does not pretend to.
  const running = useAppRunning();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" disabled={!running} className="btn btn--ghost btn--sm menu-trigger" aria-label={t('language.switch', { short: LANGUAGE_SHORT[value], language: LANGUAGE_NAMES[value] })}>
          <GlobeIcon size={18} />
          <span aria-hidden="true">{LANGUAGE_SHORT[value]}</span>
          <ChevronDownIcon size={16} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">{t('language.label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={value} onValueChange={(v) => isLocale(v) && onChange(v)}>
            {LOCALES.map((l) => (
              <DropdownMenu.RadioItem key={l} value={l} className="menu-item" lang={l === 'cz' ? 'cs' : l}>
                <span className="menu-check">
                  <DropdownMenu.ItemIndicator>
                    <CheckIcon size={16} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {LANGUAGE_NAMES[l]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
