import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/constants';
import { htmlLangOf, isLocale } from '../../../domain/language';
import { chooseGuestLanguage } from '../../app/guestLanguage';
import { AuthFrame } from '../../app/layouts/AuthFrame';
import { LandingThemeMenu } from '../landing';
import { useAppRunning } from '../../ui/Button';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../ui/icons';
import { LANGUAGE_NAMES, LANGUAGE_SHORT } from '../../ui/languageNames';

/**
 * The frame of the pre-rendered sign-in pages (routes.tsx), as the app's
 * AuthLayout, with the landing's <details> menus instead of the app's
 * dropdown menus: they open on the pre-rendered page with no script
 * (public/boot.js closes them and applies a theme there), and the sign-in
 * entry does not carry a menu library.
 */
export function SignInLayout() {
  const { i18n } = useTranslation();
  const lang: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <AuthFrame
      menus={
        <>
          <SignInLanguageMenu value={lang} />
          <LandingThemeMenu />
        </>
      }
    />
  );
}

/** The language menu: a choice is remembered (and told to the server for guest mails), as in the app. */
function SignInLanguageMenu({ value }: { value: Locale }) {
  const { t } = useTranslation();
  // Pre-rendered: the choices wait for the app (nothing would remember them before).
  const running = useAppRunning();
  return (
    <details className="disclosure" data-menu>
      <summary role="button" className="btn btn--ghost btn--sm menu-trigger" aria-label={t('language.switch', { short: LANGUAGE_SHORT[value], language: LANGUAGE_NAMES[value] })}>
        <GlobeIcon size={18} />
        <span aria-hidden="true">{LANGUAGE_SHORT[value]}</span>
        <ChevronDownIcon size={16} />
      </summary>
      <div className="menu disclosure-panel" role="menu" aria-label={t('language.label')}>
        <p className="menu-label" aria-hidden="true">
          {t('language.label')}
        </p>
        {LOCALES.map((l) => (
          <button
            key={l}
            type="button"
            role="menuitemradio"
            aria-checked={l === value}
            disabled={!running}
            className="menu-item"
            lang={htmlLangOf(l)}
            onClick={(e) => {
              e.currentTarget.closest('details')?.removeAttribute('open');
              chooseGuestLanguage(l);
            }}
          >
            <span className="menu-check">{l === value && <CheckIcon size={16} />}</span>
            {LANGUAGE_NAMES[l]}
          </button>
        ))}
      </div>
    </details>
  );
}
