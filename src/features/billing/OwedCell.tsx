import './billing.css';
import { useTranslation } from 'react-i18next';
import type { OwedFigure } from './deviceBilling';
import { useLocale } from '../../hooks/useLocale';
import { money } from './format';

/** A client's amountOwed as the device computes it (list rows and cards); credit when paid ahead. */
export function OwedAmount({ figure }: { figure: OwedFigure | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!figure) return null;
  if (figure.owedMinor > 0) return <span className="owed-amount">{money(figure.owedMinor, locale, figure.currency)}</span>;
  if (figure.creditMinor > 0) return <span className="owed-credit">{t('billing.creditShort', { amount: money(figure.creditMinor, locale, figure.currency) })}</span>;
  return <span className="cell-muted">{money(0, locale, figure.currency)}</span>;
}
