import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportIssue, WorkoutImport } from '../../../domain/workouts/import-shape';
import { useProfile, useUserDb } from '../../db';
import { withSyncHeld } from '../../../replica/hold';
import { applyLocalMutations } from '../../db';
import { triggerSync } from '../../sync-session/session';
import { formatDate, formatNumber } from '../../i18n/format';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { useOwnExerciseMap, resolveExercise } from '../exercises';
import { ExercisePicker } from '../plans';
import { parseInBackground } from './parse';
import { defaultChoices, summarize, type ImportReport, type ImportSummary, type NameChoice } from './plan';
import { previewImport, runHistoryImport, type ImportPreview, type KnownHistory } from './run';
import type { ExerciseLogRows } from '../../db/workouts';
import { markOlderLogsStale } from '../progress';
import { useLocale } from '../../hooks/useLocale';
import './workout-import.css';

type Step =
  | { kind: 'pick'; error: ImportIssue | null }
  | { kind: 'reading' }
  | { kind: 'confirm'; parsed: WorkoutImport; summary: ImportSummary; preview: ImportPreview | null }
  | { kind: 'importing'; done: number; total: number }
  | { kind: 'report'; report: ImportReport };

/** A problem of the file in the user's language, from its message key. */
function IssueText({ issue }: { issue: ImportIssue }) {
  const { t } = useTranslation();
  return <>{t(`workoutImport.issue.${issue.key}`, { ...issue.params, defaultValue: issue.message })}</>;
}

