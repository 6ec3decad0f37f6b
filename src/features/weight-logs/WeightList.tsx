import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { Button } from '../../ui/Button';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { formatKg, formatLoggedAt } from './format';

const PAGE = 20;

interface RowProps {
  row: WeightLogRow;
  pending: boolean;
  locale: Locale;
  onEdit?: (row: WeightLogRow) => void;
  onDelete?: (row: WeightLogRow) => void;
  /** More for the row (the trainer's Comment button). */
  extra?: (row: WeightLogRow) => ReactNode;
}

/** One entry; unchanged rows are not re-rendered when another one arrives. */
const WeightRow = memo(function WeightRow({ row, pending, locale, onEdit, onDelete, extra }: RowProps) {
  const { t } = useTranslation();
  const when = formatLoggedAt(row.loggedAt, locale);
  return (
    <li className="weight-row" data-testid="weight-row" data-pending={pending ? 'true' : undefined}>
      <div className="weight-row-main">
        <p className="weight-row-value">{t('weight.kg', { value: formatKg(row.weightKg, locale) })}</p>
        <p className="weight-row-when">
          <time dateTime={row.loggedAt}>{when}</time>
          {pending ? <PendingBadge /> : null}
        </p>
        {row.notes ? <p className="weight-row-notes">{row.notes}</p> : null}
      </div>
      {extra ? <div className="weight-row-actions">{extra(row)}</div> : null}
      {onEdit || onDelete ? (
        <div className="weight-row-actions">
          {onEdit ? (
            <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={t('weight.row.editLabel', { date: when })}>
              {t('weight.row.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="ghost" size="sm" className="weight-row-delete" onClick={() => onDelete(row)} aria-label={t('weight.row.deleteLabel', { date: when })}>
              {t('weight.row.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

/**
 * Weight entries, newest first, a page at a time. Rows whose change the
 * server has not confirmed yet carry the pending badge. Edit and Delete only
 * where the viewer may change them (the client's own screen).
 */
export function WeightList({
  rows,
  pendingIds,
  onEdit,
  onDelete,
  extra,
}: {
  rows: readonly WeightLogRow[];
  pendingIds?: Set<string>;
  onEdit?: (row: WeightLogRow) => void;
  onDelete?: (row: WeightLogRow) => void;
  extra?: (row: WeightLogRow) => ReactNode;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="weight-list" aria-label={t('weight.history.title')}>
        {rows.slice(0, shown).map((row) => (
          <WeightRow key={row.id} row={row} pending={!!pendingIds?.has(row.id)} locale={locale} onEdit={onEdit} onDelete={onDelete} extra={extra} />
        ))}
      </ul>
      {rows.length > shown ? (
        <Button variant="secondary" block onClick={() => setShown((n) => n + PAGE * 2)}>
          {t('weight.history.showMore')}
        </Button>
      ) : null}
    </>
  );
}
