import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { formatDate } from '../../i18n/format';
import type { AdminAction, TrainerStatus } from './api';

export function StatusBadge({ status, disabled }: { status: TrainerStatus; disabled?: boolean }) {
  const { t } = useTranslation();
  if (disabled) return <span className="admin-badge admin-badge--disabled">{t('admin.status.disabled')}</span>;
  return <span className={`admin-badge admin-badge--${status}`}>{t(`admin.status.${status}`)}</span>;
}

/** A date and time in the language's format, or a dash. */
export function when(value: string | null, locale: Locale, withTime = false): string {
  if (!value) return '—';
  return formatDate(value, locale, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' });
}

/** "Disabled the account of Dana", in the interface language. */
export function actionText(t: TFunction, a: AdminAction): string {
  const target = a.target_name ?? t('admin.actions.someone');
  if (a.action === 'trainer.meals') return t(a.details.mealsEnabled ? 'admin.actions.mealsOn' : 'admin.actions.mealsOff', { name: target });
  const key = { 'trainer.disable': 'disable', 'trainer.enable': 'enable', 'trainer.extendTrial': 'extendTrial', 'trainer.grantPlan': 'grantPlan', 'settings.update': 'settings' }[a.action];
  return key ? t(`admin.actions.${key}`, { name: target }) : a.action;
}
