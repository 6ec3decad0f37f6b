import * as RadioGroup from '@radix-ui/react-radio-group';
import type { ReactNode } from 'react';

export interface RadioCardOption<V extends string> {
  value: V;
  label: string;
  icon?: ReactNode;
  lang?: string;
}

/** A row of large radio choices (language, theme) that works by keyboard and touch. */
export function RadioCards<V extends string>({ label, value, options, onChange, disabled }: { label: string; value: V; options: RadioCardOption<V>[]; onChange: (v: V) => void; disabled?: boolean }) {
  return (
    <RadioGroup.Root className="radio-cards" aria-label={label} value={value} onValueChange={(v) => onChange(v as V)} disabled={disabled}>
      {options.map((o) => (
        <RadioGroup.Item key={o.value} value={o.value} className="radio-card" lang={o.lang}>
          {o.icon}
          <span>{o.label}</span>
          <RadioGroup.Indicator className="radio-card-dot" />
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
