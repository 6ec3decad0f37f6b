import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { SortDir, SortKey } from '../../../domain/clients/search';
import type { ClientRow } from '../../db';
import { formatDate } from '../../i18n/format';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { InvitationBadge, StatusBadge } from './Badges';
import { NO_PLANS, type PlanCounts } from './hooks';
import { goalLabel, rateLabel } from './labels';
import { onRowKeyDown } from './rowKeys';
import { type OwedFigure, OwedAmount } from '../billing';

interface Props {
  clients: ClientRow[];
  pending: Set<string> | undefined;
  counts: Map<string, PlanCounts> | undefined;
  sort: SortKey;
  dir: SortDir;
  onSort(key: SortKey): void;
  owed?: Map<string, OwedFigure> | undefined;
}

/** The desktop list: one dense row per client, sortable columns, the whole row clickable. */
export function ClientTable({ clients, pending, counts, sort, dir, onSort, owed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const locale = useLocale();

  const header = (key: SortKey | null, label: string, className?: string) => {
    if (!key) {
      return (
        <th scope="col" className={className}>
          {label}
        </th>
      );
    }
    const active = sort === key;
    return (
      <th scope="col" className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button type="button" className="th-sort" onClick={() => onSort(key)} title={t('clients.sortBy', { column: label })}>
          {label}
          <span className="th-sort-mark" aria-hidden="true">
            {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
          </span>
        </button>
      </th>
    );
  };

  return (
    <div className="clients-table-wrap">
      <table className="clients-table">
        <thead>
          <tr>
            {header('name', t('clients.columns.name'))}
            {header('email', t('clients.columns.email'))}
            {header('status', t('clients.columns.status'))}
            {header(null, t('clients.columns.goal'))}
            {header(null, t('clients.columns.plans'), 'num')}
            {header('hourlyRate', t('clients.columns.rate'), 'num')}
            {header(null, t('clients.columns.owed'), 'num')}
            {header(null, t('clients.columns.invitation'))}
            {header('createdAt', t('clients.columns.createdAt'), 'col-added')}
          </tr>
        </thead>
        <tbody>
          {clients.map((c) => {
            const n = counts?.get(c.id) ?? NO_PLANS;
            return (
              <tr key={c.id} onClick={() => navigate(`/trainer/clients/${c.id}`)}>
                <td className="cell-name">
                  <Link to={`/trainer/clients/${c.id}`} data-client-row onKeyDown={onRowKeyDown} onClick={(e) => e.stopPropagation()}>
                    {c.name}
                  </Link>
                  {pending?.has(c.id) ? <PendingBadge /> : null}
                </td>
                <td className="cell-muted cell-email" title={c.email ?? undefined}>
                  {c.email ?? ''}
                </td>
                <td>
                  <StatusBadge status={c.status} />
                </td>
                <td className="cell-goal" title={c.goal ? goalLabel(t, c.goal) : undefined}>
                  {c.goal ? goalLabel(t, c.goal) : ''}
                </td>
                <td className="num" title={t('clients.plansValue', { training: n.training, meal: n.meal })}>
                  {n.training + n.meal}
                </td>
                <td className="num">{rateLabel(t, c, locale)}</td>
                <td className="num" data-testid="client-owed">
                  <OwedAmount figure={owed?.get(c.id)} />
                </td>
                <td>
                  <InvitationBadge client={c} />
                </td>
                <td className="cell-muted col-added">{formatDate(c.createdAt, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
