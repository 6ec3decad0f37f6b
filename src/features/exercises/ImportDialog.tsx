import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportWarning } from '../../../domain/exercises/import';
import { useUserDb } from '../../db';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { runImport, type ImportStep, type ImportSummary } from './runImport';

const SHOWN_WARNINGS = 50;

/** Overall share done: checking the rows is the first half, saving the second. */
function percent(step: ImportStep | null): number {
  if (!step || step.stage === 'reading') return 0;
  const part = step.total ? step.done / step.total : 1;
  return Math.round((step.stage === 'checking' ? part * 0.5 : 0.5 + part * 0.5) * 100);
}

/**
 * Import from a JSON (Free Exercise DB shape) or CSV file, with a progress
 * bar while it runs and a summary: imported, duplicates skipped, warnings by
 * row. Works offline: the exercises are saved on the device and synced.
 */
export function ImportDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const fileRef = useRef<HTMLInputElement>(null);
  const [step, setStep] = useState<ImportStep | null>(null);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [failed, setFailed] = useState(false);
  const running = step !== null && summary === null && !failed;

  async function start(file: File) {
    setSummary(null);
    setFailed(false);
    setStep({ stage: 'reading', done: 0, total: 1 });
    try {
      const text = await file.text();
      setSummary(await runImport(db, text, file.name, setStep));
    } catch {
      setFailed(true);
    }
  }

  function reset() {
    setStep(null);
    setSummary(null);
    setFailed(false);
    if (fileRef.current) fileRef.current.value = '';
  }

  const warningText = (w: ImportWarning) => t(`messages.${w.key}`, { ...w.params, defaultValue: w.message });
  const pct = percent(step);

  return (
    <Dialog
      open={open}
      onOpenChange={(v) => {
        if (running) return;
        if (!v) reset();
        onOpenChange(v);
      }}
      title={t('exercises.import.title')}
      footer={
        summary || failed ? (
          <Button variant="secondary" onClick={reset}>
            {t('exercises.import.another')}
          </Button>
        ) : null
      }
    >
      {!step ? (
        <div className="form">
          <p>{t('exercises.import.lead')}</p>
          <div className="field">
            <label className="field-label" htmlFor="exercise-import-file">
              {t('exercises.import.file')}
            </label>
            <input
              ref={fileRef}
              id="exercise-import-file"
              className="field-input"
              type="file"
              accept=".json,.csv,application/json,text/csv"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) void start(file);
              }}
            />
            <p className="field-hint">{t('exercises.import.hint')}</p>
          </div>
        </div>
      ) : null}

      {running ? (
        <div className="exl-progress" data-testid="import-progress">
          <p aria-live="polite">
            {step.stage === 'reading'
              ? t('exercises.import.reading')
              : step.stage === 'checking'
                ? t('exercises.import.checking', { done: step.done, total: step.total })
                : t('exercises.import.saving', { done: step.done, total: step.total })}
          </p>
          <div className="exl-progress-track" role="progressbar" aria-label={t('exercises.import.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
            <div className="exl-progress-bar" style={{ width: `${pct}%` }} />
          </div>
        </div>
      ) : null}

      {failed ? <Banner tone="error">{t('exercises.import.failed')}</Banner> : null}

      {summary ? (
        <div className="stack" data-testid="import-summary">
          <Banner tone={summary.imported > 0 ? 'success' : 'info'} title={t('exercises.import.done')}>
            <ul className="exl-summary">
              <li>{t('exercises.import.imported', { count: summary.imported })}</li>
              <li>{t('exercises.import.duplicates', { count: summary.duplicates })}</li>
              <li>{t('exercises.import.warnings', { count: summary.warnings.length })}</li>
            </ul>
          </Banner>
          {summary.warnings.length ? (
            <details className="exl-warnings">
              <summary>{t('exercises.import.showWarnings')}</summary>
              <ul>
                {summary.warnings.slice(0, SHOWN_WARNINGS).map((w, i) => (
                  <li key={i}>
                    <strong>{w.row ? t('exercises.import.row', { row: w.row }) : t('exercises.import.wholeFile')}</strong> {warningText(w)}
                  </li>
                ))}
              </ul>
              {summary.warnings.length > SHOWN_WARNINGS ? <p className="muted small">{t('exercises.import.more', { count: summary.warnings.length - SHOWN_WARNINGS })}</p> : null}
            </details>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
