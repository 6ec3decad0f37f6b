import { useTranslation } from 'react-i18next';
import { EARLY_ADOPTER_DISCOUNT_PERCENT, PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, STORAGE_KEYS } from '../../../domain/constants';
import { readKey } from '../../auth/storage';
import { currentLanguage } from '../../i18n/language';
import { formatMoney } from '../../i18n/format';
import { LinkButton } from '../../ui/Button';
import { CheckIcon, ClockIcon } from '../../ui/icons';

/** Only http(s) checkout links are followed: the stored value came from a server answer. */
export function safeCheckoutUrl(raw: string | null): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function TrialExpiredScreen() {
  const { t } = useTranslation();
  const name = readKey(STORAGE_KEYS.trialUserName);
  const email = readKey(STORAGE_KEYS.trialUserEmail);
  const checkout = safeCheckoutUrl(readKey(STORAGE_KEYS.trialCheckoutUrl));
  const price = formatMoney(PRICE_EUR_PER_MONTH, currentLanguage(), 'EUR');

  return (
    <div className="auth-card">
      <span className="auth-icon" aria-hidden="true">
        <ClockIcon size={28} />
      </span>
      <h1 className="auth-title">{name ? t('auth.trial.titleNamed', { name }) : t('auth.trial.title')}</h1>
      <p className="auth-subtitle">{t('auth.trial.text')}</p>
      <ul className="check-list">
        {[
          t('auth.trial.price', { price }),
          t('auth.trial.earlyAdopter', { percent: EARLY_ADOPTER_DISCOUNT_PERCENT }),
          t('auth.trial.refund', { days: REFUND_WINDOW_DAYS }),
        ].map((line) => (
          <li key={line}>
            <CheckIcon size={18} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      <div className="stack">
        {checkout ? (
          <a className="btn btn--primary btn--lg btn--block" href={checkout}>
            <span>{t('auth.trial.checkout')}</span>
          </a>
        ) : (
          <p className="muted">{t('auth.trial.noCheckout')}</p>
        )}
        <LinkButton to={email ? `/login?email=${encodeURIComponent(email)}` : '/login'} variant="secondary" block>
          {t('auth.backToLogin')}
        </LinkButton>
      </div>
    </div>
  );
}
