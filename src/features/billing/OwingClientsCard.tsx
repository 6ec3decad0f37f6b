import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClients } from '../../db';
import { Spinner } from '../../ui/Spinner';
import { pluralForm } from '../session-labels';
import { useLocale } from '../../hooks/useLocale';
import { money } from './format';
import { useAmountsOwed } from './hooks';
import './billing.css';

const SHOWN = 5;

/** The dashboard's "clients owing money" (docs/rules/routes-and-screens.md "Trainer area": "what now?"): how many, and the largest debts first, each a link to that client's billing. */
export function OwingClientsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const clients = useClients();
  const owed = useAmountsOwed();
  const owing = useMemo(() => {
    if (!clients || !owed) return undefined;
    return clients
      .map((c) => ({ client: c, figure: owed.get(c.id) }))
      .filter((x) => (x.figure?.owedMinor ?? 0) > 0)
      .sort((a, b) => b.figure!.owedMinor - a.figure!.owedMinor);
  }, [clients, owed]);

  return (
    <section className="card stat-card" aria-labelledby="stat-owing" data-testid="owing-clients">
      <h2 className="stat-label" id="stat-owing">
        {t('billing.owing.title')}
      </h2>
      {owing === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : (
        <>
          <p className="stat-value" data-testid="owing-count">
            {owing.length}
          </p>
          {owing.length === 0 ? (
            <p className="stat-detail">{t('billing.owing.none')}</p>
          ) : (
            <>
              <p className="stat-detail">{t(`billing.owing.count.${pluralForm(owing.length, locale)}`, { count: owing.length })}</p>
              <ul className="owing-list">
                {owing.slice(0, SHOWN).map(({ client, figure }) => (
                  <li key={client.id}>
                    <Link to={`/trainer/clients/${client.id}?billing=sessions`} className="text-link">
                      {client.name}
                    </Link>
                    <span className="num">{money(figure!.owedMinor, locale, figure!.currency)}</span>
                  </li>
                ))}
              </ul>
              {owing.length > SHOWN ? <p className="stat-detail">{t('billing.owing.more', { count: owing.length - SHOWN })}</p> : null}
            </>
          )}
        </>
      )}
    </section>
  );
}
