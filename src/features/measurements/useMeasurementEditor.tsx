import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { applyLocalMutation, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { formatWhen } from './format';
import { MeasurementFormDialog } from './MeasurementFormDialog';
import { changedFields, customNamesOf, type MeasurementFormOutput } from './measurementForm';

/**
 * Log, edit and delete one client's measurements through the measurement
 * mutations (the device's database first, so it works offline). `clientId`
 * is passed by the trainer and left out by the client (the server uses their own record).
 */
export function useMeasurementEditor(rows: readonly MeasurementRow[], clientId?: string) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<MeasurementRow | null>(null);
  const [deleting, setDeleting] = useState<MeasurementRow | null>(null);
  const customNames = useMemo(() => customNamesOf(rows), [rows]);

  async function save(values: MeasurementFormOutput) {
    if (editing) {
      const changes = changedFields(editing, values);
      if (Object.keys(changes).length) await applyLocalMutation(db, 'measurement.update', { id: editing.id, ...changes });
      return;
    }
    await applyLocalMutation(db, 'measurement.create', { id: uuidv7(), ...(clientId ? { clientId } : {}), ...values });
  }

  const dialogs = (
    <>
      <MeasurementFormDialog open={formOpen} onOpenChange={setFormOpen} editing={editing} customNames={customNames} onSave={save} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('measurements.delete.title')}
        cancelLabel={t('measurements.delete.cancel')}
        confirmLabel={t('measurements.delete.confirm')}
        onConfirm={() => {
          const row = deleting;
          setDeleting(null);
          if (row) void applyLocalMutation(db, 'measurement.delete', { id: row.id });
        }}
      >
        {deleting ? <p>{t('measurements.delete.text', { date: formatWhen(deleting.measuredAt, locale) })}</p> : null}
      </ConfirmDialog>
    </>
  );
  return {
    dialogs,
    openCreate: () => {
      setEditing(null);
      setFormOpen(true);
    },
    edit: (row: MeasurementRow) => {
      setEditing(row);
      setFormOpen(true);
    },
    remove: setDeleting,
  };
}
