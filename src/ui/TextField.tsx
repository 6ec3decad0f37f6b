import type { InputHTMLAttributes, Ref } from 'react';
import { FieldFrame, useDescribed } from './FieldFrame';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its error announced and tied to the field (aria-describedby). */
export function TextField({ label, error, hint, id, className, ref, ...rest }: TextFieldProps) {
  const d = useDescribed(id, hint, error);
  return (
    <FieldFrame label={label} error={error} hint={hint} className={className} {...d}>
      <input
        ref={ref}
        id={d.inputId}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={d.describedBy}
        {...rest}
      />
    </FieldFrame>
  );
}
