import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAuth } from '../../auth/authStore';
import { signOut } from '../../auth/signOut';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { MailIcon } from '../../ui/icons';
import { ResendVerification } from './ResendVerification';

/** /email/verification: a new trainer must confirm the address before anything else. */
export function EmailVerificationScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, role } = useAuth();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function leave() {
    setBusy(true);
    const result = await signOut(role ?? user?.role ?? null, { always: true });
    setBusy(false);
    if (result.ok) navigate('/login', { replace: true });
    else setError(result.message);
  }

  return (
    <div className="auth-card">
      <span className="auth-icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h1 className="auth-title">{t('auth.verification.title')}</h1>
      <p className="auth-subtitle">{user?.email ? t('auth.verification.sentTo', { email: user.email }) : t('auth.verification.sent')}</p>
      <p>{t('auth.verification.help')}</p>
      {error ? <Banner tone="error">{translateMessage(t, error)}</Banner> : null}
      <div className="stack">
        <ResendVerification email={user?.email} variant="primary" />
        <Button variant="secondary" onClick={leave} loading={busy}>
          {t('nav.logout')}
        </Button>
      </div>
    </div>
  );
}
