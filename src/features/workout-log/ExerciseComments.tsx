import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from '../../../domain/messaging/entity';
import type { RefKind } from '../../../domain/messaging/references';
import { compareMessages } from '../../../domain/messaging/thread';
import { CommentButton, CommentList } from '../messaging';
import type { Viewer } from './access';
import type { EntryModel } from './model';

/** What an exercise's comments are about: its log, or one of its sets (docs/rules/messaging.md "References"). */
export const EXERCISE_COMMENTS: readonly RefKind[] = ['exerciseLog', 'exerciseSet'];

/**
 * The log's comments, read once for the screen (useCommentsByItem) and given
 * to every card through this context, so the cards' memo is not undone by a
 * prop and a card still shows a comment the moment it arrives.
 */
export const LogComments = createContext<{ clientId: string; viewer: Viewer; byItem: Map<string, MessageRow[]> | undefined } | null>(null);

/**
 * Under an exercise: what was said about it and its sets, and for the trainer
 * reviewing the client's log a Comment button for the exercise.
 */
export function ExerciseComments({ entry }: { entry: EntryModel }) {
  const { t } = useTranslation();
  const ctx = useContext(LogComments);
  const logId = entry.log?.id;
  if (!ctx || !logId) return null;
  const setLabel = new Map<string, string>();
  let counted = 0;
  for (const row of entry.rows) {
    const warmup = row.set?.setType === 'warmup';
    if (!warmup) counted++;
    if (row.set) setLabel.set(row.set.id, warmup ? t('workoutLog.set.set') : `${t('workoutLog.set.set')} ${counted}`);
  }
  const comments = [...(ctx.byItem?.get(logId) ?? []), ...[...setLabel.keys()].flatMap((id) => ctx.byItem?.get(id) ?? [])].sort(compareMessages);
  return (
    <div className="wl-ex-comments">
      {ctx.viewer === 'trainer' ? <CommentButton clientId={ctx.clientId} kind="exerciseLog" id={logId} /> : null}
      <CommentList comments={comments} about={(m) => (m.refKind === 'exerciseSet' && m.refId ? (setLabel.get(m.refId) ?? null) : null)} />
    </div>
  );
}
