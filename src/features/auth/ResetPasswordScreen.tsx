import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { MESSAGES, messageKeyOf } from '../../../domain/messages';
import { accountApi } from '../../api/account';
import { isApiError } from '../../api/ApiError';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { placeErrors } from '../../ui/formErrors';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { plainResolver, resetPasswordMismatch, resetPasswordRules } from './signInChecks';
import { loginUrlWith } from './loginUrl';

type Values = { token: string; password: string; password_confirmation: string };
/** ResetPasswordInput's rules (domain/auth.ts), as plain checks: the sign-in pages carry no zod. */
const resolver = plainResolver<Values>(resetPasswordRules, resetPasswordMismatch);
const FIELDS = ['password', 'password_confirmation'] as const;

export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({
    resolver,
    defaultValues: { token, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const res = await accountApi.resetPassword({ ...values, token });
      navigate(loginUrlWith((res?.message && messageKeyOf(res.message)) || 'passwordReset', res?.email), { replace: true });
    } catch (e) {
      if (isApiError(e)) {
        setGeneralError(placeErrors(setError, e.errors, FIELDS, e.message ?? MESSAGES.resetPasswordFailed));
      } else setGeneralError(MESSAGES.resetPasswordFailed);
    }
  });

  const err = (m?: string) => translateMessage(t, m);
  return (
    <div className="auth-card">
      <h1 className="auth-title">{t('auth.reset.title')}</h1>
      <p className="auth-subtitle">{t('auth.reset.subtitle')}</p>
      {generalError ? (
        <Banner tone="error" actions={<Link to="/forgot-password" className="text-link">{t('auth.reset.newLink')}</Link>}>
          {err(generalError)}
        </Banner>
      ) : null}
      {errors.token ? <Banner tone="error">{err(errors.token.message)}</Banner> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <NewPasswordFields
          password={register('password')}
          confirmation={register('password_confirmation')}
          passwordError={err(errors.password?.message)}
          confirmationError={err(errors.password_confirmation?.message)}
          min={8}
          labelKey="auth.fields.newPassword"
        />
        <Button type="submit" size="lg" block loading={isSubmitting}>
          {isSubmitting ? t('auth.reset.submitting') : t('auth.reset.submit')}
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
