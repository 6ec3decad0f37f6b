import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons';
import { COMPETITORS } from './competitors';
import { useLandingLocale } from './useLandingLocale';

export function AlternativesPage() {
  const { t } = useTranslation();
  const { to } = useLandingLocale();
  return (
    <section className="landing-section">
      <div className="landing-container narrow">
        <h1 className="hero-title hero-title--sm">{t('landing.alternatives.title')}</h1>
        <p className="hero-lead">{t('landing.alternatives.lead')}</p>
        <ul className="alt-list">
          {Object.entries(COMPETITORS).map(([slug, c]) => (
            <li key={slug}>
              <Link to={to(`/alternatives/${slug}`)} className="alt-link">
                <span>
                  <strong>{t('landing.alternatives.vs', { name: c.name })}</strong>
                  <span className="muted block">{t(`landing.competitors.${slug}.summary`)}</span>
                </span>
                <ChevronRightIcon size={20} />
              </Link>
            </li>
          ))}
        </ul>
        <p className="muted small">{t('landing.alternatives.disclaimer')}</p>
      </div>
    </section>
  );
}
