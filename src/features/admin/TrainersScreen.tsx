import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import { adminApi, TRAINER_SORTS, type TrainerSort } from './api';
import { StatusBadge, when } from './labels';
import { Pager } from './Pager';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';
import { useListParams } from './useListParams';
import { EmailText } from '../../ui/EmailText';

const isSort = (v: string | null): v is TrainerSort => (TRAINER_SORTS as readonly string[]).includes(v ?? '');

/** /admin/trainers: every trainer, searched, sorted and paged by the server. */
export function AdminTrainers() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { params, search, typed, setTyped, page, set } = useListParams();
  const sortParam = params.get('sort');
  const sort: TrainerSort = isSort(sortParam) ? sortParam : 'created';
  const dir = params.get('dir') === 'asc' ? 'asc' : 'desc';
  const query = useAdminQuery(() => adminApi.trainers({ search: search || undefined, sort, dir, page }), [search, sort, dir, page]);

  const header = (key: TrainerSort, label: string, className?: string) => {
    const active = sort === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className="th-sort"
          onClick={() => set({ sort: key, dir: active && dir === 'asc' ? 'desc' : active ? 'asc' : key === 'name' || key === 'email' ? 'asc' : 'desc', page: null })}
        >
          {label}
          <span className="th-sort-mark" aria-hidden="true">
            {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className="page admin-page">
      <header className="page-header">
        <h1 className="page-title">{t('admin.trainers.title')}</h1>
        <p className="page-lead">{t('admin.trainers.lead')}</p>
      </header>
      <div className="admin-toolbar">
        <TextField
          className="admin-search"
          type="search"
          label={t('admin.trainers.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </div>
      <QueryStatus query={query} />
      {query.data ? (
        <>
          {query.data.data.length ? (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    {header('name', t('admin.columns.name'))}
                    {header('email', t('admin.columns.email'), 'col-wide')}
                    <th scope="col">{t('admin.columns.status')}</th>
                    {header('clients', t('admin.columns.clients'), 'num')}
                    {header('last_active', t('admin.columns.lastActive'))}
                    {header('created', t('admin.columns.created'), 'col-wide')}
                  </tr>
                </thead>
                <tbody>
                  {query.data.data.map((tr) => (
                    <tr key={tr.id}>
                      <td>
                        <Link to={`/admin/trainer/${tr.id}`}>{tr.name}</Link>
                        <span className="admin-muted admin-phone-only">
                          <EmailText email={tr.email} />
                        </span>
                      </td>
                      <td className="admin-muted col-wide">
                        <EmailText email={tr.email} />
                      </td>
                      <td>
                        <StatusBadge status={tr.status} disabled={!!tr.disabled_at} />
                      </td>
                      <td className="num">{formatNumber(tr.clients, locale, 0)}</td>
                      <td>{when(tr.last_active, locale)}</td>
                      <td className="col-wide">{when(tr.created_at, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="card admin-empty">{search ? t('admin.trainers.noMatch', { q: search }) : t('admin.trainers.none')}</p>
          )}
          <Pager pagination={query.data.pagination} onPage={(p) => set({ page: p > 1 ? String(p) : null })} />
        </>
      ) : null}
    </div>
  );
}
