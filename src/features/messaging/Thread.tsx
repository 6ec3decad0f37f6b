import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { MessageRow } from '../../../domain/messaging/entity';
import { readMarkOf } from '../../../domain/messaging/conversation';
import type { RefKind } from '../../../domain/messaging/references';
import { advancesMark } from '../../../domain/messaging/thread';
import { messagesOnDeviceFrom } from '../../../domain/messaging/window';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useNow } from '../../hooks/useNow';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { Composer } from './Composer';
import { useThread, type Viewer } from './hooks';
import { ThreadDays } from './ThreadDays';
import { latestFromOther, seenMessageId } from './threadView';
import { useOlderFromServer } from './useOlder';

const PAGE = 40;
/** How close to an edge (px) counts as being there. */
const EDGE = 48;

export interface ThreadProps {
  conversationId: string;
  otherName: string;
  viewer: Viewer;
  /** A reference a Comment button asked to attach. */
  attach?: { kind: RefKind; id: string } | null;
  /** The attached reference is in the composer's draft: the screen drops it from its address. */
  onAttached?: () => void;
  /** A page of its own (fills the screen) or a tab of another page. */
  variant?: 'page' | 'embedded';
}

/**
 * One conversation (docs/rules/messaging.md): its messages as a log region
 * the screen reader reads politely, the composer under it. Shows the newest
 * messages the device holds and reads more when scrolled up, keeping what was
 * on screen in place; then older ones from the server when online. Marks the
 * thread read while it is on screen and scrolled to its end.
 */
