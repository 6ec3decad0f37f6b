import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import type { AdminAction } from './api';
import { actionText, when } from './labels';
import { EmailText } from '../../ui/EmailText';

/** Admin actions, newest first: who did what to whom, and when. */
export function ActionLog({ actions }: { actions: AdminAction[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!actions.length) return <p className="card-description">{t('admin.actions.none')}</p>;
  return (
    <ol className="admin-log">
      {actions.map((a) => (
        <li key={a.id}>
          <span className="admin-log-what">{actionText(t, a)}</span>
          <span className="admin-log-meta">
            <EmailText email={a.actor_email} /> · <time dateTime={a.at}>{when(a.at, locale, true)}</time>
          </span>
        </li>
      ))}
    </ol>
  );
}
