import { useTranslation } from 'react-i18next';
import type { BillingSummary } from '../../../domain/billing/summary';
import type { Currency } from '../../../domain/currency';
import { useLocale } from '../../hooks/useLocale';
import { money, wallDate } from './format';

/** docs/rules/billing.md "Billing summary": totalOwed, totalPaid, lastPayment, availableCredit. */
/** `own`: the client reads their own figures ("You owe"), not a trainer reading a client's. */
export function BillingSummaryView({ summary, currency, own = false }: { summary: BillingSummary; currency: Currency; own?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const fmt = (minor: number) => money(minor, locale, currency);
  const last = summary.lastPayment;
  return (
    <dl className="billing-summary" data-testid="billing-summary">
      <div className={summary.totalOwedMinor > 0 ? 'is-owed' : ''}>
        <dt>{own ? t('billing.card.owed') : t('billing.summary.owed')}</dt>
        <dd data-testid="summary-owed">{fmt(summary.totalOwedMinor)}</dd>
      </div>
      <div>
        <dt>{own ? t('billing.card.paid') : t('billing.summary.paid')}</dt>
        <dd data-testid="summary-paid">{fmt(summary.totalPaidMinor)}</dd>
      </div>
      <div className={summary.availableCreditMinor > 0 ? 'is-credit' : ''}>
        <dt>{own ? t('billing.card.credit') : t('billing.summary.credit')}</dt>
        <dd data-testid="summary-credit">{fmt(summary.availableCreditMinor)}</dd>
      </div>
      <div>
        <dt>{t('billing.summary.last')}</dt>
        <dd data-testid="summary-last">
          {last ? (
            <>
              {fmt(last.amountMinor)} <span className="billing-summary-sub">{`${wallDate(last.receivedOn, locale)} · ${t(`billing.methods.${last.method}`)}`}</span>
            </>
          ) : (
            t('billing.summary.none')
          )}
        </dd>
      </div>
    </dl>
  );
}
