import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserDb } from '../../db';
import type { ExerciseLogRows } from '../../db/workouts';
import { Button } from '../../ui/Button';
import { useExerciseName } from '../progress';
import { clientLogsCsv, downloadText, exportFileName } from './export';
import './workout-import.css';

/** Downloads a client's logs as CSV, made on the device from what it holds and the older history fetched for progress. */
export function ExportCsvButton({ clientId, clientName, older, standalone = false }: { clientId: string; clientName: string; older: ExerciseLogRows | null; standalone?: boolean }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const nameOf = useExerciseName();
  const [busy, setBusy] = useState(false);
  const button = (
    <Button
      variant="secondary"
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          downloadText(await clientLogsCsv(db, clientId, nameOf, older, t('workoutImport.untitled')), exportFileName(clientName, new Date()));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t('workoutImport.export')}
    </Button>
  );
  return standalone ? <div className="wi-actions">{button}</div> : button;
}
