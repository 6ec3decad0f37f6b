import { useId, type ReactNode } from 'react';

export interface Described {
  label: string;
  error?: string;
  hint?: string;
}

/** Ids that tie a control to its hint and error (aria-describedby). */
export function useDescribed(id: string | undefined, hint?: string, error?: string) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** The label, hint and error around any form control, shared by text, select and textarea fields. */
export function FieldFrame({
  label,
  error,
  hint,
  inputId,
  hintId,
  errorId,
  className,
  children,
}: Described & { inputId: string; hintId?: string; errorId?: string; className?: string; children: ReactNode }) {
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A control's error under it, tied to it by aria-describedby through the id. */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  return error ? (
    <p className="field-error" id={id}>
      {error}
    </p>
  ) : null;
}
