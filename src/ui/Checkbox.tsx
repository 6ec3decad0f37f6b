import * as RadixCheckbox from '@radix-ui/react-checkbox';
import { useId, type ReactNode } from 'react';
import { CheckIcon } from './icons';
import { FieldError } from './FieldFrame';

export function Checkbox({ checked, onCheckedChange, label, error, name }: { checked: boolean; onCheckedChange: (v: boolean) => void; label: ReactNode; error?: string; name?: string }) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', 'field--checkbox', error ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
      <div className="checkbox-row">
        <RadixCheckbox.Root
          id={id}
          name={name}
          className="checkbox"
          checked={checked}
          onCheckedChange={(v) => onCheckedChange(v === true)}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        >
          <RadixCheckbox.Indicator className="checkbox-indicator">
            <CheckIcon size={16} />
          </RadixCheckbox.Indicator>
        </RadixCheckbox.Root>
        <label htmlFor={id} className="checkbox-label">
          {label}
        </label>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
