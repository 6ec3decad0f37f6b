// The sign-in entry carries no zod of its own (signInChecks.ts): registration's schema brings it, set as every entry sets it.
import '../../../workers/zod-jitless';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '../../../domain/constants';
import { RegisterTrainerInput } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { accountApi } from '../../api/account';
import { isApiError } from '../../api/ApiError';
import { currentLanguage } from '../../i18n/language';
import { formatMoney } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { FormCheckbox } from '../../ui/FormCheckbox';
import { Dialog } from '../../ui/Dialog';
import { placeErrors } from '../../ui/formErrors';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { TextField } from '../../ui/TextField';
import { loginUrlWith } from './loginUrl';

type Values = z.input<typeof RegisterTrainerInput>;
type Output = z.output<typeof RegisterTrainerInput>;
const FIELDS = ['name', 'email', 'password', 'password_confirmation', 'terms'] as const;

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(RegisterTrainerInput),
    defaultValues: { name: '', email: '', password: '', password_confirmation: '', terms: false as unknown as true },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      // The same answer whether or not the address has an account; the inbox tells the rest.
      await accountApi.registerTrainer({ ...values, language: currentLanguage(), time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone });
      navigate(loginUrlWith('registered', values.email), { replace: true });
    } catch (e) {
      if (isApiError(e)) {
        setGeneralError(placeErrors(setError, e.errors, FIELDS, e.message ?? MESSAGES.registrationFailed));
      } else setGeneralError(MESSAGES.registrationFailed);
    }
  });

  const err = (m?: string) => translateMessage(t, m);

  return (
    <div className="auth-card">
      <h1 className="auth-title">{t('auth.register.title')}</h1>
      <p className="auth-subtitle">
        {t('auth.register.subtitle', { days: TRIAL_DAYS, price: formatMoney(PRICE_EUR_PER_MONTH, currentLanguage(), 'EUR') })}
      </p>
      {generalError ? <Banner tone="error">{err(generalError)}</Banner> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.fields.name')} autoComplete="name" error={err(errors.name?.message)} {...register('name')} />
        <TextField label={t('auth.fields.email')} type="email" autoComplete="email" inputMode="email" error={err(errors.email?.message)} {...register('email')} />
        <NewPasswordFields
          password={register('password')}
          confirmation={register('password_confirmation')}
          passwordError={err(errors.password?.message)}
          confirmationError={err(errors.password_confirmation?.message)}
          min={6}
        />
        <FormCheckbox
          error={err(errors.terms?.message)}
          label={
            <Trans
              i18nKey="auth.register.terms"
              components={{
                terms: <button type="button" className="text-link inline-button" onClick={() => setTermsOpen(true)} />,
              }}
            />
          }
          {...register('terms')}
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
        </Button>
      </form>
      <p className="auth-alt">
        {t('auth.register.haveAccount')}{' '}
        <Link to="/login" className="text-link">
          {t('auth.register.signIn')}
        </Link>
      </p>
      <Dialog open={termsOpen} onOpenChange={setTermsOpen} title={t('terms.title')}>
        <p>{t('terms.p1')}</p>
        <p>{t('terms.p2', { days: TRIAL_DAYS })}</p>
        <p>{t('terms.p3', { days: REFUND_WINDOW_DAYS })}</p>
        <p>{t('terms.p4')}</p>
      </Dialog>
    </div>
  );
}
