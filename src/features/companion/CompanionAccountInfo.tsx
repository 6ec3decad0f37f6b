import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserDto } from '../../../domain/auth';
import { ChevronRightIcon } from '../../ui/icons';

/** Account → companion account info (docs/rules/accounts.md "Companion client account"): whether it is on, and that it follows this account (docs/rules/accounts.md "Companion client account"). */
export function CompanionAccountInfo({ user }: { user: UserDto }) {
  const { t } = useTranslation();
  if (user.role === 'client' && !user.companion_of) return null;
  const text = user.companion_of ? t('companion.infoCompanion') : user.companion_enabled ? t('companion.infoOn') : t('companion.infoOff');
  return (
    <section className="card" data-testid="companion-info">
      <h2 className="card-title">{t('companion.infoTitle')}</h2>
      <p className="card-description">{text}</p>
      <Link to={`/${user.role}/settings`} className="row-link">
        <span>{user.companion_of ? t('settings.sections.trainerAccount.title') : t('companion.openSettings')}</span>
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
