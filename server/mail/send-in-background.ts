import type { AppContext } from '../context';
import type { MailMessage } from './mailer';

/**
 * Account mails leave after the answer: a slow or failing mail server must not
 * fail a registration, and forgot-password must answer as fast for unknown
 * addresses as for known ones. Failures are logged; the user can ask again.
 */
export function sendInBackground(ctx: AppContext, msg: MailMessage) {
  void ctx.mailer.send(msg).catch((err: unknown) => {
    ctx.log(`mail to ${msg.to} ("${msg.subject}") failed: ${err instanceof Error ? err.message : String(err)}`);
  });
}
