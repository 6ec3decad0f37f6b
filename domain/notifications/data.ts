import { z } from 'zod';

/** What a notification tells (its `type`; docs/rules/notifications.md "What is notified" data.type repeats it). */
export const NOTIFICATION_TYPES = [
  'session_created',
  'session_changed',
  'session_cancelled',
  'series_created',
  'series_changed',
  'series_cancelled',
  'series_reapproval',
  'approval_answered',
  'session_reminder',
  'payment_recorded',
  'invitation_accepted',
  'workout_finished',
  'message',
  'check_in_due',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** docs/rules/messaging.md "Delivery": how long a message may stay unread before it is mailed. */
export const MESSAGE_MAIL_DELAYS = ['off', 'hour', 'day'] as const;
export type MessageMailDelay = (typeof MESSAGE_MAIL_DELAYS)[number];
/** An hour: a message read in the app by then needs no mail, and a question waits no longer than an afternoon. */
export const MESSAGE_MAIL_DEFAULT: MessageMailDelay = 'hour';
export const MESSAGE_MAIL_DELAY_MS: Record<Exclude<MessageMailDelay, 'off'>, number> = { hour: 3_600_000, day: 86_400_000 };

/**
 * docs/rules/notifications.md "What is notified" notification data. Every field optional but type, title and
 * message: title and message are written in the recipient's language when the
 * row is made (mails and pushes use them); the bell renders type + data in
 * the viewer's language instead (texts.ts), so a language change applies to
 * old notifications too. Extra fields (client_name, amount) feed those texts.
 */
export const NotificationData = z
  .object({
    type: z.string(),
    title: z.string(),
    message: z.string(),
    session_title: z.string().optional(),
    series_title: z.string().optional(),
    series_id: z.string().optional(),
    session_id: z.string().optional(),
    exception_id: z.string().optional(),
    occurrence_date: z.string().optional(),
    exception_date: z.string().optional(),
    approval_status: z.string().optional(),
    client_decision: z.enum(['approved', 'declined']).optional(),
    upcoming_count: z.number().optional(),
    is_recurring: z.boolean().optional(),
    recurrence_description: z.string().optional(),
    change_description: z.string().optional(),
    start_time: z.string().optional(),
    end_time: z.string().optional(),
    start_time_user_tz: z.string().optional(),
    end_time_user_tz: z.string().optional(),
    url: z.string().optional(),
    client_name: z.string().optional(),
    trainer_name: z.string().optional(),
    amount: z.string().optional(),
    /** A message's (type 'message'): who wrote it, its first line, its conversation. */
    sender_name: z.string().optional(),
    preview: z.string().optional(),
    conversation_id: z.string().optional(),
    /** A check-in's (type 'check_in_due'): its form's title and its date. */
    check_in_title: z.string().optional(),
    check_in_date: z.string().optional(),
  })
  .loose();
export type NotificationData = z.infer<typeof NotificationData>;
