import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RefKind } from '../../../domain/messaging/references';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { useLocale } from '../../hooks/useLocale';
import { Button } from '../../ui/Button';
import { bodyError, MESSAGE_BODY_MAX, showCount } from './bodyCheck';
import { readDraft, writeDraft, clearDraft, type Draft } from './drafts';
import { SendIcon } from './icons';
import { isApple, sendsOnKey } from './keys';

export interface ComposerProps {
  userId: string;
  conversationId: string;
  /** A reference to attach (a Comment button's), replacing the draft's. */
  attach?: { kind: RefKind; id: string } | null;
  onSend: (body: string, ref: { kind: RefKind; id: string } | null) => void;
  /** The attached reference is in the draft now: the caller drops it from the address. */
  onAttached?: () => void;
  label: string;
}

/**
 * The message box (docs/rules/messaging.md "Messages"): several lines, a Send
 * button, Ctrl/Cmd+Enter sends on a keyboard; what is typed is kept on the
 * device as the conversation's draft until it is sent.
 */
export function Composer({ userId, conversationId, attach, onSend, onAttached, label }: ComposerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const id = useId();
  const keyboard = useMediaQuery('(pointer: fine)');
  const [draft, setDraft] = useState<Draft>(() => readDraft(userId, conversationId) ?? { body: '', ref: null });
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);

  // Another conversation, another draft.
  useEffect(() => {
    setDraft(readDraft(userId, conversationId) ?? { body: '', ref: null });
    setError(null);
  }, [userId, conversationId]);

  // The reference goes into the stored draft and the address lets it go: a reload after the send must not attach it again.
  useEffect(() => {
    if (!attach) return;
    const next = { ...(readDraft(userId, conversationId) ?? { body: '', ref: null }), ref: attach };
    setDraft(next);
    writeDraft(userId, conversationId, next);
    onAttached?.();
    box.current?.focus();
  }, [attach?.kind, attach?.id]); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (next: Draft) => {
    setDraft(next);
    writeDraft(userId, conversationId, next);
  };

  const send = () => {
    const e = bodyError(draft.body);
    if (e) {
      setError(e);
      box.current?.focus();
      return;
    }
    onSend(draft.body.trim(), draft.ref);
    setDraft({ body: '', ref: null });
    setError(null);
    clearDraft(userId, conversationId);
    box.current?.focus();
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <form
      className={`composer field${error ? ' field--invalid' : ''}`}
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      {draft.ref ? (
        <div className="composer-ref">
          <span>{t('messaging.composer.attached', { item: t(`messaging.ref.${draft.ref.kind}`) })}</span>
          <button type="button" className="composer-ref-remove" onClick={() => update({ ...draft, ref: null })} aria-label={t('messaging.composer.removeRef')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
      <div className="composer-row">
        <textarea
          ref={box}
          id={id}
          className="field-input field-textarea composer-input"
          rows={2}
          value={draft.body}
          placeholder={t('messaging.composer.placeholder')}
          aria-invalid={!!error}
          aria-describedby={[error ? errorId : '', keyboard ? hintId : ''].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            update({ ...draft, body: e.target.value });
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            if (sendsOnKey(e)) {
              e.preventDefault();
              send();
            }
          }}
        />
        <Button type="submit" className="composer-send" icon={<SendIcon size={18} />}>
          {t('messaging.composer.send')}
        </Button>
      </div>
      <div className="composer-foot">
        {error ? (
          <p id={errorId} className="field-error" role="alert">
            {translateMessage(t, error)}
          </p>
        ) : keyboard ? (
          <p id={hintId} className="field-hint">
            {t(isApple() ? 'messaging.composer.hintApple' : 'messaging.composer.hint')}
          </p>
        ) : (
          <span />
        )}
        {showCount(draft.body) ? (
          <span className={`composer-count${draft.body.trim().length > MESSAGE_BODY_MAX ? ' is-over' : ''}`} aria-live="polite">
            {t('messaging.composer.count', { count: formatNumber(draft.body.trim().length, locale), max: formatNumber(MESSAGE_BODY_MAX, locale) })}
          </span>
        ) : null}
      </div>
    </form>
  );
}
