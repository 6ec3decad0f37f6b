import { useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button';
import { CheckIcon, ClipboardIcon } from './icons';

export interface CopyLinkTexts {
  label: string;
  copy: string;
  copied: string;
}

/** A link in a read-only field with a copy button (clipboard API, else the selection is copied). */
export function CopyLink({ link, texts, className }: { link: string; texts: CopyLinkTexts; className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 3000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      input.current?.select();
      document.execCommand('copy');
    }
    setCopied(true);
  }

  return (
    <div className={className ? `copy-link ${className}` : 'copy-link'}>
      <label className="field-label" htmlFor={id}>
        {texts.label}
      </label>
      <div className="copy-link-row">
        <input ref={input} id={id} className="field-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()} icon={copied ? <CheckIcon size={16} /> : <ClipboardIcon size={16} />}>
          {copied ? texts.copied : texts.copy}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? texts.copied : ''}
      </span>
    </div>
  );
}
