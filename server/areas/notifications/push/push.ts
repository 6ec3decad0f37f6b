import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../../../context';
import { pushSubscriptions } from '../../../db/schema';
import { endpointProblem, sendPush, type PushRequest } from './endpoint';
import { vapidKeys, type VapidKeys } from './vapid';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** Push services answer in well under a second; one that does not answer in this holds nobody up for longer. */
export const PUSH_TIMEOUT_MS = 5_000;

/**
 * One delivery run's state: the VAPID keys, read once, and the endpoints
 * that failed or did not answer in time, which are not tried again in the
 * same run, so a user whose endpoints hang costs the run one timeout rather
 * than one per notification.
 */
export interface PushRun {
  keys?: VapidKeys;
  failed: Set<string>;
}

export const newPushRun = (): PushRun => ({ failed: new Set() });

/** A mailto: subject for VAPID: the sender address of the mails. */
function subjectOf(ctx: AppContext): string {
  const m = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return m.includes('@') ? `mailto:${m.trim()}` : 'mailto:no-reply@repwise.local';
}

const hostOf = (endpoint: string) => (URL.canParse(endpoint) ? new URL(endpoint).host : '?');

/**
 * Sends one message to each push subscription of the user, all at once,
 * each within PUSH_TIMEOUT_MS. The request is built by web-push (encryption,
 * VAPID) and sent by endpoint.ts, which reaches public https addresses only.
 * A subscription the service answers 404 or 410 for has expired or was
 * revoked, and one whose endpoint may never be reached (stored before the
 * rule) can never be sent: both are removed. Other failures are logged.
 */
export async function pushToUser(ctx: AppContext, userId: string, msg: PushMessage, run: PushRun = newPushRun()): Promise<number> {
  const subs = (await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId))).filter((s) => !run.failed.has(s.endpoint));
  if (!subs.length) return 0;
  const keys = (run.keys ??= await vapidKeys(ctx.db));
  const remove = (endpoint: string) => ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
  const results = await Promise.all(
    subs.map(async (s): Promise<boolean> => {
      try {
        if (endpointProblem(ctx.config, s.endpoint)) {
          await remove(s.endpoint);
          ctx.log(`push to ${hostOf(s.endpoint)} refused: not a public https endpoint; subscription removed`);
          return false;
        }
        const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(msg), {
          vapidDetails: { subject: subjectOf(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
        });
        const status = await sendPush(ctx.config, req as PushRequest, AbortSignal.timeout(PUSH_TIMEOUT_MS));
        if (status === 404 || status === 410) await remove(s.endpoint);
        else if (status >= 200 && status < 300) return true;
        else ctx.log(`push to ${hostOf(s.endpoint)} answered ${status}`);
      } catch (err) {
        run.failed.add(s.endpoint);
        ctx.log(`push to ${hostOf(s.endpoint)} failed: ${err instanceof Error ? err.message : String(err)}`);
      }
      return false;
    }),
  );
  return results.filter(Boolean).length;
}
