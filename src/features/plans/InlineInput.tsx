import { useEffect, useRef, useState, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';

/** How long typing may pause before the value is saved without leaving the field. */
export const COMMIT_DELAY_MS = 700;

/**
 * A field of the plan editor that saves itself (no save button): after a
 * pause in typing, on Enter, on leaving the field and when the editor
 * closes. `commit` returns false to keep the draft (an invalid value).
 * While the field is being edited, a newer value from elsewhere (another
 * device, through sync) does not overwrite what is typed.
 */
function useInlineDraft(value: string, commit: (draft: string) => boolean | void) {
  const [draft, setDraft] = useState(value);
  const editing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, value, commit });
  latest.current = { draft, value, commit };

  useEffect(() => {
    if (!editing.current) setDraft(value);
  }, [value]);

  const flush = () => {
    clearTimeout(timer.current);
    const { draft: d, value: v, commit: c } = latest.current;
    if (d !== v) c(d);
  };
  useEffect(() => () => flush(), []);

  return {
    draft,
    onChange(next: string) {
      editing.current = true;
      setDraft(next);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, COMMIT_DELAY_MS);
    },
    onBlur() {
      editing.current = false;
      flush();
    },
    flush,
    reset() {
      editing.current = false;
      clearTimeout(timer.current);
      setDraft(latest.current.value);
    },
  };
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onCommit: (draft: string) => boolean | void;
};

export function InlineInput({ value, onCommit, onKeyDown, ...rest }: InputProps) {
  const d = useInlineDraft(value, onCommit);
  return (
    <input
      {...rest}
      value={d.draft}
      onChange={(e) => d.onChange(e.target.value)}
      onBlur={d.onBlur}
      onKeyDown={(e) => {
        if (e.key === 'Enter') d.flush();
        else if (e.key === 'Escape') d.reset();
        onKeyDown?.(e);
      }}
    />
  );
}

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'onBlur'> & {
  value: string;
  onCommit: (draft: string) => boolean | void;
};

export function InlineTextarea({ value, onCommit, ...rest }: TextareaProps) {
  const d = useInlineDraft(value, onCommit);
  return <textarea {...rest} value={d.draft} onChange={(e) => d.onChange(e.target.value)} onBlur={d.onBlur} />;
}
