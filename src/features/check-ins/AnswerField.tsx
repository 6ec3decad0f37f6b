import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SCALE_MAX, SCALE_MIN, type Question } from '../../../domain/check-ins/form';

const SCALE = Array.from({ length: SCALE_MAX - SCALE_MIN + 1 }, (_, i) => SCALE_MIN + i);

/** One question of a check-in and its input, by kind; its error announced and tied to it. */
export function AnswerField({ q, value, error, onChange }: { q: Question; value: string | number | boolean | undefined; error?: string; onChange: (v: string | number | boolean | undefined) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const errId = `${id}-err`;
  const described = error ? errId : undefined;
  const label = (
    <>
      {q.label}
      {q.required ? <span className="ci-required"> {t('checkIns.answer.required')}</span> : null}
    </>
  );
  const err = error ? (
    <p className="field-error" id={errId} role="alert">
      {error}
    </p>
  ) : null;

  if (q.kind === 'scale' || q.kind === 'yesNo' || q.kind === 'choice') {
    const options: { v: number | boolean | string; text: string }[] =
      q.kind === 'choice'
        ? q.options.map((o) => ({ v: o, text: o }))
        : q.kind === 'scale'
          ? SCALE.map((n) => ({ v: n, text: String(n) }))
          : [
              { v: true, text: t('checkIns.answer.yes') },
              { v: false, text: t('checkIns.answer.no') },
            ];
    return (
      <fieldset className={`ci-question ci-question--${q.kind}`} aria-describedby={described} aria-invalid={error ? true : undefined} data-question={q.id}>
        <legend className="ci-question-label">{label}</legend>
        <div className={`ci-options ci-options--${q.kind}`}>
          {options.map((o) => (
            <label key={String(o.v)} className={`ci-option${value === o.v ? ' ci-option--on' : ''}`}>
              <input type="radio" name={`${id}-${q.id}`} checked={value === o.v} onChange={() => onChange(o.v)} />
              <span>{o.text}</span>
            </label>
          ))}
        </div>
        {q.kind !== 'scale' && !q.required && value !== undefined ? (
          <button type="button" className="btn btn--link btn--sm ci-clear" onClick={() => onChange(undefined)}>
            {t('checkIns.answer.clear')}
          </button>
        ) : null}
        {err}
      </fieldset>
    );
  }
  if (q.kind === 'photo') {
    return (
      <div className="ci-question" data-question={q.id}>
        <p className="ci-question-label">{label}</p>
        <p className="ci-muted">{t('checkIns.answer.photoLater')}</p>
        {err}
      </div>
    );
  }
  const inputId = `${id}-input`;
  const common = {
    id: inputId,
    className: 'field-input',
    value: value === undefined ? '' : String(value),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  } as const;
  return (
    <div className="ci-question" data-question={q.id}>
      <label className="ci-question-label" htmlFor={inputId}>
        {label}
      </label>
      {q.kind === 'longText' ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(e.target.value)} />
      ) : q.kind === 'number' ? (
        <div className="ci-number">
          <input {...common} inputMode="decimal" autoComplete="off" onChange={(e) => onChange(e.target.value)} />
          {q.unit ? <span className="ci-unit">{q.unit}</span> : null}
        </div>
      ) : (
        <input {...common} onChange={(e) => onChange(e.target.value)} />
      )}
      {err}
    </div>
  );
}
