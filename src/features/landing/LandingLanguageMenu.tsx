import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LOCALES, type Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import { localizedLandingPath } from '../../app/routes/classify';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { LANGUAGE_NAMES, LANGUAGE_SHORT } from '../../ui/languageNames';

/**
 * The landing's language menu: links to this page in each language, in a
 * <details>, so it works on the pre-rendered page with no script at all.
 */
export function LandingLanguageMenu({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <details className="disclosure" data-menu>
      <summary className="btn btn--ghost btn--sm menu-trigger" aria-label={t('language.switch', { short: LANGUAGE_SHORT[locale], language: LANGUAGE_NAMES[locale] })}>
        <GlobeIcon size={18} />
        <span aria-hidden="true">{LANGUAGE_SHORT[locale]}</span>
        <ChevronDownIcon size={16} />
      </summary>
      <div className="menu disclosure-panel">
        <p className="menu-label" aria-hidden="true">
          {t('language.label')}
        </p>
        <ul className="disclosure-list">
          {LOCALES.map((l) => (
            <li key={l}>
              <Link
                to={localizedLandingPath(pathname, l)}
                className="menu-item"
                lang={htmlLangOf(l)}
                hrefLang={htmlLangOf(l)}
                aria-current={l === locale ? 'page' : undefined}
                onClick={(e) => e.currentTarget.closest('details')?.removeAttribute('open')}
              >
                <span className="menu-check">{l === locale && <CheckIcon size={16} />}</span>
                {LANGUAGE_NAMES[l]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
