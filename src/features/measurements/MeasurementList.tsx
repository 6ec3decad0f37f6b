import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { MEASUREMENT_FIELD_NAMES } from '../../../domain/measurements/measurement';
import { Button } from '../../ui/Button';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { formatValue, formatWhen, seriesName } from './format';

const PAGE = 20;

interface RowProps {
  row: MeasurementRow;
  pending: boolean;
  locale: Locale;
  onEdit?: (row: MeasurementRow) => void;
  onDelete?: (row: MeasurementRow) => void;
}

const MeasurementItem = memo(function MeasurementItem({ row, pending, locale, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation();
  const when = formatWhen(row.measuredAt, locale);
  const values: [string, string][] = [
    ...MEASUREMENT_FIELD_NAMES.filter((f) => row[f] !== null).map((f) => [seriesName(t, f), formatValue(t, f, row[f]!, locale)] as [string, string]),
    ...Object.entries(row.custom).map(([name, v]) => [name, formatValue(t, `custom:${name}`, v, locale)] as [string, string]),
  ];
  return (
    <li className="measurement-row" data-testid="measurement-row" data-pending={pending ? 'true' : undefined}>
      <p className="measurement-row-when">
        <time dateTime={row.measuredAt}>{when}</time>
        {pending ? <PendingBadge /> : null}
      </p>
      <dl className="measurement-values">
        {values.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.notes ? <p className="measurement-row-notes">{row.notes}</p> : null}
      {onEdit || onDelete ? (
        <div className="measurement-row-actions">
          {onEdit ? (
            <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={t('measurements.row.editLabel', { date: when })}>
              {t('measurements.row.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <Button variant="ghost" size="sm" onClick={() => onDelete(row)} aria-label={t('measurements.row.deleteLabel', { date: when })}>
              {t('measurements.row.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});

/** Entries, newest first, a page at a time; unconfirmed ones carry the pending badge. */
export function MeasurementList({ rows, pendingIds, onEdit, onDelete }: { rows: readonly MeasurementRow[]; pendingIds?: Set<string>; onEdit?: (row: MeasurementRow) => void; onDelete?: (row: MeasurementRow) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="measurement-list" aria-label={t('measurements.history.title')}>
        {rows.slice(0, shown).map((row) => (
          <MeasurementItem key={row.id} row={row} pending={!!pendingIds?.has(row.id)} locale={locale} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {rows.length > shown ? (
        <Button variant="secondary" block onClick={() => setShown((n) => n + PAGE * 2)}>
          {t('measurements.history.showMore')}
        </Button>
      ) : null}
    </>
  );
}
