import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { MESSAGING_MESSAGES } from '../../../domain/messaging/messages';
import { applyLocalMutation, useClients, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Spinner } from '../../ui/Spinner';
import { bodyError } from './bodyCheck';
import { sendsOnKey } from './keys';
import { folded } from './threadView';
import './messaging.css';

/**
 * /trainer/messages/broadcast (docs/rules/messaging.md "Broadcast"): one
 * text to the clients picked, or to every active client; each gets it in
 * their own conversation, so replies come back privately.
 */
export function BroadcastScreen() {
  const { t } = useTranslation();
  const db = useUserDb();
  const clients = useClients();
  const id = useId();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [filter, setFilter] = useState('');
  const [body, setBody] = useState('');
  const [error, setError] = useState<{ field: 'to' | 'body'; text: string } | null>(null);
  const [sent, setSent] = useState<number | null>(null);

  const active = useMemo(() => (clients ?? []).filter((c) => c.status === 'active'), [clients]);
  const shown = useMemo(() => {
    const q = folded(filter.trim());
    return (clients ?? []).filter((c) => !q || folded(c.name).includes(q));
  }, [clients, filter]);

  const toggle = (cid: string, on: boolean) =>
    setPicked((p) => {
      const n = new Set(p);
      if (on) n.add(cid);
      else n.delete(cid);
      return n;
    });

  const send = () => {
    if (picked.size === 0) return setError({ field: 'to', text: MESSAGING_MESSAGES.broadcastNoRecipients });
    const e = bodyError(body);
    if (e) return setError({ field: 'body', text: e });
    const messages = [...picked].map((conversationId) => ({ id: uuidv7(), conversationId }));
    // The mutation's own check (at most 500 recipients) answers a refusal with its text; the write path's schemas are not loaded before the first write.
    applyLocalMutation(db, 'message.broadcast', { messages, body: body.trim(), writtenAt: new Date().toISOString() }).catch((e: unknown) =>
      setError({ field: 'to', text: e instanceof Error ? e.message : String(e) }),
    );
    setSent(messages.length);
    setPicked(new Set());
    setBody('');
    setError(null);
  };

  if (!clients) return <Spinner label={t('messaging.thread.loading')} />;
  return (
    <div className="page broadcast-page">
      <header className="page-header">
        <Link to="/trainer/messages" className="text-link back-link">
          {t('messaging.thread.back')}
        </Link>
        <h1 className="page-title">{t('messaging.broadcast.title')}</h1>
        <p className="page-lead">{t('messaging.broadcast.lead')}</p>
      </header>
      {sent !== null ? (
        <div>
          <Banner tone="success" title={t('messaging.broadcast.sent', { count: sent })} />
        </div>
      ) : null}
      <form
        className="broadcast-form"
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
      >
        <fieldset className="card broadcast-to" aria-describedby={error?.field === 'to' ? `${id}-to-error` : undefined}>
          <legend className="card-title">{t('messaging.broadcast.to', { count: picked.size })}</legend>
          <div className="broadcast-tools">
            <Button variant="secondary" size="sm" onClick={() => setPicked(new Set(active.map((c) => c.id)))} disabled={!active.length}>
              {t('messaging.broadcast.allActive', { count: active.length })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPicked(new Set())} disabled={!picked.size}>
              {t('messaging.broadcast.none')}
            </Button>
          </div>
          <label htmlFor={`${id}-filter`} className="visually-hidden">
            {t('messaging.broadcast.filter')}
          </label>
          <input id={`${id}-filter`} type="search" className="field-input" placeholder={t('messaging.broadcast.filter')} value={filter} onChange={(e) => setFilter(e.target.value)} />
          {clients.length === 0 ? <p>{t('messaging.inbox.noClients')}</p> : null}
          <div className="broadcast-list">
            {shown.map((c) => (
              <Checkbox
                key={c.id}
                checked={picked.has(c.id)}
                onCheckedChange={(v) => {
                  toggle(c.id, v);
                  setError(null);
                  setSent(null);
                }}
                label={c.status === 'active' ? c.name : `${c.name} (${t(`messaging.broadcast.status.${c.status}`)})`}
              />
            ))}
          </div>
          {error?.field === 'to' ? (
            <p id={`${id}-to-error`} className="field-error" role="alert">
              {translateMessage(t, error.text)}
            </p>
          ) : null}
        </fieldset>
        <div className={`card field${error?.field === 'body' ? ' field--invalid' : ''}`}>
          <label htmlFor={`${id}-body`} className="field-label">
            {t('messaging.broadcast.message')}
          </label>
          <textarea
            id={`${id}-body`}
            className="field-input field-textarea"
            rows={5}
            value={body}
            aria-invalid={error?.field === 'body'}
            aria-describedby={error?.field === 'body' ? `${id}-body-error` : undefined}
            onChange={(e) => {
              setBody(e.target.value);
              setSent(null);
              if (error?.field === 'body') setError(null);
            }}
            onKeyDown={(e) => {
              if (sendsOnKey(e)) {
                e.preventDefault();
                send();
              }
            }}
          />
          {error?.field === 'body' ? (
            <p id={`${id}-body-error`} className="field-error" role="alert">
              {translateMessage(t, error.text)}
            </p>
          ) : null}
        </div>
        <div className="thumb-bar">
          <Button type="submit" size="lg" className="thumb-bar-action">
            {t('messaging.broadcast.send', { count: picked.size })}
          </Button>
        </div>
      </form>
    </div>
  );
}
