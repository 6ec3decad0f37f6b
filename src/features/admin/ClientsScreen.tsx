import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import { adminApi } from './api';
import { when } from './labels';
import { Pager } from './Pager';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';
import { useListParams } from './useListParams';
import { EmailText } from '../../ui/EmailText';

/** /admin/clients: clients across every trainer, searched by client or trainer, paged by the server. */
export function AdminClients() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search, typed, setTyped, page, set } = useListParams();
  const query = useAdminQuery(() => adminApi.clients({ search: search || undefined, page }), [search, page]);
  return (
    <div className="page admin-page">
      <header className="page-header">
        <h1 className="page-title">{t('admin.clients.title')}</h1>
        <p className="page-lead">{t('admin.clients.lead')}</p>
      </header>
      <div className="admin-toolbar">
        <TextField className="admin-search" type="search" label={t('admin.clients.search')} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
      </div>
      <QueryStatus query={query} />
      {query.data ? (
        <>
          {query.data.data.length ? (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.columns.name')}</th>
                    <th scope="col" className="col-wide">
                      {t('admin.columns.email')}
                    </th>
                    <th scope="col">{t('admin.columns.trainer')}</th>
                    <th scope="col">{t('admin.columns.account')}</th>
                    <th scope="col" className="col-wide">
                      {t('admin.columns.created')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.data.map((c) => (
                    <tr key={c.id}>
                      <td>{c.name}</td>
                      <td className="admin-muted col-wide">{c.email ? <EmailText email={c.email} /> : '—'}</td>
                      <td>
                        <Link to={`/admin/trainer/${c.trainer_id}`}>{c.trainer_name}</Link>
                      </td>
                      <td>{c.has_account ? t('admin.clients.hasAccount') : t('admin.clients.noAccount')}</td>
                      <td className="col-wide">{when(c.created_at, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className="card admin-empty">{search ? t('admin.clients.noMatch', { q: search }) : t('admin.clients.none')}</p>
          )}
          <Pager pagination={query.data.pagination} onPage={(p) => set({ page: p > 1 ? String(p) : null })} />
        </>
      ) : null}
    </div>
  );
}
