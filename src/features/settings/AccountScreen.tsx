import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ChangePasswordInput } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { accountApi } from '../../api/account';
import { isApiError } from '../../api/ApiError';
import { useAuth } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { placeErrors } from '../../ui/formErrors';
import { TextField } from '../../ui/TextField';
import { CompanionAccountInfo, ProfileForm } from '../companion';

type Values = z.input<typeof ChangePasswordInput>;
const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY: Values = { current_password: '', password: '', password_confirmation: '' };

/**
 * Account settings (trainer and client): the profile, changing the password
 * (min 8) and the companion account info (docs/rules/accounts.md "Companion client account"). A companion client
 * account's name and password are its trainer's, changed on that side.
 */
export function AccountScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Values>({ resolver: zodResolver(ChangePasswordInput), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      const res = await accountApi.changePassword(values);
      reset(EMPTY);
      setStatus({ ok: true, message: res?.message ?? MESSAGES.passwordChanged });
    } catch (e) {
      if (isApiError(e)) {
        const banner = placeErrors(setError, e.errors, FIELDS, e.message);
        if (banner) setStatus({ ok: false, message: banner });
      } else setStatus({ ok: false, message: String(e) });
    }
  });

  const err = (m?: string) => translateMessage(t, m);
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('account.title')}</h1>
      </header>
      <div className="settings-grid">
        {user ? <ProfileForm key={user.id} user={user} /> : null}
        {user?.companion_of ? null : (
          <section className="card">
            <h2 className="card-title">{t('account.password.title')}</h2>
            {status ? <Banner tone={status.ok ? 'success' : 'error'}>{err(status.message)}</Banner> : null}
            <form className="form" onSubmit={onSubmit} noValidate>
              <TextField label={t('account.password.current')} type="password" autoComplete="current-password" error={err(errors.current_password?.message)} {...register('current_password')} />
              <TextField
                label={t('auth.fields.newPassword')}
                type="password"
                autoComplete="new-password"
                hint={t('auth.fields.passwordHint', { min: 8 })}
                error={err(errors.password?.message)}
                {...register('password')}
              />
              <TextField label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" error={err(errors.password_confirmation?.message)} {...register('password_confirmation')} />
              <div>
                <Button type="submit" loading={isSubmitting}>
                  {isSubmitting ? t('account.password.saving') : t('account.password.save')}
                </Button>
              </div>
            </form>
          </section>
        )}
        {user ? <CompanionAccountInfo user={user} /> : null}
      </div>
    </div>
  );
}
