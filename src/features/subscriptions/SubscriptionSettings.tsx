import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS } from '../../../domain/constants';
import { writeKey } from '../../auth/storage';
import { currentLanguage } from '../../i18n/language';
import { formatDate } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { subscriptionApi, type SubscriptionDto } from './api';
import { canRefund, countedKey, formatCharge, trialDaysLeft, UNCHARGED_PLANS } from './labels';
import { safeCheckoutUrl } from './stop';
import './subscription.css';

type Busy = 'checkout' | 'portal' | 'refund' | null;

/**
 * Settings → Subscription (trainers): the plan, its state, the trial's days
 * left, the next charge, and what can be done: subscribe, manage (the
 * provider's portal), and within 30 days of the first payment a refund.
 * Everything here asks the server, so offline it says so and waits.
 */
export function SubscriptionSettings() {
  const { t } = useTranslation();
  const locale = currentLanguage();
  const online = useBrowserOnline();
  const [sub, setSub] = useState<SubscriptionDto | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [confirmRefund, setConfirmRefund] = useState(false);

  const load = useCallback(() => {
    setLoadError(null);
    subscriptionApi
      .get()
      .then(setSub)
      .catch((e: unknown) => setLoadError(e instanceof Error ? translateMessage(t, e.message) : String(e)));
  }, [t]);

  useEffect(() => {
    if (online) load();
  }, [online, load]);

  const fail = (e: unknown, fallback: string) => setResult({ ok: false, message: e instanceof Error && e.message ? translateMessage(t, e.message) : fallback });

  async function go(kind: 'checkout' | 'portal') {
    setBusy(kind);
    setResult(null);
    try {
      // Back here once paid (the success page goes to post_payment_redirect).
      if (kind === 'checkout') writeKey(STORAGE_KEYS.postPaymentRedirect, '/trainer/settings');
      const { url } = kind === 'checkout' ? await subscriptionApi.checkout() : await subscriptionApi.portal();
      const safe = safeCheckoutUrl(url);
      if (!safe) throw new Error(t('subscription.checkoutFailed'));
      window.location.assign(safe);
    } catch (e) {
      setBusy(null);
      fail(e, kind === 'checkout' ? t('subscription.checkoutFailed') : t('subscription.settings.portalFailed'));
    }
  }

  async function refund() {
    setConfirmRefund(false);
    setBusy('refund');
    setResult(null);
    try {
      await subscriptionApi.refund();
      setResult({ ok: true, message: t('subscription.settings.refunded') });
      load();
    } catch (e) {
      fail(e, t('subscription.settings.refundFailed'));
    } finally {
      setBusy(null);
    }
  }

  const now = Date.now();
  const trialDays = sub ? trialDaysLeft(sub, now) : null;
  const uncharged = sub ? UNCHARGED_PLANS.has(sub.plan) : false;
  const paying = sub ? sub.plan === 'standard' || sub.plan === 'early_adopter' : false;
  const lapsed = sub ? ['canceled', 'expired', 'past_due'].includes(sub.status) : false;
  const date = (iso: string) => formatDate(iso, locale);

  return (
    <section className="card subscription-settings" aria-labelledby="subscription-title">
      <h2 className="card-title" id="subscription-title">
        {t('subscription.settings.title')}
      </h2>
      {!online ? <Banner tone="warning">{t('subscription.settings.offline')}</Banner> : null}
      {loadError && online ? (
        <Banner tone="error" actions={<Button onClick={load}>{t('common.retry')}</Button>}>
          {loadError}
        </Banner>
      ) : null}
      {sub ? (
        <>
          <dl className="subscription-facts">
            <div>
              <dt>{t('subscription.settings.plan')}</dt>
              <dd>
                <strong>{t(`subscription.plans.${sub.plan}`)}</strong>
                {sub.earlyAdopter && sub.plan !== 'early_adopter' ? <span className="badge">{t('subscription.plans.early_adopter')}</span> : null}
              </dd>
            </div>
            {sub.plan !== 'trial' ? (
              <div>
                <dt>{t('subscription.settings.status')}</dt>
                <dd>
                  {t(`subscription.status.${sub.status}`)}
                  {sub.cancelAtPeriodEnd && sub.currentPeriodEnd ? (
                    <span className="subscription-fact-note">{t('subscription.settings.endsOn', { date: date(sub.currentPeriodEnd) })}</span>
                  ) : null}
                </dd>
              </div>
            ) : null}
            {sub.priceMinor ? (
              <div>
                <dt>{t('subscription.settings.price')}</dt>
                <dd>{t('subscription.perMonth', { price: formatCharge(sub.priceMinor, sub.currency ?? 'EUR', locale) })}</dd>
              </div>
            ) : null}
            {trialDays !== null ? (
              <div>
                <dt>{t('subscription.settings.trial')}</dt>
                <dd>
                  {t(countedKey('subscription.settings.trialDaysLeft', trialDays, locale), { count: trialDays })}
                  {sub.trialEndsAt ? <span className="subscription-fact-note">{t('subscription.settings.endsOn', { date: date(sub.trialEndsAt) })}</span> : null}
                </dd>
              </div>
            ) : null}
            <div>
              <dt>{t('subscription.settings.nextCharge')}</dt>
              <dd>
                {sub.nextCharge
                  ? t('subscription.settings.chargeOn', { amount: formatCharge(sub.nextCharge.amountMinor, sub.nextCharge.currency, locale), date: date(sub.nextCharge.at) })
                  : uncharged
                    ? t('subscription.settings.neverCharged')
                    : t('subscription.settings.noCharge')}
              </dd>
            </div>
            {sub.refundableUntil && canRefund(sub, now) ? (
              <div>
                <dt>{t('subscription.settings.guarantee')}</dt>
                <dd>{t('subscription.settings.refundUntil', { date: date(sub.refundableUntil) })}</dd>
              </div>
            ) : null}
          </dl>
          {sub.provider === 'local' ? <p className="subscription-fact-note">{t('subscription.settings.localProvider')}</p> : null}
          {result ? <Banner tone={result.ok ? 'success' : 'error'}>{result.message}</Banner> : null}
          <div className="subscription-actions">
            {!uncharged && (!paying || lapsed) ? (
              <Button onClick={() => void go('checkout')} loading={busy === 'checkout'} disabled={!online || busy !== null}>
                {t('subscription.settings.subscribe')}
              </Button>
            ) : null}
            {/* The local provider has no portal of its own (it answers this page): Manage is the provider's. */}
            {paying && !lapsed && sub.provider !== 'local' ? (
              <Button variant="secondary" onClick={() => void go('portal')} loading={busy === 'portal'} disabled={!online || busy !== null}>
                {t('subscription.settings.manage')}
              </Button>
            ) : null}
            {canRefund(sub, now) ? (
              <Button variant="danger" onClick={() => setConfirmRefund(true)} loading={busy === 'refund'} disabled={!online || busy !== null}>
                {t('subscription.settings.refund')}
              </Button>
            ) : null}
          </div>
          <ConfirmDialog
            open={confirmRefund}
            onOpenChange={setConfirmRefund}
            title={t('subscription.settings.refundTitle')}
            cancelLabel={t('subscription.settings.refundKeep')}
            confirmLabel={t('subscription.settings.refundConfirm')}
            onConfirm={() => void refund()}
          >
            <p>{t('subscription.settings.refundText')}</p>
          </ConfirmDialog>
        </>
      ) : online && !loadError ? (
        <p className="muted">{t('common.loading')}</p>
      ) : null}
    </section>
  );
}
