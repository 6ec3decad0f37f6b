import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ZodError } from 'zod';
import { emailField } from '../../../domain/auth';
import { invitationStatusOf } from '../../../domain/clients/invitation-status';
import { MESSAGES } from '../../../domain/messages';
import { isApiError } from '../../api/ApiError';
import type { ClientRow } from '../../db';
import { formatDate } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { triggerSync } from '../../sync-session/session';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useLocale } from '../../hooks/useLocale';
import { invitationApi, type InvitationSent } from './api';
import { CopyLink } from './CopyLink';
import './invitations.css';

/**
 * Inviting a client to the app, on the client page. Online only (a link must
 * come from the server), and said so when offline. Uses the client's email or
 * asks for one. When the mail fails, the link is shown to copy and share.
 */
export function InvitationCard({ client, syncPending }: { client: ClientRow; syncPending: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const online = useBrowserOnline();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<InvitationSent | null>(null);
  const [busy, setBusy] = useState<'send' | 'revoke' | null>(null);
  const status = invitationStatusOf(client);

  async function send(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setEmailError(null);
    let given: string | undefined;
    if (!client.email) {
      try {
        given = emailField.parse(email);
      } catch (err) {
        setEmailError(err instanceof ZodError ? (err.issues[0]?.message ?? MESSAGES.emailInvalid) : MESSAGES.emailInvalid);
        return;
      }
    }
    setBusy('send');
    try {
      const res = await invitationApi.invite(client.id, given);
      setSent(res);
      triggerSync('invitation');
    } catch (err) {
      if (isApiError(err) && err.errors.email?.[0]) setEmailError(err.errors.email[0]);
      else setError(isApiError(err) && err.status !== 0 && err.status < 500 ? err.message : MESSAGES.inviteError);
    } finally {
      setBusy(null);
    }
  }

  async function revoke() {
    setError(null);
    setBusy('revoke');
    try {
      await invitationApi.revoke(client.id);
      setSent(null);
      triggerSync('invitation');
    } catch (err) {
      setError(isApiError(err) ? err.message : MESSAGES.networkError);
    } finally {
      setBusy(null);
    }
  }

  const err = (m?: string | null) => translateMessage(t, m ?? undefined);

  return (
    <section id="client-invitation" className="card client-section invitation-card" aria-labelledby="client-invitation-title">
      <h2 className="card-title" id="client-invitation-title">
        {t('invitations.card.title')}
      </h2>
      {status === 'accepted' ? (
        <p className="invitation-joined">{t('invitations.card.joined', { name: client.name })}</p>
      ) : (
        <>
          <p className="card-description">{t('invitations.card.text', { name: client.name })}</p>
          {client.invitationSentAt && status !== 'none' ? (
            <p className={`invitation-state invitation-state--${status}`}>
              <strong>{t(`clients.invitation.${status}`)}</strong>
              {' · '}
              {t('invitations.card.sentAt', { date: formatDate(client.invitationSentAt, locale), email: client.email ?? '' })}
              {' '}
              {status === 'pending' && client.invitationExpiresAt ? t('invitations.card.validUntil', { date: formatDate(client.invitationExpiresAt, locale) }) : null}
              {status === 'expired' && client.invitationExpiresAt ? t('invitations.card.expiredOn', { date: formatDate(client.invitationExpiresAt, locale) }) : null}
              {status === 'revoked' ? t('invitations.card.revokedText') : null}
            </p>
          ) : null}

          {sent ? (
            sent.mail_sent ? (
              <Banner tone="success" title={t('invitations.card.sent', { email: sent.email })}>
                <CopyLink link={sent.link} />
              </Banner>
            ) : (
              <Banner tone="error" title={err(MESSAGES.inviteError)}>
                <p>{t('invitations.card.failedText')}</p>
                <CopyLink link={sent.link} />
              </Banner>
            )
          ) : null}
          {error ? <Banner tone="error" title={err(error)} /> : null}

          {!online ? (
            <Banner tone="warning">{t('invitations.card.offline')}</Banner>
          ) : syncPending ? (
            <Banner tone="info">{t('invitations.card.notSynced')}</Banner>
          ) : null}

          <form className="invitation-form" onSubmit={(e) => void send(e)} noValidate>
            {!client.email ? (
              <TextField
                label={t('invitations.card.email')}
                type="email"
                inputMode="email"
                autoComplete="off"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                error={err(emailError)}
              />
            ) : emailError ? (
              <Banner tone="error" title={err(emailError)} />
            ) : null}
            <div className="invitation-actions">
              <Button type="submit" loading={busy === 'send'} disabled={!online || syncPending || busy !== null}>
                {status === 'pending' || status === 'expired' || status === 'revoked' ? t('invitations.card.resend') : t('invitations.card.send')}
              </Button>
              {status === 'pending' ? (
                <Button variant="ghost" loading={busy === 'revoke'} disabled={!online || busy !== null} onClick={() => void revoke()}>
                  {t('invitations.card.revoke')}
                </Button>
              ) : null}
            </div>
          </form>
        </>
      )}
    </section>
  );
}
