import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { ExerciseLogRows } from '../../db/workouts';
import { ExportCsvButton } from './ExportCsvButton';
import { ImportDialog } from './ImportDialog';

/** The trainer's history tools on a client's logs page: import from Strong or Hevy, export as CSV. */
export function HistoryActions({ clientId, clientName, older }: { clientId: string; clientName: string; older: ExerciseLogRows | null }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <div className="wi-actions">
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('workoutImport.open')}
      </Button>
      <ExportCsvButton clientId={clientId} clientName={clientName} older={older} />
      <ImportDialog open={open} onOpenChange={setOpen} clientId={clientId} older={older} />
    </div>
  );
}
