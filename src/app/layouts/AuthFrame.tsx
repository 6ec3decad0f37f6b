import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../ui/Logo';
import { SuspenseOutlet } from '../SuspenseOutlet';

/**
 * The frame of the sign-in, registration and password screens: the app's
 * (AuthLayout, dropdown menus) and the pre-rendered pages' (SignInLayout,
 * <details> menus that work before any script) differ only in their menus.
 */
export function AuthFrame({ menus }: { menus: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="auth-header">
        <Link to="/" className="auth-brand" aria-label={t('nav.homepage')}>
          <Logo />
        </Link>
        <div className="auth-header-actions">{menus}</div>
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
