import { useTranslation } from 'react-i18next';
import { TRIAL_DAYS } from '../../../domain/constants';
import { LinkButton } from '../../ui/Button';
import { WifiOffIcon } from '../../ui/icons';
import { SHIPPED_FEATURES } from './features';
import { Pricing } from './Pricing';
import { useLandingLocale } from './useLandingLocale';

export function LandingPage() {
  const { t } = useTranslation();
  const { to } = useLandingLocale();
  return (
    <>
      <section className="hero">
        <div className="landing-container hero-grid">
          <div>
            <p className="eyebrow">{t('landing.hero.eyebrow')}</p>
            <h1 className="hero-title">{t('landing.hero.title')}</h1>
            <p className="hero-lead">{t('landing.hero.lead')}</p>
            <div className="hero-actions">
              <LinkButton to="/trainer/register" size="lg">
                {t('landing.cta.startTrial')}
              </LinkButton>
              <LinkButton to="/login" size="lg" variant="secondary">
                {t('landing.nav.signIn')}
              </LinkButton>
            </div>
            <p className="hero-note">{t('landing.hero.note', { days: TRIAL_DAYS })}</p>
          </div>
          <HeroVisual />
        </div>
      </section>

      <section className="landing-section" aria-labelledby="better-title">
        <div className="landing-container">
          <h2 className="section-title" id="better-title">
            {t('landing.better.title')}
          </h2>
          <div className="feature-grid">
            {SHIPPED_FEATURES.map(({ key, Icon }) => (
              <article key={key} className="feature">
                <span className="feature-icon" aria-hidden="true">
                  <Icon size={24} />
                </span>
                <h3 className="feature-title">{t(`landing.better.${key}.title`)}</h3>
                <p>{t(`landing.better.${key}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="landing-section landing-section--alt" aria-labelledby="who-title">
        <div className="landing-container two-col">
          <h2 className="visually-hidden" id="who-title">
            {t('landing.who.title')}
          </h2>
          <article className="card">
            <h3 className="card-title">{t('landing.who.trainers.title')}</h3>
            <p>{t('landing.who.trainers.text')}</p>
          </article>
          <article className="card">
            <h3 className="card-title">{t('landing.who.clients.title')}</h3>
            <p>{t('landing.who.clients.text')}</p>
          </article>
        </div>
      </section>

      <Pricing />

      <section className="landing-section" aria-labelledby="switch-title">
        <div className="landing-container center">
          <h2 className="section-title" id="switch-title">
            {t('landing.switch.title')}
          </h2>
          <p className="section-lead">{t('landing.switch.text')}</p>
          <LinkButton to={to('/alternatives')} variant="secondary">
            {t('landing.switch.cta')}
          </LinkButton>
        </div>
      </section>
    </>
  );
}

/** A small drawing of a plan's per-set targets on a phone without signal: the product in one glance. */
function HeroVisual() {
  const { t } = useTranslation();
  return (
    <div className="hero-visual" aria-hidden="true">
      <div className="mock-phone">
        <div className="mock-status">
          <WifiOffIcon size={14} />
          <span>{t('landing.hero.mockOffline')}</span>
        </div>
        <p className="mock-title">{t('landing.hero.mockExercise')}</p>
        {[1, 2, 3].map((n) => (
          <div key={n} className="mock-set">
            <span>{t('landing.hero.mockSet', { n })}</span>
            <span>{10 - n} × {55 + n * 5} kg</span>
            <span className="mock-check" />
          </div>
        ))}
        <div className="mock-saved">{t('landing.hero.mockSaved')}</div>
      </div>
    </div>
  );
}
