import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClientRow } from '../../db';
import { EmailText } from '../../ui/EmailText';
import { ChevronRightIcon } from '../../ui/icons';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { InvitationBadge, StatusBadge } from './Badges';
import { NO_PLANS, type PlanCounts } from './hooks';
import { goalLabel, rateLabel } from './labels';
import { onRowKeyDown } from './rowKeys';
import { type OwedFigure, OwedAmount } from '../billing';

/** The phone list: one tappable card per client with what matters at a glance. */
export function ClientCards({
  clients,
  pending,
  counts,
  owed,
}: {
  clients: ClientRow[];
  pending: Set<string> | undefined;
  counts: Map<string, PlanCounts> | undefined;
  owed?: Map<string, OwedFigure> | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <ul className="client-cards">
      {clients.map((c) => {
        const n = counts?.get(c.id) ?? NO_PLANS;
        const rate = rateLabel(t, c, locale);
        return (
          <li key={c.id}>
            <Link to={`/trainer/clients/${c.id}`} className="client-card" data-client-row onKeyDown={onRowKeyDown}>
              <span className="client-card-main">
                <span className="client-card-name">{c.name}</span>
                {c.email ? (
                  <span className="client-card-email">
                    <EmailText email={c.email} />
                  </span>
                ) : null}
                <span className="client-card-meta">
                  <StatusBadge status={c.status} />
                  <InvitationBadge client={c} />
                  {pending?.has(c.id) ? <PendingBadge /> : null}
                </span>
                <span className="client-card-facts">
                  {c.goal ? <span>{goalLabel(t, c.goal)}</span> : null}
                  <span>{t('clients.plansValue', { training: n.training, meal: n.meal })}</span>
                  {rate ? <span>{rate}</span> : null}
                  {(owed?.get(c.id)?.owedMinor ?? 0) > 0 ? (
                    <span>
                      {t('clients.columns.owed')}: <OwedAmount figure={owed?.get(c.id)} />
                    </span>
                  ) : null}
                </span>
              </span>
              <ChevronRightIcon size={20} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
