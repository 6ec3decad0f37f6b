import { useTranslation } from 'react-i18next';
import { Spinner } from '../../ui/Spinner';
import { ClientBillingSection } from './ClientBillingSection';
import { useOwnClient } from './OwnBilling';

/** /client/billing: the client's sessions and payments, read-only, from the device. */
export function OwnBillingScreen() {
  const { t } = useTranslation();
  const client = useOwnClient();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('billing.card.title')}</h1>
        <p className="page-lead">{t('billing.card.lead')}</p>
      </header>
      <section className="card" id="client-billing">
        {client === undefined ? <Spinner label={t('common.loading')} /> : client === null ? <p className="card-description">{t('billing.noSessions')}</p> : <ClientBillingSection client={client} readOnly />}
      </section>
    </div>
  );
}
