import type { AppContext } from '../../../context';
import { deliverPending } from './deliver';
import { mailUnreadMessages } from './message-mail';
import { sendReminders } from './reminders';
import { notifyDueCheckIns } from '../../check-ins/due';

export interface NotificationJobs {
  stop(): Promise<void>;
}

/**
 * The notification jobs every server process runs: delivery (mail, push) of
 * new notifications every few seconds, reminders, the mail of messages
 * left unread and due check-ins (check-ins/due.ts) every minute. All are safe
 * to run in several processes at once (deliver.ts, reminders.ts). A run never
 * overlaps the previous run of the same job (a slow delivery, bounded by the
 * push timeout, skips no reminders); a failing run is logged and tried again.
 */
export function startNotificationJobs(ctx: AppContext, opts: { deliverEveryMs?: number; remindEveryMs?: number } = {}): NotificationJobs {
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  const run = (what: string, fn: () => Promise<unknown>) => () => {
    if (stopped || running.has(what)) return;
    running.set(
      what,
      fn()
        .then(() => undefined)
        .catch((err: unknown) => ctx.log(`notification ${what} failed: ${err instanceof Error ? err.message : String(err)}`))
        .finally(() => running.delete(what)),
    );
  };
  const deliver = setInterval(run('delivery', () => deliverPending(ctx)), opts.deliverEveryMs ?? 5_000);
  const remind = setInterval(run('reminders', () => sendReminders(ctx)), opts.remindEveryMs ?? 60_000);
  const mailUnread = setInterval(run('message mail', () => mailUnreadMessages(ctx)), opts.remindEveryMs ?? 60_000);
  const checkIns = setInterval(run('check-ins due', () => notifyDueCheckIns(ctx)), opts.remindEveryMs ?? 60_000);
  deliver.unref();
  remind.unref();
  mailUnread.unref();
  checkIns.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(deliver);
      clearInterval(remind);
      clearInterval(mailUnread);
      clearInterval(checkIns);
      await Promise.all(running.values());
    },
  };
}
