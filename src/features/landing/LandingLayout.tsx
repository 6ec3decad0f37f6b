import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { COMPETITORS } from './competitors';
import { landingHead } from './head';
import { LandingLanguageMenu } from './LandingLanguageMenu';
import { LandingThemeMenu } from './LandingThemeMenu';
import { useDismissMenus } from './useDismissMenus';
import { useLandingLocale } from './useLandingLocale';
import { SuspenseOutlet } from '../../app/SuspenseOutlet';

export function LandingLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const header = useRef<HTMLElement>(null);
  useDismissMenus(header);
  const { locale, to } = useLandingLocale();
  // The pre-rendered page came with its title; moving between pages in the app keeps it right.
  useEffect(() => {
    document.title = landingHead(pathname, t).title;
  }, [pathname, t, locale]);

  return (
    <div className="landing">
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <header className="landing-header" ref={header}>
        <div className="landing-container landing-header-row">
          <Link to={to('/')} className="landing-brand" aria-label={t('nav.homepage')}>
            <Logo />
          </Link>
          <nav className="landing-nav" aria-label={t('landing.nav.label')}>
            <Link to={to('/alternatives')} className="landing-nav-link hide-narrow">
              {t('landing.nav.alternatives')}
            </Link>
            <Link to="/login" className="landing-nav-link">
              {t('landing.nav.signIn')}
            </Link>
            <LinkButton to="/trainer/register" size="sm" className="hide-narrow">
              {t('landing.cta.startTrial')}
            </LinkButton>
          </nav>
          <div className="landing-header-actions">
            {/* Plain disclosures, not the app's menus: the pre-rendered page works with no React (public/boot.js). */}
            <LandingLanguageMenu locale={locale} />
            <span className="hide-xs">
              <LandingThemeMenu />
            </span>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1}>
        <SuspenseOutlet />
      </main>
      <footer className="landing-footer">
        <div className="landing-container landing-footer-row">
          <Logo size={22} />
          <nav aria-label={t('landing.footer.label')}>
            <ul className="landing-footer-links">
              <li>
                <Link to={to('/alternatives')}>{t('landing.nav.alternatives')}</Link>
              </li>
              {Object.entries(COMPETITORS).map(([slug, c]) => (
                <li key={slug}>
                  <Link to={to(`/alternatives/${slug}`)}>{t('landing.alternatives.vs', { name: c.name })}</Link>
                </li>
              ))}
              <li>
                <Link to="/login">{t('landing.nav.signIn')}</Link>
              </li>
            </ul>
          </nav>
          <p className="muted">{t('landing.footer.rights', { year: new Date().getFullYear() })}</p>
        </div>
      </footer>
    </div>
  );
}
