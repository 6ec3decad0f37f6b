import { useTranslation } from 'react-i18next';
import { THEMES } from '../../theme/theme';
import { useTheme } from '../../theme/useTheme';
import { CheckIcon } from '../../ui/icons';
import { THEME_ICONS } from '../../ui/themeIcons';

/**
 * The landing's theme menu, in a <details>. The pre-rendered page has no
 * React: public/boot.js handles its buttons (data-theme-choice) there. Which
 * icon and label the button shows follows <html data-theme-pref> in CSS, so
 * the same markup is right before and after any script.
 */
export function LandingThemeMenu() {
  const { t } = useTranslation();
  const [pref, setPref] = useTheme();
  return (
    <details className="disclosure theme-menu" data-menu>
      <summary className="btn btn--ghost btn--sm icon-button">
        {THEMES.map((th) => {
          const Icon = THEME_ICONS[th];
          return (
            <span key={th} className="theme-current" data-for={th}>
              <Icon size={18} />
              <span className="visually-hidden">{t('theme.switch', { theme: t(`theme.${th}`) })}</span>
            </span>
          );
        })}
      </summary>
      <div className="menu disclosure-panel">
        <p className="menu-label" aria-hidden="true">
          {t('theme.label')}
        </p>
        {THEMES.map((th) => {
          const Icon = THEME_ICONS[th];
          return (
            <button
              key={th}
              type="button"
              className="menu-item"
              data-theme-choice={th}
              aria-pressed={th === pref}
              onClick={(e) => {
                setPref(th);
                e.currentTarget.closest('details')?.removeAttribute('open');
              }}
            >
              <span className="menu-check">
                <CheckIcon size={16} />
              </span>
              <Icon size={16} />
              {t(`theme.${th}`)}
            </button>
          );
        })}
      </div>
    </details>
  );
}
