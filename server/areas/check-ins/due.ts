import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { checkInSubmissionId } from '../../../domain/check-ins/entity';
import { latestDue } from '../../../domain/check-ins/schedule';
import type { AppContext } from '../../context';
import { checkInAssignments, checkInSubmissions } from '../../db/schema';
import { clientRecipients, notify } from '../notifications/commands/notify';
import { pokeHub } from '../../replication/pokes';

/** A check-in due longer ago than this when the job first sees it (the server was down) is not announced any more: the dashboard shows it. */
export const CHECK_IN_CATCH_UP_MS = 6 * 3_600_000;

/** The key that makes one notification per check-in and recipient, whichever process or restart sends it. */
export const checkInDueKey = (assignmentId: string, date: string, userId: string) => `check-in:${assignmentId}:${date}:${userId}`;

/**
 * docs/rules/check-ins.md "Notifications": tells each client with an account
 * that a check-in is due, at its time in the client's zone: a bell
 * notification, which the delivery job pushes (and mails). Runs every minute
 * in every process; the dedupe key makes it once per check-in. One already
 * submitted (answered offline ahead of the job) is not announced.
 */
export async function notifyDueCheckIns(ctx: AppContext, now = new Date()): Promise<number> {
  const nowMs = now.getTime();
  const live = await ctx.db
    .select()
    .from(checkInAssignments)
    .where(and(isNull(checkInAssignments.deletedAt), eq(checkInAssignments.active, true)));
  const due = live.flatMap((a) => {
    const o = latestDue(a.schedule, a.timeZone, nowMs);
    return o && o.dueMs > nowMs - CHECK_IN_CATCH_UP_MS ? [{ a, date: o.date, submissionId: checkInSubmissionId(a.id, o.date) }] : [];
  });
  if (!due.length) return 0;
  const answered = new Set(
    (
      await ctx.db
        .select({ id: checkInSubmissions.id })
        .from(checkInSubmissions)
        .where(inArray(checkInSubmissions.id, due.map((d) => d.submissionId)))
    ).map((r) => r.id),
  );
  const bySpace = new Map<string, typeof due>();
  for (const d of due) if (!answered.has(d.submissionId)) bySpace.set(d.a.spaceId, [...(bySpace.get(d.a.spaceId) ?? []), d]);
  let sent = 0;
  for (const [space, list] of bySpace) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select sync_lock_space(${space}::uuid)`);
      const people = new Map((await clientRecipients(tx, [...new Set(list.map((d) => d.a.clientId))])).map((r) => [r.clientId, r]));
      for (const { a, date } of list) {
        const to = people.get(a.clientId);
        if (!to) continue;
        const data = { check_in_title: a.title, check_in_date: date, url: `/client/check-ins/${a.id}/${date}` };
        if (await notify(tx, { spaceId: space, to, type: 'check_in_due', data, dedupeKey: checkInDueKey(a.id, date, to.id) })) sent++;
      }
    });
    pokeHub(ctx).poke([space]);
  }
  return sent;
}
