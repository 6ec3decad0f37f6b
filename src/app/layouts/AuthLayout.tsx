import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/constants';
import { currentLanguage } from '../../i18n/language';
import { chooseGuestLanguage } from '../guestLanguage';
import { LanguageSwitcher } from '../../ui/LanguageSwitcher';
import { Logo } from '../../ui/Logo';
import { ThemeSwitcher } from '../../ui/ThemeSwitcher';
import { SuspenseOutlet } from '../SuspenseOutlet';

/** The frame of the sign-in, registration and password screens. */
export function AuthLayout() {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language as Locale) ?? currentLanguage();
  return (
    <div className="auth-page">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="auth-header">
        <Link to="/" className="auth-brand" aria-label={t('nav.homepage')}>
          <Logo />
        </Link>
        <div className="auth-header-actions">
          <LanguageSwitcher value={lang} onChange={chooseGuestLanguage} />
          <ThemeSwitcher />
        </div>
      </header>
      <main id="main" className="auth-main" tabIndex={-1}>
        <SuspenseOutlet />
      </main>
      <footer className="auth-footer">
        <p>{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
      </footer>
    </div>
  );
}
