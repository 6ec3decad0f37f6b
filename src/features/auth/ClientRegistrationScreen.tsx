import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../ui/Button';
import { MailIcon } from '../../ui/icons';

/** /client-register/:token, /invitation/:token, /invite/:token: the invitation flow comes with invitations. */
export function ClientRegistrationScreen() {
  const { t } = useTranslation();
  return (
    <div className="auth-card">
      <span className="auth-icon" aria-hidden="true">
        <MailIcon size={28} />
      </span>
      <h1 className="auth-title">{t('auth.invitation.title')}</h1>
      <p className="coming-soon-badge">{t('common.comingSoon')}</p>
      <p className="auth-subtitle">{t('auth.invitation.text')}</p>
      <LinkButton to="/login" variant="secondary" block>
        {t('auth.invitation.haveAccount')}
      </LinkButton>
    </div>
  );
}