export function Thread({ conversationId, otherName, viewer, attach = null, onAttached, variant = 'page' }: ThreadProps) {
  const { t } = useTranslation();
  const db = useUserDb();
  const online = useBrowserOnline();
  const now = useNow(30_000);
  const [limit, setLimit] = useState(PAGE);
  const thread = useThread(conversationId, limit);
  const pendingIds = usePendingIds('messages');
  const older = useOlderFromServer(conversationId);
  const [removing, setRemoving] = useState<MessageRow | null>(null);
  const [newBelow, setNewBelow] = useState(false);
  const log = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  // On a longer page (the client's detail) the thread may be out of view: it is read only once seen.
  const [inView, setInView] = useState(typeof IntersectionObserver === 'undefined');
  const keepFromBottom = useRef<number | null>(null);
  const side = viewer.side;

  useEffect(() => {
    setLimit(PAGE);
    atBottom.current = true;
    setNewBelow(false);
  }, [conversationId]);

  const messages = useMemo(() => {
    const local = thread?.messages ?? [];
    if (!older.rows.length) return local;
    const ids = new Set(local.map((m) => m.id));
    return [...older.rows.filter((m) => !ids.has(m.id)), ...local];
  }, [thread, older.rows]);
  const conversation = thread?.conversation ?? null;
  const otherMark = conversation ? readMarkOf(conversation, side === 'trainer' ? 'client' : 'trainer') : { id: null, at: null };
  const seenId = seenMessageId(messages, side, otherMark);
  const last = messages[messages.length - 1];
  const heldMore = !!thread && thread.more;
  const oldest = messages[0];
  // The device holds every message from its window on: a conversation begun inside it has nothing older anywhere.
  const windowStart = messagesOnDeviceFrom(now).toISOString();
  const mayHaveOlder = !heldMore && older.more !== false && !!conversation && conversation.createdAt < windowStart && (!oldest || oldest.writtenAt >= windowStart || older.rows.length > 0);

  // Older rows put above: the messages on screen stay where they were. Otherwise, at the end: stay at the end.
  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    if (keepFromBottom.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromBottom.current;
      keepFromBottom.current = null;
    } else if (atBottom.current) el.scrollTop = el.scrollHeight;
  }, [messages.length, last?.id]);

  // Cards and day headings that fill in after the first paint grow the log: at its end, it stays at its end.
  const content = useRef<HTMLDivElement>(null);
  const hasLog = !!thread;
  useEffect(() => {
    const el = log.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (atBottom.current && keepFromBottom.current === null) el.scrollTop = el.scrollHeight;
    });
    ro.observe(inner);
    return () => ro.disconnect();
  }, [hasLog]);

  const lastSeenId = useRef(last?.id);
  useEffect(() => {
    if (!last || last.id === lastSeenId.current) return;
    lastSeenId.current = last.id;
    if (!atBottom.current && last.authorRole !== side) setNewBelow(true);
  }, [last, side]);

  const loadOlder = useCallback(() => {
    const el = log.current;
    if (el) keepFromBottom.current = el.scrollHeight - el.scrollTop;
    if (heldMore) setLimit((l) => l + PAGE);
    else if (online && mayHaveOlder && oldest) older.load(oldest);
    else keepFromBottom.current = null;
  }, [heldMore, online, mayHaveOlder, oldest, older]);

  // Read while on screen at the end: the viewer's mark moves to the other side's latest message.
  const markRead = useCallback(() => {
    if (!conversation || !inView || document.visibilityState !== 'visible' || !atBottom.current) return;
    const latest = latestFromOther(thread?.messages ?? [], side);
    if (!latest || !advancesMark(readMarkOf(conversation, side), { id: latest.id, at: latest.writtenAt })) return;
    void applyLocalMutation(db, 'conversation.read', { id: conversationId, messageId: latest.id, writtenAt: latest.writtenAt });
  }, [conversation, thread, side, db, conversationId, inView]);
  useEffect(() => {
    const el = log.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(([e]) => setInView(!!e?.isIntersecting), { threshold: 0.25 });
    io.observe(el);
    return () => io.disconnect();
  }, [thread === undefined]);
  useEffect(() => {
    markRead();
    document.addEventListener('visibilitychange', markRead);
    return () => document.removeEventListener('visibilitychange', markRead);
  }, [markRead]);

  const onScroll = () => {
    const el = log.current;
    if (!el) return;
    const bottom = el.scrollHeight - el.scrollTop - el.clientHeight < EDGE;
    if (bottom !== atBottom.current) {
      atBottom.current = bottom;
      if (bottom) {
        setNewBelow(false);
        markRead();
      }
    }
    if (el.scrollTop < EDGE && heldMore) loadOlder();
  };

  const toEnd = () => {
    const el = log.current;
    atBottom.current = true;
    setNewBelow(false);
    if (el) el.scrollTop = el.scrollHeight;
    markRead();
  };

  const send = (body: string, ref: { kind: RefKind; id: string } | null) => {
    atBottom.current = true;
    setNewBelow(false);
    const id = uuidv7();
    // A new id: the write need not ask the database for it, and the row shows in the tap's own frame.
    void applyLocalMutation(db, 'message.send', { id, conversationId, body, refKind: ref?.kind ?? null, refId: ref?.id ?? null, writtenAt: new Date().toISOString() }, undefined, { creates: [{ table: 'messages', id }] });
  };
  const edit = useCallback((m: MessageRow, body: string) => void applyLocalMutation(db, 'message.edit', { id: m.id, body, editedAt: new Date().toISOString() }), [db]);

  if (!thread) {
    return (
      <div className={`thread thread--${variant}`}>
        <Spinner label={t('messaging.thread.loading')} />
      </div>
    );
  }

  return (
    <div className={`thread thread--${variant}`}>
      <div
        ref={log}
        className="thread-log"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('messaging.thread.label', { name: otherName })}
        tabIndex={0}
        onScroll={onScroll}
        data-testid="thread-log"
      >
        <div ref={content}>
        <div className="thread-top">
          {heldMore || (online && mayHaveOlder) ? (
            <button type="button" className="btn btn--ghost btn--sm" onClick={loadOlder} disabled={older.loading}>
              {older.loading ? t('messaging.thread.loadingOlder') : t('messaging.thread.loadOlder')}
            </button>
          ) : !online && mayHaveOlder ? (
            <p className="thread-note" data-testid="older-not-on-device">
              {t('messaging.thread.olderNotOnDevice')}
            </p>
          ) : messages.length ? (
            <p className="thread-note">{t('messaging.thread.start')}</p>
          ) : null}
          {older.failed ? <p className="thread-note">{t('messaging.thread.olderFailed')}</p> : null}
        </div>
        {messages.length === 0 ? (
          <p className="thread-empty">{side === 'trainer' ? t('messaging.thread.emptyTrainer', { name: otherName }) : t('messaging.thread.emptyClient')}</p>
        ) : (
          <ThreadDays
            messages={messages}
            side={side}
            userId={viewer.userId}
            otherName={otherName}
            pendingIds={pendingIds}
            seenId={seenId}
            now={now}
            onEdit={edit}
            onRemove={setRemoving}
          />
        )}
        </div>
      </div>
      {newBelow ? (
        <button type="button" className="thread-new btn btn--primary btn--sm" onClick={toEnd}>
          {t('messaging.thread.newMessages')}
        </button>
      ) : null}
      <Composer
        userId={viewer.userId}
        conversationId={conversationId}
        attach={attach}
        onAttached={onAttached}
        onSend={send}
        label={t('messaging.composer.label', { name: otherName })}
      />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t('messaging.delete.title')}
        cancelLabel={t('messaging.delete.cancel')}
        confirmLabel={t('messaging.delete.confirm')}
        onConfirm={() => {
          const m = removing;
          setRemoving(null);
          if (m) void applyLocalMutation(db, 'message.remove', { id: m.id, removedAt: new Date().toISOString() });
        }}
      >
        <p>{t('messaging.delete.text')}</p>
      </ConfirmDialog>
    </div>
  );
}
