import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from '../../../domain/messaging/entity';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { MessageItem } from './MessageItem';
import { dayLabelKind, groupByDay, type Side } from './threadView';

interface Props {
  messages: MessageRow[];
  side: Side;
  userId: string;
  otherName: string;
  pendingIds: Set<string> | undefined;
  seenId: string | null;
  now: Date;
  onEdit: (m: MessageRow, body: string) => void;
  onRemove: (m: MessageRow) => void;
}

/** The thread's messages under a heading per day they were written on. */
export const ThreadDays = memo(function ThreadDays({ messages, side, userId, otherName, pendingIds, seenId, now, onEdit, onRemove }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      {groupByDay(messages).map((g) => {
        const kind = dayLabelKind(g.day, now);
        const label = kind === 'date' ? formatDate(`${g.day}T12:00:00`, locale, { dateStyle: 'full' }) : t(`messaging.thread.${kind}`);
        return (
          <section key={g.day} className="thread-day" aria-label={label}>
            <h3 className="thread-day-label">{label}</h3>
            <ul className="thread-list">
              {g.messages.map((m) => (
                <MessageItem
                  key={m.id}
                  message={m}
                  side={side}
                  userId={userId}
                  otherName={otherName}
                  pending={!!pendingIds?.has(m.id)}
                  seen={m.id === seenId}
                  now={now}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
});
