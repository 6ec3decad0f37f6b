import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/Button';
import { useLandingLocale } from './useLandingLocale';

/** An address under the landing pages that names nothing we have (an unknown competitor): said plainly, with the way on. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { to } = useLandingLocale();
  return (
    <section className="landing-section">
      <div className="landing-container narrow">
        <h1 className="hero-title hero-title--sm">{t('landing.notFound.title')}</h1>
        <p className="hero-lead">{t('landing.notFound.text')}</p>
        <div className="hero-actions">
          <LinkButton to={to('/alternatives')} size="lg">
            {t('landing.notFound.compare')}
          </LinkButton>
          <LinkButton to={to('/')} size="lg" variant="secondary">
            {t('landing.notFound.home')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
