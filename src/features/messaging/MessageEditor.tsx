import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { bodyError } from './bodyCheck';
import { sendsOnKey } from './keys';

/** Editing one's own message in place: the same rules as a new one; Escape cancels, Ctrl/Cmd+Enter saves. */
export function MessageEditor({ initial, onSave, onCancel }: { initial: string; onSave: (body: string) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const e = bodyError(body);
    if (e) return setError(e);
    onSave(body.trim());
  };
  return (
    <div className={`msg-editor field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="visually-hidden">
        {t('messaging.thread.editLabel')}
      </label>
      <textarea
        id={id}
        className="field-input field-textarea"
        value={body}
        autoFocus
        rows={3}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onCancel();
          } else if (sendsOnKey(e)) {
            e.preventDefault();
            save();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {translateMessage(t, error)}
        </p>
      ) : null}
      <div className="msg-editor-actions">
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('messaging.thread.cancel')}
        </Button>
        <Button size="sm" onClick={save}>
          {t('messaging.thread.save')}
        </Button>
      </div>
    </div>
  );
}
