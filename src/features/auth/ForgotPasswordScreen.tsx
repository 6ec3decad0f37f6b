import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MESSAGES } from '../../../domain/messages';
import { accountApi } from '../../api/account';
import { isApiError } from '../../api/ApiError';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { forgotPasswordRules, plainResolver } from './signInChecks';

/** ForgotPasswordInput's rules (domain/auth.ts), as plain checks: the sign-in pages carry no zod. */
const resolver = plainResolver<{ email: string }>(forgotPasswordRules);

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }, unknown, { email: string }>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const res = await accountApi.forgotPassword(email);
      setResult({ ok: true, message: res?.message ?? MESSAGES.resetLinkSent });
    } catch (e) {
      const fieldMessage = isApiError(e) ? e.errors.email?.[0] : undefined;
      if (fieldMessage) setError('email', { type: 'server', message: fieldMessage });
      else setResult({ ok: false, message: e instanceof Error && e.message ? e.message : MESSAGES.sendResetLinkFailed });
    }
  });

  return (
    <div className="auth-card">
      <h1 className="auth-title">{t('auth.forgot.title')}</h1>
      <p className="auth-subtitle">{t('auth.forgot.subtitle')}</p>
      {result ? <Banner tone={result.ok ? 'success' : 'error'}>{translateMessage(t, result.message)}</Banner> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={translateMessage(t, errors.email?.message)} {...register('email')} />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('auth.forgot.submitting') : t('auth.forgot.submit')}
        </Button>
      </form>
      <p className="auth-alt">
        <Link to="/login" className="text-link">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}
