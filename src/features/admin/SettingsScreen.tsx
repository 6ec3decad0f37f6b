import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { SettingsScreen } from '../settings';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { adminApi } from './api';
import { formatMoney, formatNumber } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import { Pager } from './Pager';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';

/** /admin/settings: the platform's settings above the admin's own (language, appearance, sign out). */
export function AdminSettings() {
  return (
    <SettingsScreen role="admin">
      <PlatformSettingsCard />
      <MealsSwitches />
    </SettingsScreen>
  );
}

/** The Meals area's early-access switch, trainer by trainer (their clients follow). */
function MealsSwitches() {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useAdminQuery(() => adminApi.trainers({ search: search.trim() || undefined, sort: 'name', dir: 'asc', page }), [search, page]);

  const toggle = async (id: string, on: boolean) => {
    setBusy(id);
    setError(null);
    try {
      await adminApi.setMeals(id, on);
      query.reload();
    } catch (e) {
      setError(isApiError(e) && e.status === 0 ? t('admin.offline.text') : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="card admin-settings-wide" aria-labelledby="admin-meals-switch">
      <h2 className="card-title" id="admin-meals-switch">
        {t('admin.settings.mealsTitle')}
      </h2>
      <p className="card-description">{t('admin.settings.mealsText')}</p>
      <TextField
        type="search"
        label={t('admin.trainers.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(1);
        }}
        autoComplete="off"
      />
      <QueryStatus query={query} />
      {error ? <Banner tone="error">{translateMessage(t, error)}</Banner> : null}
      {query.data ? (
        <>
          <ul className="admin-switches">
            {query.data.data.map((tr) => (
              <li key={tr.id}>
                <Link to={`/admin/trainer/${tr.id}`}>{tr.name}</Link>
                <span className={tr.meals_enabled ? 'admin-on' : 'admin-muted'}>{t(tr.meals_enabled ? 'admin.settings.on' : 'admin.settings.off')}</span>
                <Button size="sm" variant="secondary" disabled={!online} loading={busy === tr.id} onClick={() => void toggle(tr.id, !tr.meals_enabled)}>
                  {t(tr.meals_enabled ? 'admin.trainer.mealsOff' : 'admin.trainer.mealsOn')}
                </Button>
              </li>
            ))}
          </ul>
          <Pager pagination={query.data.pagination} onPage={setPage} />
        </>
      ) : null}
    </section>
  );
}

/** Early-adopter places and the standard price (what checkout charges and the pages show), changed by an admin. */
function PlatformSettingsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const online = useBrowserOnline();
  const query = useAdminQuery(() => adminApi.settings(), []);
  const [places, setPlaces] = useState<string | null>(null);
  const [price, setPrice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const s = query.data;
  const placesValue = places ?? (s ? String(s.early_adopter_places) : '');
  const priceValue = price ?? (s ? String(s.standard_price_minor / 100) : '');
  const placesN = Number(placesValue);
  const priceN = Math.round(Number(priceValue.replace(',', '.')) * 100);
  const placesOk = Number.isInteger(placesN) && placesN >= 0 && placesN <= 100_000;
  const priceOk = Number.isFinite(priceN) && priceN >= 100 && priceN <= 1_000_000;

  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      await adminApi.saveSettings({ early_adopter_places: placesN, standard_price_minor: priceN });
      setPlaces(null);
      setPrice(null);
      query.reload();
      setMessage({ tone: 'success', text: t('admin.settings.saved') });
    } catch (e) {
      setMessage({ tone: 'error', text: isApiError(e) && e.status === 0 ? t('admin.offline.text') : translateMessage(t, e instanceof Error ? e.message : String(e)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby="admin-platform">
      <h2 className="card-title" id="admin-platform">
        {t('admin.settings.platformTitle')}
      </h2>
      <p className="card-description">{t('admin.settings.platformText')}</p>
      <QueryStatus query={query} />
      {message ? <Banner tone={message.tone}>{message.text}</Banner> : null}
      {s ? (
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            if (placesOk && priceOk) void save();
          }}
        >
          <TextField
            label={t('admin.settings.places')}
            hint={t('admin.settings.placesTaken', { n: formatNumber(s.early_adopters_taken, locale, 0) })}
            type="number"
            inputMode="numeric"
            min={0}
            value={placesValue}
            onChange={(e) => setPlaces(e.target.value)}
            error={placesOk ? undefined : t('admin.settings.placesInvalid')}
          />
          <TextField
            label={t('admin.settings.price')}
            hint={t('admin.settings.priceHint', { price: formatMoney(s.standard_price_minor / 100, locale, 'EUR') })}
            inputMode="decimal"
            value={priceValue}
            onChange={(e) => setPrice(e.target.value)}
            error={priceOk ? undefined : t('admin.settings.priceInvalid')}
          />
          <Button type="submit" disabled={!online || !placesOk || !priceOk} loading={busy}>
            {t('admin.settings.save')}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
