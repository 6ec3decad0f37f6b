import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import type { resolveExercise } from '../exercises';
import { ExerciseCard, type CardActions } from './ExerciseCard';
import type { EntryModel, NextAction } from './model';
import { editKey } from './screenState';
import type { SetEdit } from './SetRowView';
import { useSessionLabels } from '../session-labels';

const NONE: ReadonlySet<string> = new Set();

/** The card's own pending sets (the screen's set changes with every tap; a card's only when its sets do). */
function cardPending(entry: EntryModel, pending: ReadonlySet<string> | undefined): ReadonlySet<string> {
  if (!pending?.size) return NONE;
  const ids = entry.rows.flatMap((r) => (r.set && pending.has(r.set.id) ? [r.set.id] : []));
  return ids.length ? new Set(ids) : NONE;
}

/** Entries grouped by plan block (a superset is one frame), added ones after. */
export function groupByBlock(entries: readonly EntryModel[]): { key: string; entries: EntryModel[] }[] {
  const groups: { key: string; entries: EntryModel[] }[] = [];
  for (const e of entries) {
    const g = e.block ? `b:${e.block.id}` : `e:${e.key}`;
    const last = groups[groups.length - 1];
    if (last && last.key === g) last.entries.push(e);
    else groups.push({ key: g, entries: [e] });
  }
  return groups;
}

interface LogGroupsProps {
  entries: readonly EntryModel[];
  info: (exerciseId: string) => ReturnType<typeof resolveExercise>;
  nameOf: (exerciseId: string) => string;
  language: Locale;
  edits: Readonly<Record<string, SetEdit>>;
  errors: Readonly<Record<string, string[]>>;
  pendingSets: ReadonlySet<string> | undefined;
  pendingLogs: ReadonlySet<string> | undefined;
  /** The set to do next, marked on its card; null when nothing is to be done here (read only, finished). */
  next: NextAction | null;
  readOnly: boolean;
  withPlan: boolean;
  /** An entry's rest (model.ts entryRest). */
  restOf: (entry: EntryModel) => number;
  actions: CardActions;
}

/** The logging screen's exercise cards, a frame per plan block. */
export function LogGroups({ entries, info, nameOf, language, edits, errors, pendingSets, pendingLogs, next, readOnly, withPlan, restOf, actions }: LogGroupsProps) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  return (
    <ol className="wl-groups">
      {groupByBlock(entries).map((g) => {
        const block = g.entries[0]!.block;
        const cards = g.entries.map((e) => {
          const x = info(e.exerciseId);
          const fields = x.trackingFields.length ? x.trackingFields : (['reps', 'weight'] as const);
          const ed = new Map<number, SetEdit>();
          const er = new Map<number, string[]>();
          for (const r of e.rows) {
            const k = editKey(e.key, r.order);
            if (edits[k]) ed.set(r.order, edits[k]!);
            if (errors[k]) er.set(r.order, errors[k]!);
          }
          return (
            <ExerciseCard
              key={e.key}
              entry={e}
              name={nameOf(e.exerciseId)}
              plannedName={e.plannedExerciseId && e.plannedExerciseId !== e.exerciseId ? nameOf(e.plannedExerciseId) : null}
              fields={fields}
              barbell={x.equipment.includes('barbell')}
              locale={language}
              nextOrder={next?.entryKey === e.key ? next.order : null}
              drafts={ed}
              errors={er}
              pendingSets={cardPending(e, pendingSets)}
              logPending={!!e.log && !!pendingLogs?.has(e.log.id)}
              readOnly={readOnly}
              withPlan={withPlan}
              restSeconds={restOf(e)}
              guide={{ guideId: x.guideId, description: x.description, videoUrl: x.videoUrl }}
              actions={actions}
            />
          );
        });
        return (
          <li key={g.key} className={`wl-group${block?.superset ? ' wl-group--superset' : ''}`}>
            {block && (block.superset || block.name || block.restSeconds) ? (
              <div className="wl-group-head">
                {block.superset ? <span className="pe-kind pe-kind--superset">{t('workoutLog.superset')}</span> : null}
                {block.name ? <span className="wl-group-name">{block.name}</span> : null}
                <span className="wl-group-meta">
                  {block.superset && block.rounds > 1 ? <span>{labels.rounds(block.rounds, g.entries.map((e) => e.rows.length))}</span> : null}
                  {block.restSeconds ? <span>{t('workoutLog.rest', { seconds: block.restSeconds })}</span> : null}
                </span>
              </div>
            ) : null}
            <ol className="wl-exercises">{cards}</ol>
          </li>
        );
      })}
    </ol>
  );
}
