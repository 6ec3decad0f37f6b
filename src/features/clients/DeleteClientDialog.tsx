import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';

/** The warning before a client is deleted: what goes with them, and that it is permanent (docs/rules/clients.md "Deleting a client"). */
export function DeleteClientDialog({ open, onOpenChange, name, onConfirm }: { open: boolean; onOpenChange: (v: boolean) => void; name: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('clients.delete.title', { name })}
      cancelLabel={t('clients.delete.cancel')}
      confirmLabel={t('clients.delete.confirm')}
      onConfirm={onConfirm}
    >
      <p>{t('clients.delete.text', { name })}</p>
      {!online ? <p className="card-description">{t('clients.delete.offline')}</p> : null}
    </ConfirmDialog>
  );
}
