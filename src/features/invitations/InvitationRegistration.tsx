import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { AcceptInvitationInput } from '../../../domain/clients/invitation';
import { HOME_BY_ROLE } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../api/ApiError';
import { authStore } from '../../auth/authStore';
import { currentLanguage, setLanguage } from '../../i18n/language';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button, LinkButton } from '../../ui/Button';
import { MailIcon } from '../../ui/icons';
import { placeErrors } from '../../ui/formErrors';
import { Spinner } from '../../ui/Spinner';
import { NewPasswordFields } from '../../ui/NewPasswordFields';
import { TextField } from '../../ui/TextField';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { invitationApi, type InvitationInfo } from './api';

type Values = z.input<typeof AcceptInvitationInput>;
type Output = z.output<typeof AcceptInvitationInput>;
const FIELDS = ['name', 'password', 'password_confirmation'] as const;

type Load = { state: 'loading' } | { state: 'ready'; info: InvitationInfo } | { state: 'invalid'; message: string } | { state: 'offline' };

/**
 * The client's registration from an invitation link (/invitation/:token,
 * /invite/:token, /client-register/:token). Online only; the email is the
 * invitation's. On success the client is signed in and lands on /client.
 */
export function InvitationRegistration({ token }: { token: string }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setLoad({ state: 'loading' });
    invitationApi
      .show(token)
      .then((info) => !cancelled && setLoad({ state: 'ready', info }))
      .catch((e: unknown) => {
        if (cancelled) return;
        if (isApiError(e) && e.status === 0) setLoad({ state: 'offline' });
        else setLoad({ state: 'invalid', message: isApiError(e) && e.status < 500 ? e.message : MESSAGES.serverError });
      });
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  if (load.state === 'loading') {
    return (
      <div className="auth-card">
        <Spinner label={t('invitations.register.loading')} />
      </div>
    );
  }
  if (load.state === 'offline' || load.state === 'invalid') {
    return (
      <div className="auth-card">
        <span className="auth-icon" aria-hidden="true">
          <MailIcon size={28} />
        </span>
        <h1 className="auth-title">{load.state === 'offline' ? t('auth.invitation.title') : t('invitations.register.invalidTitle')}</h1>
        <Banner tone={load.state === 'offline' ? 'warning' : 'error'}>
          {load.state === 'offline' ? t('invitations.register.offline') : translateMessage(t, load.message)}
        </Banner>
        {load.state === 'offline' ? (
          <Button block onClick={() => setAttempt((n) => n + 1)} disabled={!online}>
            {t('invitations.register.retry')}
          </Button>
        ) : null}
        <LinkButton to="/login" variant="secondary" block>
          {t('invitations.register.signIn')}
        </LinkButton>
      </div>
    );
  }
  return <RegistrationForm token={token} info={load.info} online={online} />;
}

function RegistrationForm({ token, info, online }: { token: string; info: InvitationInfo; online: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [generalError, setGeneralError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, Output>({
    resolver: zodResolver(AcceptInvitationInput),
    defaultValues: { name: info.client_name, password: '', password_confirmation: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setGeneralError(null);
    try {
      const res = await invitationApi.accept(token, { ...values, language: currentLanguage() });
      if (!res?.token) {
        setGeneralError(MESSAGES.noTokenReceived);
        return;
      }
      authStore.signIn(res.token, res.user);
      setLanguage(res.user.language, { persist: true });
      navigate(HOME_BY_ROLE.client, { replace: true });
    } catch (e) {
      if (!isApiError(e)) setGeneralError(MESSAGES.registrationFailed);
      else if (e.status === 0) setGeneralError(MESSAGES.networkError);
      else {
        setGeneralError(placeErrors(setError, e.errors, FIELDS, e.message ?? MESSAGES.registrationFailed));
      }
    }
  });

  const err = (m?: string) => translateMessage(t, m);
  return (
    <div className="auth-card">
      <span className="auth-icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h1 className="auth-title">{t('invitations.register.title', { trainer: info.trainer_name })}</h1>
      <p className="auth-subtitle">{t('invitations.register.subtitle', { trainer: info.trainer_name })}</p>
      {!online ? <Banner tone="warning">{t('invitations.register.offline')}</Banner> : null}
      {generalError ? <Banner tone="error">{err(generalError)}</Banner> : null}
      <form className="form" onSubmit={onSubmit} noValidate>
        <TextField label={t('auth.fields.email')} type="email" value={info.email} readOnly aria-readonly="true" />
        <TextField label={t('auth.fields.name')} autoComplete="name" error={err(errors.name?.message)} {...register('name')} />
        <NewPasswordFields
          password={register('password')}
          confirmation={register('password_confirmation')}
          passwordError={err(errors.password?.message)}
          confirmationError={err(errors.password_confirmation?.message)}
          min={6}
        />
        <Button type="submit" size="lg" block loading={isSubmitting} disabled={!online}>
          {isSubmitting ? t('invitations.register.submitting') : t('invitations.register.submit')}
        </Button>
      </form>
      <LinkButton to="/login" variant="ghost" block>
        {t('auth.invitation.haveAccount')}
      </LinkButton>
    </div>
  );
}