function IssueList({ title, issues }: { title: string; issues: readonly ImportIssue[] }) {
  const { t } = useTranslation();
  if (issues.length === 0) return null;
  return (
    <section className="wi-issues">
      <h3 className="wi-subtitle">{title}</h3>
      <ul>
        {issues.map((i, n) => (
          <li key={n}>
            {i.line > 0 && <span className="wi-line">{t('workoutImport.report.line', { line: i.line })}</span>}
            <IssueText issue={i} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** What the server is known to hold from before the device's window: the older history progress fetched, when it was. */
const knownOf = (older: ExerciseLogRows | null): KnownHistory | undefined => (older ? { sessionIds: new Set(older.logs.map((l) => l.sessionId)), setIds: new Set(older.sets.map((s) => s.id)) } : undefined);

/**
 * Imports a client's history from a Strong or Hevy export: pick or drop the
 * file, read it (in a worker), confirm the names that matched nothing, write
 * it with a progress bar, and see what was imported and what was skipped.
 */
export function ImportDialog({ open, onOpenChange, clientId, older }: { open: boolean; onOpenChange: (v: boolean) => void; clientId: string; older: ExerciseLogRows | null }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const profile = useProfile();
  const language = useLocale();
  const own = useOwnExerciseMap();
  const [step, setStep] = useState<Step>({ kind: 'pick', error: null });
  const [choices, setChoices] = useState<Map<string, NameChoice>>(new Map());
  const [picking, setPicking] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [failed, setFailed] = useState(false);
  const timeZone = profile?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  const close = (v: boolean) => {
    if (step.kind === 'importing' || step.kind === 'reading') return;
    onOpenChange(v);
    if (!v) {
      setStep({ kind: 'pick', error: null });
      setFailed(false);
    }
  };

  async function read(file: File) {
    setStep({ kind: 'reading' });
    const parsed = await parseInBackground(await file.text(), timeZone);
    const summary = summarize(parsed, [...(own?.values() ?? [])]);
    if (!summary || parsed.error) {
      setStep({ kind: 'pick', error: parsed.error });
      return;
    }
    setChoices(defaultChoices(summary.unknown));
    // Said before Import is pressed: a file imported before adds nothing, and the trainer should not have to try to learn that.
    const preview = await previewImport({ db, parsed, summary, clientId, known: knownOf(older) }).catch(() => null);
    setStep({ kind: 'confirm', parsed, summary, preview });
  }

  async function start(parsed: WorkoutImport, summary: ImportSummary, preview: ImportPreview | null) {
    setFailed(false);
    setStep({ kind: 'importing', done: 0, total: 1 });
    try {
      // Sync waits until the import is written: see replica/hold.ts.
      const report = await withSyncHeld(db, (renew) =>
        runHistoryImport({
          db,
          // Without this tab's optimistic overlay: the overlay re-renders the page behind for every staged
          // mutation, which for thousands of rows costs more than the writes.
          write: async (batch) => {
            await renew();
            await applyLocalMutations(db, batch, new Date(), { show: false });
          },
          parsed,
          summary,
          choices,
          clientId,
          timeZone,
          untitled: t('workoutImport.untitled'),
          onProgress: (done, total) => setStep({ kind: 'importing', done, total }),
          known: knownOf(older),
        }),
      );
      triggerSync('import');
      if (report.workouts > 0 || report.sets > 0) markOlderLogsStale(clientId);
      setStep({ kind: 'report', report });
    } catch {
      setFailed(true);
      setStep({ kind: 'confirm', parsed, summary, preview });
    }
  }

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void read(file);
  };
  const nameOf = (id: string) => resolveExercise(id, own ?? new Map(), language).name;
  const n = (v: number) => formatNumber(v, language);

  let body;
  let footer = null;
  if (step.kind === 'pick') {
    body = (
      <>
        <p className="wi-lead">{t('workoutImport.pick.lead')}</p>
        {step.error && (
          <Banner tone="error">
            <IssueText issue={step.error} />
          </Banner>
        )}
        <label
          className={`wi-drop${dragging ? ' is-dragging' : ''}`}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span className="wi-drop-title">{t('workoutImport.pick.choose')}</span>
          <span className="wi-drop-hint">{t('workoutImport.pick.drop')}</span>
          <input
            type="file"
            accept=".csv,text/csv"
            data-testid="import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void read(file);
            }}
          />
        </label>
      </>
    );
  } else if (step.kind === 'reading') {
    body = <Spinner label={t('workoutImport.reading')} />;
  } else if (step.kind === 'confirm') {
    const { summary, parsed, preview } = step;
    const nothingNew = summary.workouts === 0 || (preview !== null && preview.workouts === 0);
    body = (
      <>
        {failed && <Banner tone="error">{t('workoutImport.failed')}</Banner>}
        {preview && preview.already > 0 && (
          <Banner tone="info">
            <span data-testid="import-already">{preview.workouts === 0 ? t('workoutImport.already.all') : t('workoutImport.already.some')}</span>
          </Banner>
        )}
        <dl className="wi-summary" data-testid="import-summary">
          <div>
            <dt>{t('workoutImport.summary.format')}</dt>
            <dd>{t(`workoutImport.format.${summary.format}`)}</dd>
          </div>
          <div>
            <dt>{t('workoutImport.summary.workouts')}</dt>
            <dd>{n(summary.workouts)}</dd>
          </div>
          <div>
            <dt>{t('workoutImport.summary.sets')}</dt>
            <dd>{n(summary.sets)}</dd>
          </div>
          {summary.supersets > 0 && (
            <div>
              <dt>{t('workoutImport.summary.supersets')}</dt>
              <dd>{n(summary.supersets)}</dd>
            </div>
          )}
          {preview && preview.already > 0 && (
            <div>
              <dt>{t('workoutImport.summary.already')}</dt>
              <dd>{t('workoutImport.summary.alreadyOf', { already: n(preview.already), total: n(preview.already + preview.workouts) })}</dd>
            </div>
          )}
          {preview && preview.already > 0 && preview.workouts > 0 && (
            <div>
              <dt>{t('workoutImport.summary.new')}</dt>
              <dd>{t('workoutImport.summary.newCounts', { workouts: n(preview.workouts), sets: n(preview.sets) })}</dd>
            </div>
          )}
          {summary.from && summary.to && (
            <div>
              <dt>{t('workoutImport.summary.dates')}</dt>
              <dd>
                {formatDate(summary.from, language)} – {formatDate(summary.to, language)}
              </dd>
            </div>
          )}
          {parsed.skipped.length > 0 && (
            <div>
              <dt>{t('workoutImport.summary.skipped')}</dt>
              <dd>{n(parsed.skipped.length)}</dd>
            </div>
          )}
        </dl>
        {summary.unknown.length > 0 && !nothingNew && (
          <section className="wi-unknown" data-testid="import-unknown">
            <h3 className="wi-subtitle">{t('workoutImport.unknown.title')}</h3>
            <p className="wi-muted">{t('workoutImport.unknown.lead')}</p>
            <ul>
              {summary.unknown.map((name) => {
                const c = choices.get(name) ?? { kind: 'create' };
                return (
                  <li key={name} className="wi-name">
                    <span className="wi-name-file">{name}</span>
                    <span className="wi-name-to">{c.kind === 'create' ? t('workoutImport.unknown.create') : t('workoutImport.unknown.mapped', { name: nameOf(c.exerciseId) })}</span>
                    {c.kind === 'create' ? (
                      <Button variant="secondary" size="sm" onClick={() => setPicking(name)}>
                        {t('workoutImport.unknown.choose')}
                      </Button>
                    ) : (
                      <Button variant="secondary" size="sm" onClick={() => setChoices(new Map(choices).set(name, { kind: 'create' }))}>
                        {t('workoutImport.unknown.createInstead')}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        )}
        <IssueList title={t('workoutImport.report.skipped')} issues={parsed.skipped} />
      </>
    );
    footer = (
      <Button onClick={() => void start(parsed, summary, preview)} disabled={nothingNew}>
        {t('workoutImport.start')}
      </Button>
    );
  } else if (step.kind === 'importing') {
    body = (
      <div className="wi-progress">
        <p id="wi-progress-label">{t('workoutImport.importing')}</p>
        <progress aria-labelledby="wi-progress-label" value={step.done} max={step.total} />
        <p className="wi-muted">{Math.round((step.done / step.total) * 100)} %</p>
      </div>
    );
  } else {
    const { report } = step;
    body = (
      <div data-testid="import-report">
        {report.workouts === 0 && report.sets === 0 ? (
          <Banner tone="info">{t('workoutImport.report.nothingNew')}</Banner>
        ) : (
          <Banner tone="success">
            {t('workoutImport.report.done', { workouts: n(report.workouts), sets: n(report.sets) })}
            {report.exercisesCreated > 0 && ` ${t('workoutImport.report.created', { count: n(report.exercisesCreated) })}`}
          </Banner>
        )}
        <IssueList title={t('workoutImport.report.skipped')} issues={report.skipped} />
        <IssueList title={t('workoutImport.report.warnings')} issues={report.warnings} />
      </div>
    );
  }

  return (
    <>
      <Dialog open={open} onOpenChange={close} title={t('workoutImport.title')} footer={footer}>
        {body}
      </Dialog>
      <ExercisePicker
        open={picking !== null}
        onOpenChange={(v) => !v && setPicking(null)}
        title={t('workoutImport.unknown.pickerTitle', { name: picking ?? '' })}
        onPick={([id]) => {
          if (picking && id) setChoices(new Map(choices).set(picking, { kind: 'map', exerciseId: id }));
          setPicking(null);
        }}
      />
    </>
  );
}
