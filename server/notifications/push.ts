import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { AppContext } from '../context';
import { pushSubscriptions } from '../db/schema';
import { vapidKeys } from './vapid';

export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** A mailto: subject for VAPID: the sender address of the mails. */
function subjectOf(ctx: AppContext): string {
  const m = /<([^>]+)>/.exec(ctx.config.mailFrom)?.[1] ?? ctx.config.mailFrom;
  return m.includes('@') ? `mailto:${m.trim()}` : 'mailto:no-reply@repwise.local';
}

/**
 * Sends one message to each push subscription of the user. The request is
 * built by web-push (encryption, VAPID) and sent with fetch, so any push
 * service URL works; a subscription the service answers 404 or 410 for has
 * expired or was revoked and is removed. Other failures are logged.
 */
export async function pushToUser(ctx: AppContext, userId: string, msg: PushMessage): Promise<number> {
  const subs = await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (!subs.length) return 0;
  const keys = await vapidKeys(ctx.db);
  let sent = 0;
  for (const s of subs) {
    try {
      const req = webpush.generateRequestDetails({ endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } }, JSON.stringify(msg), {
        vapidDetails: { subject: subjectOf(ctx), publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: 24 * 3600,
      });
      const res = await fetch(req.endpoint, { method: req.method, headers: req.headers as Record<string, string>, body: req.body as Uint8Array<ArrayBuffer>, signal: AbortSignal.timeout(10_000) });
      if (res.status === 404 || res.status === 410) await ctx.db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, s.endpoint));
      else if (res.ok) sent++;
      else ctx.log(`push to ${new URL(s.endpoint).host} answered ${res.status}`);
    } catch (err) {
      ctx.log(`push to ${new URL(s.endpoint).host} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return sent;
}
