import { useTranslation } from 'react-i18next';

/** A figure computed on the device from a change the server has not confirmed yet. */
export function ProvisionalBadge() {
  const { t } = useTranslation();
  return (
    <span className="billing-provisional" title={t('billing.provisionalTitle')} data-testid="provisional">
      {t('billing.provisional')}
    </span>
  );
}
