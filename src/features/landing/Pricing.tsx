import { useTranslation } from 'react-i18next';
import { EARLY_ADOPTER_DISCOUNT_PERCENT, PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '../../../domain/constants';
import { formatMoney } from '../../i18n/format';
import { LinkButton } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { useLandingLocale } from './useLandingLocale';

/** The one price of docs/rules/subscriptions.md "Plans and prices", in the page's language; it is a euro price everywhere. */
export function Pricing() {
  const { t } = useTranslation();
  const { locale } = useLandingLocale();
  const price = formatMoney(PRICE_EUR_PER_MONTH, locale, 'EUR');
  const early = formatMoney((PRICE_EUR_PER_MONTH * (100 - EARLY_ADOPTER_DISCOUNT_PERCENT)) / 100, locale, 'EUR');
  return (
    <section className="landing-section" id="pricing" aria-labelledby="pricing-title">
      <div className="landing-container pricing">
        <h2 className="section-title" id="pricing-title">
          {t('landing.pricing.title')}
        </h2>
        <div className="price-card">
          <p className="price">
            <span className="price-amount">{price}</span> <span className="price-period">{t('landing.pricing.perMonth')}</span>
          </p>
          <p className="muted">{t('landing.pricing.oneTier')}</p>
          <ul className="check-list">
            {[
              t('landing.pricing.trial', { days: TRIAL_DAYS }),
              t('landing.pricing.earlyAdopter', { percent: EARLY_ADOPTER_DISCOUNT_PERCENT, price: early }),
              t('landing.pricing.refund', { days: REFUND_WINDOW_DAYS }),
            ].map((line) => (
              <li key={line}>
                <CheckIcon size={18} />
                <span>{line}</span>
              </li>
            ))}
          </ul>
          <LinkButton to="/trainer/register" size="lg" block>
            {t('landing.cta.startTrial')}
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
