import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../api/ApiError';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { SettingsScreen } from '../settings/SettingsScreen';
import { useBrowserOnline } from '../sync-status/useBrowserOnline';
import { adminApi } from './api';
import { Pager } from './Pager';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';

/** /admin/settings: the platform's settings above the admin's own (language, appearance, sign out). */
export function AdminSettings() {
  return (
    <SettingsScreen role="admin">
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
