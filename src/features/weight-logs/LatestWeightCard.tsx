import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon, ScaleIcon } from '../../ui/icons';
import { useLocale } from '../../hooks/useLocale';
import { weightChange } from './chartData';
import { formatKg, formatLoggedAt, formatSignedKg } from './format';
import { useOwnLatestWeights } from './useOwnWeight';
import './weight.css';

/** The client dashboard's weight: the latest entry and its change, one tap from the weight screen. */
export function LatestWeightCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { loading, clientId, rows } = useOwnLatestWeights();
  if (loading || !clientId) return null;
  const { latest, sinceLast } = weightChange(rows ?? []);
  return (
    <section className="card dash-card" data-testid="latest-weight">
      <span className="dash-card-icon" aria-hidden="true">
        <ScaleIcon size={24} />
      </span>
      <div className="dash-card-body">
        <h2 className="latest-weight-title">{t('weight.dashboard.latest')}</h2>
        {latest ? (
          <>
            <p className="latest-weight-value">{t('weight.kg', { value: formatKg(latest.weightKg, locale) })}</p>
            <p className="latest-weight-when">
              {formatLoggedAt(latest.loggedAt, locale)}
              {sinceLast !== null ? ` · ${t('weight.dashboard.sinceLast', { change: formatSignedKg(sinceLast, locale) })}` : ''}
            </p>
          </>
        ) : null}
        <Link to="/client/weight" className="row-link">
          <span>{latest ? t('weight.dashboard.open') : t('weight.dashboard.logFirst')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
