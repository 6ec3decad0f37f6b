import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '../../../domain/constants';
import { useAuth } from '../../auth/authStore';
import { readKey, writeKey } from '../../auth/storage';
import { translateMessage } from '../../i18n/translateMessage';
import { triggerSync } from '../../sync-session/session';
import { Banner } from '../../ui/Banner';
import { Button, LinkButton } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/Spinner';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { subscriptionApi } from './api';
import { forgetPaymentStop, postPaymentTarget } from './stop';
import './subscription.css';

/** The sign-in URL after checkout: the message by its key, the address when known. */
export function loginAfterCheckout(email: string | null): string {
  const q = new URLSearchParams({ message: 'checkoutCompleted' });
  if (email) q.set('email', email);
  return `/login?${q}`;
}

type State = { type: 'confirming' } | { type: 'done'; to: string } | { type: 'failed'; message: string } | { type: 'signedOut' };

/**
 * /trainer/registration/success and /trainer/subscription/success, where the
 * checkout sends the trainer back with ?session_id=. Signed in: the payment
 * is confirmed now (POST /api/subscription/confirm) and the trainer goes
 * back to the page the 402 interrupted. Not signed in: the session id is kept
 * until the next sign-in sends it along (docs/rules/accounts.md "Sign-in"), and sign-in opens.
 */
export function CheckoutSuccessScreen({ kind }: { kind: 'registration' | 'subscription' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const [params] = useSearchParams();
  const { token } = useAuth();
  const sessionId = params.get('session_id') ?? params.get('checkout_session_id');
  const [state, setState] = useState<State>(token ? { type: 'confirming' } : { type: 'signedOut' });
  const [attempt, setAttempt] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!token) {
      if (sessionId) writeKey(STORAGE_KEYS.pendingCheckoutSessionId, sessionId);
      const email = readKey(STORAGE_KEYS.trialUserEmail);
      // A moment to read the thank-you, then sign-in with the reason in its banner.
      const timer = window.setTimeout(() => navigate(loginAfterCheckout(email), { replace: true }), 1500);
      return () => window.clearTimeout(timer);
    }
    // Confirming twice is harmless on the server, but StrictMode's second mount must not show a second spinner.
    if (started.current === attempt) return;
    started.current = attempt;
    setState({ type: 'confirming' });
    (sessionId ? subscriptionApi.confirm(sessionId) : Promise.resolve())
      .then(() => {
        const to = postPaymentTarget();
        forgetPaymentStop();
        writeKey(STORAGE_KEYS.pendingCheckoutSessionId, null);
        setState({ type: 'done', to });
        // The device's outbox waited for this: the engine tries again at once.
        triggerSync('paid');
        window.setTimeout(() => navigate(to, { replace: true }), 1200);
      })
      .catch((e: unknown) => setState({ type: 'failed', message: e instanceof Error && e.message ? translateMessage(t, e.message) : t('subscription.confirmFailed') }));
  }, [token, sessionId, attempt, navigate, t]);

  if (state.type === 'confirming') return <LoadingScreen label={t('subscription.success.confirming')} />;

  return (
    <div className="auth-card">
      <span className={`auth-icon${state.type === 'failed' ? '' : ' auth-icon--success'}`} aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h1 className="auth-title">{t(`subscription.success.${kind}Title`)}</h1>
      {state.type === 'failed' ? (
        <>
          <Banner tone="error" title={t('subscription.confirmFailed')}>
            {state.message}
          </Banner>
          {!online ? <Banner tone="warning">{t('subscription.offline')}</Banner> : null}
          <div className="stack">
            <Button block onClick={() => setAttempt((n) => n + 1)} disabled={!online}>
              {t('common.retry')}
            </Button>
            <LinkButton to="/trial-expired" variant="secondary" block>
              {t('subscription.success.backToPayment')}
            </LinkButton>
          </div>
        </>
      ) : state.type === 'done' ? (
        <>
          <p className="auth-subtitle">{t('subscription.success.active')}</p>
          <LinkButton to={state.to} size="lg" block>
            {t('subscription.success.continueApp')}
          </LinkButton>
        </>
      ) : (
        <>
          <p className="auth-subtitle">{t('subscription.success.signIn')}</p>
          <LinkButton to={loginAfterCheckout(readKey(STORAGE_KEYS.trialUserEmail))} size="lg" block>
            {t('subscription.success.continueSignIn')}
          </LinkButton>
        </>
      )}
    </div>
  );
}
