import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, TRIAL_DAYS, type Locale } from '../../../domain/constants';
import { formatMoney } from '../../i18n/format';
import { SHIPPED_FEATURES } from './features';

/**
 * Repwise beside one competitor, row by row. The competitor's column says only
 * what its public website did not list when checked (the caption dates it):
 * claims about another product stay ones we can stand behind.
 */
const ROWS = [
  { key: 'languages', feature: 'languages' },
  { key: 'offline', feature: 'workoutLogging' },
  { key: 'sessions', feature: 'sessions' },
  { key: 'billing', feature: 'billing' },
  { key: 'price', feature: null },
] as const;
const shipped = new Set(SHIPPED_FEATURES.map((f) => f.key));
/** A row speaks of a feature only once it has shipped, like every public text. */
export const COMPARISON_ROWS = ROWS.filter((r) => r.feature === null || shipped.has(r.feature)).map((r) => r.key);

export function ComparisonTable({ name, locale }: { name: string; locale: Locale }) {
  const { t } = useTranslation();
  const values = { name, price: formatMoney(PRICE_EUR_PER_MONTH, locale, 'EUR'), trial: TRIAL_DAYS, refund: REFUND_WINDOW_DAYS };
  const titleId = useId();
  return (
    <div className="landing-container compare">
      <h2 className="section-title" id={titleId}>
        {t('landing.alternatives.table.title')}
      </h2>
      {/* On a phone the table scrolls sideways inside this box: focusable, so a keyboard can scroll it too (axe scrollable-region-focusable). */}
      <div className="compare-scroll" tabIndex={0} role="region" aria-labelledby={titleId}>
        <table className="compare-table">
          <caption>{t('landing.alternatives.table.caption', values)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('landing.alternatives.table.feature')}</th>
              <th scope="col">{t('landing.alternatives.table.repwise')}</th>
              <th scope="col">{name}</th>
            </tr>
          </thead>
          <tbody>
            {COMPARISON_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`landing.alternatives.table.rows.${row}.label`)}</th>
                <td>{t(`landing.alternatives.table.rows.${row}.repwise`, values)}</td>
                <td>{t(`landing.alternatives.table.rows.${row}.other`, values)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
