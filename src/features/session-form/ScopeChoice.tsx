import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCOPES, type Scope } from './plan';

/**
 * The three scopes calendars ask about when a session of a series changes:
 * "This session", "This and following sessions", "All sessions". A scope the
 * edit cannot use is disabled with the reason under it.
 */
export function ScopeChoice({ value, onChange, disabled = {} }: { value: Scope; onChange: (s: Scope) => void; disabled?: Partial<Record<Scope, string>> }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="sform-scope">
      <legend className="sform-legend">{t('sessionForm.scope.legend')}</legend>
      {SCOPES.map((s) => {
        const reason = disabled[s];
        const hintId = reason ? `${name}-${s}-hint` : undefined;
        return (
          <div key={s} className="sform-scope-option">
            <label className={['sform-radio', reason ? 'is-disabled' : ''].filter(Boolean).join(' ')}>
              <input type="radio" name={name} value={s} checked={value === s} disabled={!!reason} aria-describedby={hintId} onChange={() => onChange(s)} />
              <span>{t(`sessionForm.scope.${s}`)}</span>
            </label>
            {reason ? (
              <p className="field-hint sform-scope-hint" id={hintId}>
                {reason}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
