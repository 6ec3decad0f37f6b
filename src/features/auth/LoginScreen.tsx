import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LOGIN_REDIRECT_DELAY_MS } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { authStore } from '../../auth/authStore';
import { signIn } from '../../auth/signIn';
import { setLanguage } from '../../i18n/language';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { placeErrors } from '../../ui/formErrors';
import { TextField } from '../../ui/TextField';
import { LOGIN_FIELDS, loginResolver, type LoginFormValues } from './loginForm';
import { useHydrating } from './hydration';
import { ResendVerification } from './ResendVerification';

/** Messages a redirect may bring that are no success: shown as an error. */
const NOT_GOOD_NEWS = new Set(['accountDisabled', 'sessionExpired']);

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a known message key is shown: a link cannot put words of its own on the sign-in page.
  const messageParam = params.get('message');
  // The pre-rendered page has no query: the message shows once hydrated, so the hydrating render matches it.
  const hydrating = useHydrating();
  const successKey = !hydrating && messageParam && Object.hasOwn(MESSAGES, messageParam) ? messageParam : null;
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [verification, setVerification] = useState<{ message: string; canResend: boolean; email: string } | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormValues, unknown, LoginFormValues>({
    resolver: loginResolver,
    defaultValues: { email: params.get('email') ?? '', password: '' },
  });

  // docs/rules/accounts.md "Sign-in": opening the login screen ends any previous session.
  useEffect(() => {
    authStore.clear();
    return () => window.clearTimeout(timer.current);
  }, []);

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    setVerification(null);
    const outcome = await signIn(values);
    switch (outcome.type) {
      case 'success':
        setLanguage(outcome.user.language, { persist: true });
        setRedirecting(true);
        timer.current = window.setTimeout(() => navigate(outcome.home, { replace: true }), LOGIN_REDIRECT_DELAY_MS);
        return;
      case 'verification-required':
        setVerification({ message: outcome.message, canResend: outcome.canResend, email: values.email });
        return;
      case 'payment-required':
        navigate('/trial-expired');
        return;
      case 'error': {
        setGeneralError(placeErrors(setError, outcome.fieldErrors, LOGIN_FIELDS, outcome.message));
      }
    }
  });

  const busy = isSubmitting || redirecting;

  return (
    <div className="auth-card">
      <h1 className="auth-title">{t('auth.login.title')}</h1>
      <p className="auth-subtitle">{t('auth.login.subtitle')}</p>

      {successKey && !generalError && !verification ? (
        <Banner tone={NOT_GOOD_NEWS.has(successKey) ? 'error' : 'success'}>{t(`messages.${successKey}`)}</Banner>
      ) : null}
      {generalError ? <Banner tone="error">{translateMessage(t, generalError)}</Banner> : null}
      {verification ? (
        <Banner tone="warning" title={t('auth.verification.requiredTitle')}>
          <p>{translateMessage(t, verification.message)}</p>
          {verification.canResend ? <ResendVerification email={verification.email} /> : null}
        </Banner>
      ) : null}

      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={translateMessage(t, errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <div className="form-row-end">
          <Link to="/forgot-password" className="text-link">
            {t('auth.login.forgot')}
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={busy}>
          {busy ? t('auth.login.submitting') : t('auth.login.submit')}
        </Button>
      </form>

      <p className="auth-alt">
        {t('auth.login.noAccount')}{' '}
        <Link to="/trainer/register" className="text-link">
          {t('auth.login.startTrial')}
        </Link>
      </p>
    </div>
  );
}
