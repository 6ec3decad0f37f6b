import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../../domain/time/time-zone';
import { accountApi } from '../../api/account';
import { useProfile } from '../../db/hooks';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';

/** The zones the browser knows, the user's own first; a browser without the list offers the current zone only. */
function zoneList(current: string): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const all = intl.supportedValuesOf?.('timeZone') ?? [];
  return [current, ...all.filter((z) => z !== current)];
}

/**
 * The time zone sessions are planned in (a trainer's; detected from the
 * browser at sign-up). Saved online (POST /api/user/time-zone); the profile
 * the next pull brings shows it.
 */
export function TimeZoneSettings() {
  const { t } = useTranslation();
  const id = useId();
  const profile = useProfile();
  const [chosen, setChosen] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const value = chosen ?? profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const zones = useMemo(() => zoneList(value), [value]);

  async function choose(zone: string) {
    setChosen(zone);
    setSaving(true);
    setStatus(null);
    try {
      await accountApi.setUserTimeZone(zone);
      setStatus({ ok: true, message: t('calendar.timeZone.saved') });
    } catch (e) {
      setStatus({ ok: false, message: e instanceof Error ? translateMessage(t, e.message) : String(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <section className="card">
      <h2 className="card-title">{t('calendar.timeZone.title')}</h2>
      <p className="card-description">{t('calendar.timeZone.text')}</p>
      <label className="field-label" htmlFor={id}>
        {t('calendar.timeZone.label')}
      </label>
      <select id={id} className="field-input field-select" value={value} disabled={saving} onChange={(e) => void choose(e.target.value)}>
        {zones.map((z) => (
          <option key={z} value={z}>
            {z.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
      {status ? <Banner tone={status.ok ? 'success' : 'error'}>{status.message}</Banner> : null}
    </section>
  );
}
