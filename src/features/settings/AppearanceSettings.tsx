import { useTranslation } from 'react-i18next';
import { THEMES } from '../../theme/theme';
import { useTheme } from '../../theme/useTheme';
import { RadioCards } from '../../ui/RadioCards';
import { THEME_ICONS } from '../../ui/themeIcons';

export function AppearanceSettings() {
  const { t } = useTranslation();
  const [pref, setPref] = useTheme();
  return (
    <section className="card">
      <h2 className="card-title">{t('settings.appearance.title')}</h2>
      <p className="card-description">{t('settings.appearance.text')}</p>
      <RadioCards
        label={t('settings.appearance.title')}
        value={pref}
        onChange={setPref}
        options={THEMES.map((th) => {
          const I = THEME_ICONS[th];
          return { value: th, label: t(`theme.${th}`), icon: <I size={18} /> };
        })}
      />
    </section>
  );
}
