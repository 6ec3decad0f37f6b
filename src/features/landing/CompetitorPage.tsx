import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '../../../domain/constants';
import { formatMoney } from '../../i18n/format';
import { LinkButton } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { NotFoundPage } from './NotFoundPage';
import { ComparisonTable } from './ComparisonTable';
import { COMPETITORS, isCompetitor, type CompetitorSlug } from './competitors';
import { SHIPPED_FEATURES } from './features';
import { Pricing } from './Pricing';
import { useLandingLocale } from './useLandingLocale';

// Reasons to choose Repwise are what it does today, and its price.
const REPWISE_POINTS = [...SHIPPED_FEATURES.filter((f) => f.compare).map((f) => f.key), 'price'];

/** /alternatives/:competitor and /quickcoach-alternative. An unknown competitor is a not-found page (the server answers it with 404). */
export function CompetitorPage({ slug: fixed }: { slug?: CompetitorSlug }) {
  const { t } = useTranslation();
  const { competitor } = useParams();
  const { to, locale } = useLandingLocale();
  const slug = fixed ?? competitor;
  if (!isCompetitor(slug)) return <NotFoundPage />;
  const name = COMPETITORS[slug].name;

  return (
    <>
      <section className="hero hero--compact">
        <div className="landing-container">
          <p className="eyebrow">{t('landing.alternatives.eyebrow')}</p>
          <h1 className="hero-title hero-title--sm">{t('landing.alternatives.pageTitle', { name })}</h1>
          <p className="hero-lead">{t(`landing.competitors.${slug}.intro`)}</p>
        </div>
      </section>
      <section className="landing-section">
        <div className="landing-container two-col">
          <article className="card">
            <h2 className="card-title">{t('landing.alternatives.chooseRepwise')}</h2>
            <ul className="check-list">
              {REPWISE_POINTS.map((p) => (
                <li key={p}>
                  <CheckIcon size={18} />
                  <span>
                    {t(`landing.alternatives.points.${p}`, {
                      price: formatMoney(PRICE_EUR_PER_MONTH, locale, 'EUR'),
                      trial: TRIAL_DAYS,
                      refund: REFUND_WINDOW_DAYS,
                    })}
                  </span>
                </li>
              ))}
            </ul>
          </article>
          <article className="card">
            <h2 className="card-title">{t('landing.alternatives.chooseOther', { name })}</h2>
            <ul className="check-list check-list--neutral">
              {(['strength1', 'strength2'] as const).map((k) => (
                <li key={k}>
                  <CheckIcon size={18} />
                  <span>{t(`landing.competitors.${slug}.${k}`)}</span>
                </li>
              ))}
            </ul>
          </article>
        </div>
        <ComparisonTable name={name} locale={locale} />
        <div className="landing-container">
          <p className="muted small disclaimer">{t('landing.alternatives.disclaimer')}</p>
        </div>
      </section>
      <section className="landing-section landing-section--alt">
        <div className="landing-container center">
          <h2 className="section-title">{t('landing.alternatives.switchTitle', { name })}</h2>
          <p className="section-lead">{t('landing.alternatives.switchText')}</p>
          <div className="hero-actions hero-actions--center">
            <LinkButton to="/trainer/register" size="lg">
              {t('landing.cta.startTrial')}
            </LinkButton>
            <LinkButton to={to('/alternatives')} size="lg" variant="secondary">
              {t('landing.alternatives.others')}
            </LinkButton>
          </div>
        </div>
      </section>
      <Pricing />
    </>
  );
}
