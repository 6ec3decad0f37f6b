import { useTranslation } from 'react-i18next';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { useLocale } from '../../hooks/useLocale';
import { weightChange } from './chartData';
import { formatKg, formatLoggedAt, formatSignedKg } from './format';

/** Latest weight and how it moved since the first and the previous entry. */
export function WeightSummary({ rows }: { rows: readonly WeightLogRow[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { latest, sinceFirst, sinceLast } = weightChange(rows);
  if (!latest) return null;
  const change = (v: number | null) => (v === null ? t('weight.summary.none') : t('weight.kg', { value: formatSignedKg(v, locale) }));
  return (
    <dl className="weight-summary" data-testid="weight-summary">
      <div className="weight-summary-main">
        <dt>{t('weight.summary.latest')}</dt>
        <dd>
          <span className="weight-summary-value">{t('weight.kg', { value: formatKg(latest.weightKg, locale) })}</span>
          <span className="weight-summary-when">{formatLoggedAt(latest.loggedAt, locale)}</span>
        </dd>
      </div>
      <div>
        <dt>{t('weight.summary.sinceFirst')}</dt>
        <dd className={trendClass(sinceFirst)}>{change(sinceFirst)}</dd>
      </div>
      <div>
        <dt>{t('weight.summary.sinceLast')}</dt>
        <dd className={trendClass(sinceLast)}>{change(sinceLast)}</dd>
      </div>
    </dl>
  );
}

function trendClass(v: number | null): string {
  return `weight-change${v ? (v > 0 ? ' weight-change--up' : ' weight-change--down') : ''}`;
}
