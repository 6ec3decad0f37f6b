import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ResendVerificationInput } from '../../../domain/auth';
import { messageKeyOf } from '../../../domain/messages';
import { accountApi } from '../../api/account';
import { signOut } from '../../auth/signOut';
import { STORAGE_KEYS } from '../../../domain/constants';
import { getToken, writeKey } from '../../auth/storage';
import { safeCheckoutUrl } from '../subscriptions';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { loginUrlWith } from './loginUrl';


/** /trainer/verify-email/:id/:hash: confirms on open, then on to sign-in with the server's message. */
export function VerifyEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '', hash = '' } = useParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The link is single-use: StrictMode's second mount must not send it twice.
    if (started.current) return;
    started.current = true;
    accountApi
      .verifyEmail(id, hash)
      .then(async (res) => {
        // The registration session (if this browser has one) is ended, so sign-in opens instead of redirecting away.
        if (getToken()) await signOut(null, { always: true });
        // docs/rules/subscriptions.md "Registration and checkout": verified, the new trainer pays next; the checkout comes back to the success page, then sign-in.
        const checkout = safeCheckoutUrl(res?.checkout_url ?? null);
        if (checkout) {
          writeKey(STORAGE_KEYS.trialUserEmail, res?.email ?? null);
          window.location.assign(checkout);
          return;
        }
        navigate(loginUrlWith(res?.message ? messageKeyOf(res.message) : undefined, res?.email), { replace: true });
      })
      .catch((e: unknown) => setError(e instanceof Error ? e.message : String(e)));
  }, [id, hash, navigate]);

  if (!error) return <LoadingScreen label={t('auth.verify.checking')} />;
  return (
    <div className="auth-card">
      <h1 className="auth-title">{t('auth.verify.failedTitle')}</h1>
      <Banner tone="error">{translateMessage(t, error)}</Banner>
      <p>{t('auth.verify.resendHelp')}</p>
      <ResendForm />
      <p className="auth-alt">
        <Link to="/login" className="text-link">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function ResendForm() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }, unknown, { email: string }>({ resolver: zodResolver(ResendVerificationInput), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const res = await accountApi.resendVerification(email);
      setResult({ ok: true, message: res?.message ? translateMessage(t, res.message) : t('auth.verification.resendSuccess') });
    } catch (e) {
      setResult({ ok: false, message: e instanceof Error && e.message ? translateMessage(t, e.message) : t('messages.resendVerificationFailed') });
    }
  });

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      {result ? <Banner tone={result.ok ? 'success' : 'error'}>{result.message}</Banner> : null}
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" error={translateMessage(t, errors.email?.message)} {...register('email')} />
      <Button type="submit" loading={isSubmitting} block>
        {isSubmitting ? t('auth.verification.resending') : t('auth.verification.resend')}
      </Button>
    </form>
  );
}
