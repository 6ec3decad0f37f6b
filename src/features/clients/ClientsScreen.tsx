import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CLIENT_STATUSES } from '../../../domain/clients/fields';
import { SORT_KEYS, visibleClients, type SortDir, type SortKey, type StatusFilter } from '../../../domain/clients/search';
import { useClients, usePendingIds } from '../../db';
import { Button } from '../../ui/Button';
import { UsersIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { ClientCards } from './ClientCards';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientTable } from './ClientTable';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { PHONE_QUERY, usePlanCounts } from './hooks';
import { useNavigateToHeading } from '../../ui/useFocusReturn';
import { useAmountsOwed } from '../billing';
import './clients.css';

const isStatus = (v: string | null): v is StatusFilter => v === 'all' || (CLIENT_STATUSES as readonly string[]).includes(v ?? '');
const isSort = (v: string | null): v is SortKey => (SORT_KEYS as readonly string[]).includes(v ?? '');

/** True when a key press belongs to a text field, so list shortcuts stay out of the way. */
function typing(e: globalThis.KeyboardEvent): boolean {
  const el = e.target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * /trainer/clients: every client of the trainer from the device's database
 * (works offline). Search by name or email ignores diacritics; status filter
 * and sort live in the address, so Back returns to the same view. Desktop
 * shows a dense table, phones cards. Keys: / search, N new client.
 */
export function TrainerClients() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const openSaved = useNavigateToHeading();
  const clients = useClients();
  const pending = usePendingIds('clients');
  const counts = usePlanCounts();
  const owed = useAmountsOwed();
  const phone = useMediaQuery(PHONE_QUERY);
  const [params, setParams] = useSearchParams();
  // /trainer/clients?new=1 (the dashboard's "Add client") opens the form at once.
  const [formOpen, setFormOpen] = useState(() => params.get('new') === '1');
  const searchRef = useRef<HTMLInputElement>(null);

  const query = params.get('q') ?? '';
  const statusParam = params.get('status');
  const status: StatusFilter = isStatus(statusParam) ? statusParam : 'all';
  const sortParam = params.get('sort');
  const sort: SortKey = isSort(sortParam) ? sortParam : 'name';
  const dir: SortDir = params.get('dir') === 'desc' ? 'desc' : 'asc';

  const setParam = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  const visible = useMemo(() => visibleClients(clients ?? [], { query, status, sort, dir }), [clients, query, status, sort, dir]);
  const byStatus = useMemo(() => {
    const m = new Map<string, number>();
    for (const c of clients ?? []) m.set(c.status, (m.get(c.status) ?? 0) + 1);
    return m;
  }, [clients]);

  useEffect(() => {
    if (params.has('new')) setParam({ new: null });
  }, []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e) || formOpen) return;
      if (e.key === '/') {
        e.preventDefault();
        searchRef.current?.focus();
      } else if (e.key === 'n' || e.key === 'N') {
        e.preventDefault();
        setFormOpen(true);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [formOpen]);

  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape' && query) {
      e.preventDefault();
      setParam({ q: null });
    } else if (e.key === 'ArrowDown' || (e.key === 'Enter' && visible.length > 0)) {
      e.preventDefault();
      if (e.key === 'Enter' && visible.length === 1) navigate(`/trainer/clients/${visible[0]!.id}`);
      else document.querySelector<HTMLElement>('[data-client-row]')?.focus();
    }
  };

  const onSort = (key: SortKey) => setParam({ sort: key === 'name' ? null : key, dir: key === sort && dir === 'asc' ? 'desc' : null });
  const total = clients?.length ?? 0;

  return (
    <div className="page clients-page">
      <header className="page-header clients-header">
        <div>
          <h1 className="page-title">{t('clients.title')}</h1>
          <p className="page-lead">{t('clients.lead')}</p>
        </div>
        <Button icon={<UsersIcon size={18} />} onClick={() => setFormOpen(true)} aria-keyshortcuts="N">
          {t('clients.add')}
        </Button>
      </header>

      {clients === undefined ? (
        <Spinner label={t('clients.loading')} />
      ) : total === 0 ? (
        <section className="card clients-empty">
          <span className="clients-empty-icon" aria-hidden="true">
            <UsersIcon size={28} />
          </span>
          <h2 className="card-title">{t('clients.empty.title')}</h2>
          <p className="card-description">{t('clients.empty.text')}</p>
          <Button onClick={() => setFormOpen(true)}>{t('clients.empty.action')}</Button>
        </section>
      ) : (
        <>
          <div className="clients-toolbar" role="search">
            <div className="clients-search">
              <label className="visually-hidden" htmlFor="client-search">
                {t('clients.searchLabel')}
              </label>
              <input
                ref={searchRef}
                id="client-search"
                type="search"
                className="field-input"
                placeholder={t('clients.searchPlaceholder')}
                value={query}
                onChange={(e) => setParam({ q: e.target.value })}
                onKeyDown={onSearchKey}
                aria-keyshortcuts="/"
                autoComplete="off"
              />
            </div>
            <div className="clients-filter" role="group" aria-label={t('clients.statusFilter')}>
              {(['all', ...CLIENT_STATUSES] as const).map((s) => (
                <button
                  key={s}
                  type="button"
                  className={`chip${status === s ? ' is-on' : ''}`}
                  aria-pressed={status === s}
                  onClick={() => setParam({ status: s === 'all' ? null : s })}
                >
                  {s === 'all' ? t('clients.all') : t(`clients.status.${s}`)}
                  <span className="chip-count">{s === 'all' ? total : (byStatus.get(s) ?? 0)}</span>
                </button>
              ))}
            </div>
            <p className="clients-count" aria-live="polite">
              {t('clients.shown', { shown: visible.length, total })}
            </p>
          </div>

          {visible.length === 0 ? (
            <section className="card clients-empty">
              <h2 className="card-title">{t('clients.noMatch.title')}</h2>
              <p className="card-description">{t('clients.noMatch.text')}</p>
              <Button variant="secondary" onClick={() => setParam({ q: null, status: null })}>
                {t('clients.noMatch.clear')}
              </Button>
            </section>
          ) : phone ? (
            <ClientCards clients={visible} pending={pending} counts={counts} owed={owed} />
          ) : (
            <ClientTable clients={visible} pending={pending} counts={counts} sort={sort} dir={dir} onSort={onSort} owed={owed} />
          )}
          {!phone ? <p className="clients-shortcuts">{t('clients.shortcuts')}</p> : null}
        </>
      )}

      <ClientFormDialog open={formOpen} onOpenChange={setFormOpen} onSaved={(id) => openSaved(`/trainer/clients/${id}`)} />
    </div>
  );
}
