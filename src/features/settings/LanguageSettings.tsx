import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import { accountApi } from '../../api/account';
import { currentLanguage, setLanguage } from '../../i18n/language';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { LANGUAGE_NAMES } from '../../ui/languageNames';
import { RadioCards } from '../../ui/RadioCards';

/** Switches at once and saves to the profile (POST /api/user/language); a failed save is said plainly. */
export function LanguageSettings() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const value = (i18n.language as Locale) ?? currentLanguage();

  async function choose(locale: Locale) {
    setLanguage(locale, { persist: true, manual: true });
    setSaving(true);
    setStatus(null);
    try {
      await accountApi.setUserLanguage(locale);
      setStatus({ ok: true, message: t('settings.language.saved', { lng: locale }) });
    } catch (e) {
      setStatus({ ok: false, message: e instanceof Error ? translateMessage(t, e.message) : String(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card">
      <h2 className="card-title">{t('settings.language.title')}</h2>
      <p className="card-description">{t('settings.language.text')}</p>
      <RadioCards
        label={t('settings.language.title')}
        value={value}
        onChange={choose}
        disabled={saving}
        options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l], lang: htmlLangOf(l) }))}
      />
      {status ? <Banner tone={status.ok ? 'success' : 'error'}>{status.message}</Banner> : null}
    </section>
  );
}
