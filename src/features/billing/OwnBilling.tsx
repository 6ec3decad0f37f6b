import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currencyOf } from '../../../domain/currency';
import { useProfile, useUserDb, type ClientRow } from '../../db';
import { ChevronRightIcon } from '../../ui/icons';
import { useLocale } from '../../hooks/useLocale';
import { money } from './format';
import { useClientBilling } from './hooks';
import './billing.css';

/** The signed-in client's own record (currency, rate), from the device. */
export function useOwnClient(): ClientRow | null | undefined {
  const db = useUserDb();
  const profile = useProfile();
  const clientId = profile === undefined ? undefined : (profile?.clientId ?? null);
  return useLiveQuery(async () => (clientId ? ((await db.clients.get(clientId)) ?? null) : clientId === null ? null : undefined), [db, clientId]);
}

/** The client dashboard's billing card: what they owe (or their credit) and what they paid, offline, one tap from the details. */
export function OwnBillingCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const client = useOwnClient();
  const { billing } = useClientBilling(client?.id);
  if (!client || !billing) return null;
  const s = billing.summary;
  // Nothing billed and nothing paid: no card to read.
  if (s.totalBilledMinor === 0 && s.totalPaidMinor === 0) return null;
  const fmt = (m: number) => money(m, locale, client.currency ?? currencyOf(locale));
  return (
    <section className="card dash-card" data-testid="own-billing">
      <div className="dash-card-body">
        <h2 className="latest-weight-title">{t('billing.card.title')}</h2>
        {s.totalOwedMinor > 0 ? (
          <p className="latest-weight-value owed-amount">{`${t('billing.card.owed')}: ${fmt(s.totalOwedMinor)}`}</p>
        ) : s.availableCreditMinor > 0 ? (
          <p className="latest-weight-value owed-credit">{`${t('billing.card.credit')}: ${fmt(s.availableCreditMinor)}`}</p>
        ) : (
          <p className="latest-weight-value">{t('billing.card.settled')}</p>
        )}
        <p className="latest-weight-when">{`${t('billing.card.paid')}: ${fmt(s.totalPaidMinor)}`}</p>
        <Link to="/client/billing" className="row-link">
          <span>{t('billing.card.open')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
