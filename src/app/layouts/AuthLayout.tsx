import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { currentLanguage } from '../../i18n/language';
import { chooseGuestLanguage } from '../guestLanguage';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { ThemeSwitcher } from '../../ui/ThemeSwitcher';
import { AuthFrame } from './AuthFrame';

/** The frame of the sign-in, registration and password screens. */
export function AuthLayout() {
  const { i18n } = useTranslation();
  const lang = (i18n.language as Locale) ?? currentLanguage();
  return (
    <AuthFrame
      menus={
        <>
          <LanguageSwitcher value={lang} onChange={chooseGuestLanguage} />
          <ThemeSwitcher />
        </>
      }
    />
  );
}
