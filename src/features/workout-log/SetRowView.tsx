import { flushSync } from 'react-dom';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TrackingField } from '../../../domain/exercises/tracking';
import { SET_TYPES, VALUE_FIELD_OF, type SetType, type SetValueField, type SetValues } from '../../../domain/workouts/rows';
import { CheckIcon } from '../../ui/icons';
import { trackingLabel } from '../exercises';
import { parseTarget } from '../plans';
import type { SetRowModel } from './model';

export type SetEdit = Partial<SetValues> & { setType?: SetType };

/** A number as typed in the language (decimal comma in sk and cz). */
export function showNumber(v: number | null | undefined, locale: string): string {
  if (v === null || v === undefined) return '';
  return locale === 'en' ? String(v) : String(v).replace('.', ',');
}

/** Seconds as s under a minute, else m:ss. */
function clock(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

/** The previous session's set in short: "60 × 8", "45 s", "1000 m". */
export function previousText(values: Partial<SetValues> | null, fields: readonly TrackingField[], locale: string): string {
  if (!values) return '–';
  const n = (v: number | null | undefined) => showNumber(v, locale);
  const parts: string[] = [];
  const has = (f: TrackingField) => fields.includes(f) && values[VALUE_FIELD_OF[f]] != null;
  if (has('weight') && has('reps')) parts.push(`${n(values.weightKg)} × ${n(values.reps)}`);
  else if (has('weight')) parts.push(`${n(values.weightKg)} kg`);
  else if (has('reps')) parts.push(`× ${n(values.reps)}`);
  if (has('duration')) parts.push(clock(values.durationSeconds!));
  if (has('distance')) parts.push(`${n(values.distanceMeters)} m`);
  if (has('effort')) parts.push(`@${n(values.rpe)}`);
  return parts.join(' ') || '–';
}

function Cell({
  label,
  field,
  value,
  locale,
  invalid,
  disabled,
  onCommit,
}: {
  label: string;
  field: SetValueField;
  value: number | null;
  locale: string;
  invalid: boolean;
  disabled: boolean;
  /** The value taken (the cell shows it as the language writes it), or false when refused (it goes back to what it showed). */
  onCommit: (text: string) => number | null | false;
}) {
  const shown = showNumber(value, locale);
  /** What is being typed, while the cell has focus. */
  const [typing, setTyping] = useState<string | null>(null);
  // A value taken stays as typed until the row's value changes: the screen's data follows a render later (it is
  // deferred), and showing the old value meanwhile looks like the edit was lost, and is what a quick tap on
  // "done" would have read off the screen.
  const [held, setHeld] = useState<string | null>(null);
  const [heldOver, setHeldOver] = useState(shown);
  if (heldOver !== shown) {
    setHeldOver(shown);
    setHeld(null);
  }
  const cancelled = useRef(false);
  const text = typing ?? held ?? shown;
  return (
    <input
      className={`wl-cell${invalid ? ' is-invalid' : ''}`}
      inputMode={field === 'reps' || field === 'durationSeconds' ? 'numeric' : 'decimal'}
      enterKeyHint="done"
      autoComplete="off"
      aria-label={label}
      aria-invalid={invalid || undefined}
      disabled={disabled}
      value={text}
      onFocus={(e) => {
        cancelled.current = false;
        setTyping(text);
        e.currentTarget.select();
      }}
      onChange={(e) => setTyping(e.target.value)}
      onBlur={() => {
        setTyping(null);
        const before = held ?? shown;
        if (cancelled.current || typing === null || typing === before) return;
        const taken = onCommit(typing);
        setHeld(taken === false ? null : showNumber(taken, locale));
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
        if (e.key === 'Escape') {
          // The blur that follows runs with this render's state: the flag keeps it from taking the typed value.
          cancelled.current = true;
          e.currentTarget.blur();
        }
      }}
    />
  );
}

/**
 * One set: its type (tap the number), the previous session's set, a cell per
 * tracking field and the done check (one tap when the set went as planned).
 */
export const SetRowView = memo(function SetRowView({
  number,
  row,
  fields,
  values,
  setType,
  locale,
  isNext,
  pending,
  readOnly,
  errors,
  onEdit,
  onToggle,
}: {
  /** The number shown for a working, failure or drop set (warm-ups are not counted); null for a warm-up. */
  number: number | null;
  row: SetRowModel;
  fields: readonly TrackingField[];
  values: SetValues;
  setType: SetType;
  locale: string;
  isNext: boolean;
  pending: boolean;
  readOnly: boolean;
  errors: string[];
  /** False when the edit was refused (its values break a rule; the row shows why). */
  onEdit: (order: number, edit: SetEdit) => boolean;
  /** False when the tap is refused (invalid values), else the write to start. */
  onToggle: (order: number) => false | (() => Promise<boolean>);
}) {
  const { t } = useTranslation();
  const n = row.order + 1;
  const shown = number ?? n;
  const [badField, setBadField] = useState<SetValueField | null>(null);
  // The row's labels, made once per language and set: a tap renders the row again, and a dozen i18next lookups
  // were most of that render.
  const labels = useMemo(
    () => ({
      typeLabel: t('workoutLog.set.typeLabel', { set: n }),
      setTypes: SET_TYPES.map((s) => ({ value: s, label: t(`workoutLog.setType.${s}`), short: s === 'working' ? '' : t(`workoutLog.setTypeShort.${s}`) })),
      record: t('workoutLog.set.record'),
      recordShort: t('workoutLog.set.recordShort'),
      previous: t('workoutLog.set.previous'),
      cells: fields.map((f) => t('workoutLog.set.cellLabel', { set: n, field: trackingLabel(t, f) })),
      markDone: t('workoutLog.set.markDone', { set: n }),
      pending: t('workoutLog.set.pending'),
    }),
    [t, n, fields],
  );
  const typeShort = setType === 'working' ? String(shown) : (labels.setTypes.find((s) => s.value === setType)?.short ?? '');
  // A tap the screen accepted shows at once, in this row alone, while the write and the screen's model catch up;
  // once the stored state changes it rules again (a write that failed puts the row back).
  const [tapped, setTapped] = useState<boolean | null>(null);
  const [storedDone, setStoredDone] = useState(row.done);
  if (storedDone !== row.done) {
    setStoredDone(row.done);
    setTapped(null);
  }
  const done = tapped ?? row.done;

  const startWrite = (write: () => Promise<boolean>) => {
    void write().then((written) => {
      if (!written) setTapped(null);
    });
  };
  return (
    <li
      className={`wl-set${done ? ' is-done' : ''}${isNext && !done ? ' is-next' : ''}`}
      data-testid="log-set"
      data-set-order={row.order}
      data-done={done ? 'true' : 'false'}
      data-pending={pending ? 'true' : undefined}
    >
      <div className="wl-set-main">
        <span className={`wl-type wl-type--${setType}`}>
          <span aria-hidden="true">{typeShort}</span>
          {row.record ? (
            <span className="wl-record" title={labels.record}>
              {labels.recordShort}
            </span>
          ) : null}
          <select
            aria-label={labels.typeLabel}
            value={setType}
            disabled={readOnly}
            onChange={(e) => onEdit(row.order, { setType: e.target.value as SetType })}
          >
            {labels.setTypes.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </span>
        <span className="wl-prev" title={labels.previous}>
          {previousText(row.previous, fields, locale)}
        </span>
        {fields.map((f, i) => {
          const key = VALUE_FIELD_OF[f];
          return (
            <Cell
              key={f}
              field={key}
              label={labels.cells[i]!}
              value={values[key]}
              locale={locale}
              invalid={badField === key || (errors.length > 0 && badField === null && values[key] === null)}
              disabled={readOnly}
              onCommit={(text) => {
                const v = parseTarget(text);
                if (v === 'invalid') {
                  setBadField(key);
                  onEdit(row.order, {});
                  return false;
                }
                setBadField(null);
                return onEdit(row.order, { [key]: v }) ? v : false;
              }}
            />
          );
        })}
        <button
          type="button"
          className="wl-check"
          aria-label={labels.markDone}
          aria-pressed={done}
          disabled={readOnly}
          onClick={() => {
            const write = onToggle(row.order);
            if (write === false) return;
            // The row shows done first; the write starts in a microtask of this same task, after the
            // DOM's own observers (a later task would leave a reload a moment to lose the set).
            flushSync(() => setTapped(!row.done));
            queueMicrotask(() => startWrite(write));
          }}
        >
          <CheckIcon size={22} />
        </button>
      </div>
      {pending ? <span className="wl-pending" title={labels.pending} aria-label={labels.pending} role="img" /> : null}
      {errors.length || badField ? (
        <p className="wl-set-error" role="alert">
          {badField ? t('workoutLog.set.invalidNumber') : errors.join(' ')}
        </p>
      ) : null}
    </li>
  );
});
