import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { CheckIcon } from './icons';
import { FieldError } from './FieldFrame';

export interface FormCheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox of a form, as the ui's Checkbox looks, but a native input (for
 * react-hook-form's register). On a pre-rendered page (the sign-in pages) the
 * browser ticks it before the app's script has run, React's hydration keeps
 * the element's state and the form reads it as it registers the field; the
 * Radix checkbox is a button that does nothing until hydrated, so such a tick
 * was lost and the form sent the box unticked.
 */
export function FormCheckbox({ label, error, id, ref, ...rest }: FormCheckboxProps) {
  const own = useId();
  const inputId = id ?? own;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <span className="checkbox-native">
          <input ref={ref} id={inputId} type="checkbox" className="checkbox-input" aria-invalid={error ? true : undefined} aria-describedby={errorId} {...rest} />
          <span className="checkbox" aria-hidden="true">
            <CheckIcon size={16} />
          </span>
        </span>
        <label htmlFor={inputId} className="checkbox-label">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
