import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EARLY_ADOPTER_DISCOUNT_PERCENT, PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, STORAGE_KEYS } from '../../../domain/constants';
import { useAuth } from '../../auth/authStore';
import { signOut } from '../../auth/signOut';
import { readKey } from '../../auth/storage';
import { currentLanguage, setLanguage } from '../../i18n/language';
import { translateMessage } from '../../i18n/translateMessage';
import { endSession } from '../../sync-session/session';
import { getSyncUserId } from '../../sync-session/identity';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { CheckIcon, ClockIcon } from '../../ui/icons';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { subscriptionApi } from './api';
import { formatCharge } from './labels';
import { paymentStopCode, safeCheckoutUrl } from './stop';
import './subscription.css';

/**
 * /trial-expired (no guard, docs/rules/errors-and-limits.md "Payment required (402)"): why the trainer is stopped (the trial
 * ended, the subscription ended, or a payment is due), what it costs, the
 * money-back guarantee, and Pay: a signed-in trainer gets a fresh checkout
 * from the server, one stopped at sign-in follows the link the 402 carried.
 * Paying is online only and says so.
 */
export function TrialExpiredScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const { token, user } = useAuth();
  const signedIn = !!token;
  const code = paymentStopCode();
  const name = user?.name ?? readKey(STORAGE_KEYS.trialUserName);
  const storedCheckout = safeCheckoutUrl(readKey(STORAGE_KEYS.trialCheckoutUrl));
  const [earlyAdopter, setEarlyAdopter] = useState(false);
  const [busy, setBusy] = useState<'pay' | 'signOut' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const locale = currentLanguage();

  useEffect(() => {
    // Stopped at sign-in: the page speaks the account's language.
    if (!signedIn) {
      const language = readKey(STORAGE_KEYS.trialUserLanguage);
      if (language) setLanguage(language);
    }
  }, [signedIn]);

  useEffect(() => {
    if (!signedIn || !online) return;
    let cancelled = false;
    subscriptionApi
      .get()
      .then((s) => !cancelled && setEarlyAdopter(!!s.earlyAdopter))
      .catch(() => {
        // Only the offer line depends on it; the page works without.
      });
    return () => {
      cancelled = true;
    };
  }, [signedIn, online]);

  async function pay() {
    setError(null);
    setBusy('pay');
    try {
      const url = signedIn ? safeCheckoutUrl((await subscriptionApi.checkout()).url) : storedCheckout;
      if (!url) throw new Error(t('subscription.checkoutFailed'));
      window.location.assign(url);
    } catch (e) {
      setBusy(null);
      setError(e instanceof Error && e.message ? translateMessage(t, e.message) : t('subscription.checkoutFailed'));
    }
  }

  async function leave() {
    setBusy('signOut');
    // The device keeps this trainer's data and unsent changes: signing in again after paying sends them.
    await signOut('trainer', { always: true });
    await endSession(getSyncUserId(), { deleteData: false }).catch(() => {});
    navigate('/login', { replace: true });
  }

  const price = formatCharge(PRICE_EUR_PER_MONTH * 100, 'EUR', locale);
  const discounted = formatCharge(PRICE_EUR_PER_MONTH * (100 - EARLY_ADOPTER_DISCOUNT_PERCENT), 'EUR', locale);
  const canPay = signedIn || !!storedCheckout;

  return (
    <div className="auth-card trial-expired">
      <span className="auth-icon" aria-hidden="true">
        <ClockIcon size={28} />
      </span>
      <h1 className="auth-title">{name ? t(`subscription.stop.${code}.titleNamed`, { name }) : t(`subscription.stop.${code}.title`)}</h1>
      <p className="auth-subtitle">{t(`subscription.stop.${code}.text`)}</p>
      <p className="trial-expired-kept">{t('subscription.stop.kept')}</p>
      <div className="trial-expired-price">
        <p className="trial-expired-amount">{earlyAdopter ? t('subscription.perMonth', { price: discounted }) : t('subscription.perMonth', { price })}</p>
        {earlyAdopter ? <p className="trial-expired-offer">{t('subscription.earlyAdopterOffer', { percent: EARLY_ADOPTER_DISCOUNT_PERCENT, price })}</p> : null}
      </div>
      <ul className="check-list">
        {[t('subscription.refundPromise', { days: REFUND_WINDOW_DAYS }), t('subscription.everythingIncluded'), t('subscription.cancelAnyTime')].map((line) => (
          <li key={line}>
            <CheckIcon size={18} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
      {!online ? <Banner tone="warning">{t('subscription.offline')}</Banner> : null}
      {error ? <Banner tone="error">{error}</Banner> : null}
      <div className="stack">
        {canPay ? (
          <Button size="lg" block onClick={() => void pay()} loading={busy === 'pay'} disabled={!online || busy !== null}>
            {t('subscription.pay')}
          </Button>
        ) : (
          <p className="muted">{t('subscription.signInToPay')}</p>
        )}
        <Button variant="secondary" block onClick={() => void leave()} loading={busy === 'signOut'} disabled={busy !== null}>
          {signedIn ? t('subscription.signOut') : t('subscription.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
