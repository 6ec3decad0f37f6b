import type { Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { FieldFrame, useDescribed, type Described } from './FieldFrame';

/** A labelled native select (keyboard and screen readers know it), errors tied to it like TextField's. */
export function SelectField({ label, error, hint, id, className, ref, children, ...rest }: Described & SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> }) {
  const d = useDescribed(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} {...d}>
      <select ref={ref} id={d.inputId} className="field-input field-select" aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({ label, error, hint, id, className, ref, ...rest }: Described & TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> }) {
  const d = useDescribed(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} {...d}>
      <textarea ref={ref} id={d.inputId} className="field-input field-textarea" aria-invalid={error ? true : undefined} aria-describedby={d.describedBy} {...rest} />
    </FieldFrame>
  );
}
