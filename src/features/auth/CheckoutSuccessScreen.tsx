import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '../../../domain/constants';
import { readKey, writeKey } from '../../auth/storage';
import { LinkButton } from '../../ui/Button';
import { CheckIcon } from '../../ui/icons';
import { loginUrlWith } from './VerifyEmailScreen';

/**
 * /trainer/registration/success and /trainer/subscription/success. The
 * checkout session id is kept until the next sign-in sends it along (spec §2).
 */
export function CheckoutSuccessScreen({ kind }: { kind: 'registration' | 'subscription' }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? params.get('checkout_session_id');

  useEffect(() => {
    if (sessionId) writeKey(STORAGE_KEYS.pendingCheckoutSessionId, sessionId);
  }, [sessionId]);

  const email = readKey(STORAGE_KEYS.trialUserEmail) ?? undefined;
  return (
    <div className="auth-card">
      <span className="auth-icon auth-icon--success" aria-hidden="true">
        <CheckIcon size={28} />
      </span>
      <h1 className="auth-title">{t(`auth.checkout.${kind}Title`)}</h1>
      <p className="auth-subtitle">{t('auth.checkout.text')}</p>
      <LinkButton to={loginUrlWith(undefined, email)} size="lg" block>
        {t('auth.checkout.continue')}
      </LinkButton>
    </div>
  );
}
