import { useId, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

interface Described {
  label: string;
  error?: string;
  hint?: string;
}

function useDescribed(id: string | undefined, hint?: string, error?: string) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return { inputId, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

function Frame({ label, error, hint, inputId, hintId, errorId, className, children }: Described & { inputId: string; hintId?: string; errorId?: string; className?: string; children: ReactNode }) {
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
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled native select (keyboard and screen readers know it), errors tied to it like TextField's. */
export function SelectField({ label, error, hint, id, className, ref, children, ...rest }: Described & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const d = useDescribed(id, hint, error);
  return (
    <Frame label={label} error={error} hint={hint} className={className} {...d}>
      <select ref={ref} id={d.inputId} className="field-input field-select" aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest}>
        {children}
      </select>
    </Frame>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ label, error, hint, id, className, ref, ...rest }: Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const d = useDescribed(id, hint, error);
  return (
    <Frame label={label} error={error} hint={hint} className={className} {...d}>
      <textarea ref={ref} id={d.inputId} className="field-input field-textarea" aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest} />
    </Frame>
  );
}
