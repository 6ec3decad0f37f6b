import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetTarget, TrackingField } from '../../../domain/exercises/tracking';
import type { SetEdit } from '../../../domain/plans/targets';
import { SETS_MAX } from '../../../domain/plans/blocks';
import { translateMessage } from '../../i18n/translateMessage';
import { trackingLabel, trackingShort } from '../exercises';
import { InlineInput } from './InlineInput';
import { cellEdit } from './setEdits';
import { formatTargetInput } from './targetInput';
import { useLocale } from '../../hooks/useLocale';

/**
 * The targets of one block exercise, set by set, edited in place (ux: "set
 * targets per set without a page change"): a compact table with one column
 * per tracking field. "Add set" copies the last set. Each change is saved at
 * once as what it changes (blockExercise.editSets: this cell, a set added or
 * removed), so a value typed just before, whose write the table may not show
 * yet, is kept; a value out of range is not saved and says why.
 */
export function SetTable({
  name,
  fields,
  targets,
  onEdit,
}: {
  name: string;
  fields: readonly TrackingField[];
  targets: SetTarget[];
  onEdit: (edit: SetEdit) => void;
}) {
  const { t } = useTranslation();
  const language = useLocale();
  const [errors, setErrors] = useState<Record<string, string>>({});

  const commit = (index: number, field: TrackingField) => (draft: string) => {
    const key = `${index}.${field}`;
    const result = cellEdit(fields, index, field, draft);
    if ('error' in result) {
      setErrors((e) => ({ ...e, [key]: translateMessage(t, result.error) || t('plans.sets.invalidNumber') }));
      return false;
    }
    setErrors(({ [key]: _gone, ...rest }) => rest);
    onEdit(result.edit);
    return true;
  };

  return (
    <div className="pe-sets-wrap">
      <table className="pe-sets">
        <caption className="visually-hidden">{t('plans.sets.caption', { name })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('plans.sets.set')}</th>
            {fields.map((f) => (
              <th key={f} scope="col" title={trackingLabel(t, f)}>
                {trackingShort(t, f)}
              </th>
            ))}
            <th scope="col">
              <span className="visually-hidden">{t('plans.sets.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {targets.map((target, i) => (
            <tr key={i}>
              <th scope="row">{i + 1}</th>
              {fields.map((f) => {
                const key = `${i}.${f}`;
                const error = errors[key];
                return (
                  <td key={f}>
                    <InlineInput
                      className={`pe-cell${error ? ' is-invalid' : ''}`}
                      inputMode={f === 'reps' || f === 'duration' ? 'numeric' : 'decimal'}
                      aria-label={t('plans.sets.cellLabel', { set: i + 1, field: trackingLabel(t, f) })}
                      aria-invalid={error ? true : undefined}
                      title={error}
                      value={formatTargetInput(target[f], language)}
                      onCommit={commit(i, f)}
                    />
                    {error ? <span className="pe-cell-error" role="alert">{error}</span> : null}
                  </td>
                );
              })}
              <td>
                <button
                  type="button"
                  className="pe-icon-btn"
                  disabled={targets.length <= 1}
                  aria-label={t('plans.sets.remove', { set: i + 1 })}
                  onClick={() => onEdit({ kind: 'remove', set: i })}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <button type="button" className="btn btn--ghost btn--sm pe-add-set" disabled={targets.length >= SETS_MAX} onClick={() => onEdit({ kind: 'add' })}>
        <span>{t('plans.sets.add')}</span>
      </button>
    </div>
  );
}
