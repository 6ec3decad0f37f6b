import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { CheckIcon, ClipboardIcon } from '../../ui/icons';

/** The link in a read-only field with a copy button (clipboard API, else the selection is copied). */
export function CopyLink({ link }: { link: string }) {
  const { t } = useTranslation();
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
    <div className="copy-link">
      <label className="field-label" htmlFor={id}>
        {t('invitations.card.link')}
      </label>
      <div className="copy-link-row">
        <input ref={input} id={id} className="field-input" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
        <Button variant="secondary" onClick={() => void copy()} icon={copied ? <CheckIcon size={16} /> : <ClipboardIcon size={16} />}>
          {copied ? t('invitations.card.copied') : t('invitations.card.copy')}
        </Button>
      </div>
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('invitations.card.copied') : ''}
      </span>
    </div>
  );
}
