import { sql, type SQL } from 'drizzle-orm';
import type { Locale, Role } from '../../../../domain/constants';
import { MESSAGE_MAIL_DEFAULT } from '../../../../domain/notifications/data';
import { notificationText } from '../../../../domain/notifications/texts';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/database';
import { notificationMail } from '../../../mail/templates/notification';
import { messageNotificationKey, previewOf } from '../../messaging/notify';

/** Messages that waited longer than this past their delay (a server down for days) are not mailed any more. */
const MAIL_MAX_LATE_MS = 2 * 86_400_000;
const BATCH = 200;

const MORE: Record<Locale, (n: number) => string> = {
  en: (n) => `(${n} unread messages)`,
  sk: (n) => `(neprečítané správy: ${n})`,
  cz: (n) => `(nepřečtené zprávy: ${n})`,
};

/** Both drivers answer raw queries with their rows under `rows`. */
async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Due = {
  message_id: string;
  body: string;
  conversation_id: string;
  user_id: string;
  name: string;
  email: string;
  language: Locale;
  role: Role;
  sender: string;
};

/**
 * docs/rules/messaging.md "Delivery": mails each recipient the messages
 * still unread after their delay (message_mail_settings, an hour unless
 * set; 'off' never), one mail per conversation. Counted from the message's
 * arrival at the server, not its writing, so one written offline yesterday
 * gets its delay too. Unread: after the recipient's read mark, and its bell
 * notification not read either. Each message is claimed in message_mails
 * before the mail goes, so two processes or runs mail it once. `now` is the
 * job's clock (tests move it).
 */
export async function mailUnreadMessages(ctx: AppContext, now = new Date()): Promise<number> {
  const at = now.toISOString();
  const due = await ctx.db.transaction(async (tx) => {
    const found = await rows<Due>(
      tx,
      sql`
      with candidates as (
        select m.id as message_id, m.body, m.conversation_id, m.created_at, m.written_at,
          r.id as user_id, r.name, r.email, r.language, r.role,
          case when m.author_role = 'trainer' then t.name else cl.name end as sender,
          coalesce(s.delay, ${MESSAGE_MAIL_DEFAULT}) as delay,
          case when m.author_role = 'trainer' then c.client_read_at else c.trainer_read_at end as read_at,
          case when m.author_role = 'trainer' then c.client_read_id else c.trainer_read_id end as read_id
        from messages m
        join conversations c on c.id = m.conversation_id and c.deleted_at is null
        join clients cl on cl.id = m.client_id
        join users t on t.id = m.space_id
        join users r on r.id = case when m.author_role = 'trainer' then cl.user_id else m.space_id end
        left join message_mail_settings s on s.user_id = r.id
        where m.deleted_at is null and m.removed_at is null
          and m.created_at > ${at}::timestamptz - interval '1 day' - make_interval(secs => ${MAIL_MAX_LATE_MS / 1000})
          and m.created_at <= ${at}::timestamptz - interval '1 hour'
          and r.notify_by_email and r.disabled_at is null and (m.author_id is null or m.author_id <> r.id)
      )
      select d.message_id, d.body, d.conversation_id, d.user_id, d.name, d.email, d.language, d.role, d.sender
      from candidates d
      where d.delay <> 'off'
        and d.created_at <= ${at}::timestamptz - case d.delay when 'day' then interval '1 day' else interval '1 hour' end
        and d.created_at > ${at}::timestamptz - case d.delay when 'day' then interval '1 day' else interval '1 hour' end - make_interval(secs => ${MAIL_MAX_LATE_MS / 1000})
        and (d.read_at is null or (d.written_at, d.message_id) > (d.read_at, d.read_id))
        and not exists (select 1 from message_mails mm where mm.message_id = d.message_id and mm.user_id = d.user_id)
        and not exists (select 1 from notifications n where n.dedupe_key = 'message:' || d.message_id || ':' || d.user_id and n.read_at is not null)
      order by d.written_at, d.message_id
      limit ${BATCH}
    `,
    );
    if (!found.length) return [];
    const values = sql.join(
      found.map((r) => sql`(${r.message_id}::uuid, ${r.user_id}::uuid)`),
      sql`, `,
    );
    const claimed = await rows<{ message_id: string; user_id: string }>(tx, sql`insert into message_mails (message_id, user_id) values ${values} on conflict do nothing returning message_id, user_id`);
    const mine = new Set(claimed.map((c) => messageNotificationKey(c.message_id, c.user_id)));
    return found.filter((r) => mine.has(messageNotificationKey(r.message_id, r.user_id)));
  });
  const byThread = new Map<string, Due[]>();
  for (const d of due) {
    const key = `${d.user_id}:${d.conversation_id}`;
    byThread.set(key, [...(byThread.get(key) ?? []), d]);
  }
  for (const list of byThread.values()) {
    const last = list[list.length - 1]!;
    const text = notificationText(last.language, 'message', { sender_name: last.sender, preview: previewOf(last.body) });
    const message = list.length > 1 ? `${text.message} ${(MORE[last.language] ?? MORE.en)(list.length)}` : text.message;
    const path = last.role === 'trainer' ? `/trainer/messages/${last.conversation_id}` : '/client/messages';
    const mail = notificationMail(last.language, { name: last.name, title: text.title, message, url: `${ctx.config.appUrl}${path}` });
    await ctx.mailer.send({ to: last.email, ...mail }).catch((err: unknown) => ctx.log(`message mail to ${last.email} failed: ${err instanceof Error ? err.message : String(err)}`));
  }
  return due.length;
}
