import { and, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { NOTIFICATION_REMINDER_MINUTES } from '../../../../domain/constants';
import { calendarEntries, type CalendarEntry } from '../../../../domain/sessions/entries';
import type { AppContext } from '../../../context';
import { seriesExceptions, sessionSeries, trainingSessions } from '../../../db/schema';
import { toExceptionRow, toSeriesRow, toSessionRow } from '../../sessions/row';
import { clientRecipients, notify, timesFor, usersByIds } from '../commands/notify';
import { pokeHub } from '../../../replication/pokes';

/** The key that makes one reminder per session and recipient, whichever process or restart sends it. */
export const reminderKey = (e: Pick<CalendarEntry, 'sessionId' | 'seriesId' | 'occurrenceDate'>, userId: string) =>
  `reminder:${e.sessionId ?? `${e.seriesId}:${e.occurrenceDate}`}:${userId}`;

/**
 * Reminds each client (who has not declined) and the trainer of a session
 * starting within the next NOTIFICATION_REMINDER_MINUTES. Runs on a schedule
 * in every process; the unique dedupe key makes the second insert of a
 * reminder do nothing, so it is sent once across restarts and processes.
 * Each space's reminders are written in one transaction holding its lock.
 */
export async function sendReminders(ctx: AppContext, now = new Date()): Promise<number> {
  const from = now;
  const to = new Date(now.getTime() + NOTIFICATION_REMINDER_MINUTES * 60_000);
  // Series that may have a session in the range: started by then and not over (a day's slack for zones).
  const dayAfter = new Date(to.getTime() + 86_400_000).toISOString().slice(0, 10);
  const dayBefore = new Date(from.getTime() - 86_400_000).toISOString().slice(0, 10);
  const series = (await ctx.db.select().from(sessionSeries).where(and(isNull(sessionSeries.deletedAt), sql`${sessionSeries.date} <= ${dayAfter}`))).map(toSeriesRow).filter((s) => !s.recurrence.endDate || s.recurrence.endDate >= dayBefore);
  const seriesIds = series.map((s) => s.id);
  const exceptions = seriesIds.length ? (await ctx.db.select().from(seriesExceptions).where(and(inArray(seriesExceptions.seriesId, seriesIds), isNull(seriesExceptions.deletedAt)))).map(toExceptionRow) : [];
  const singles = await ctx.db.select().from(trainingSessions).where(and(isNull(trainingSessions.deletedAt), gte(trainingSessions.startsAt, from), lt(trainingSessions.startsAt, to)));
  const concrete = seriesIds.length ? await ctx.db.select().from(trainingSessions).where(and(isNull(trainingSessions.deletedAt), inArray(trainingSessions.seriesId, seriesIds))) : [];
  const sessionRows = [...new Map([...singles, ...concrete].map((r) => [r.id, r])).values()];
  const spaceOf = new Map<string, string>([...sessionRows.map((r) => [r.id, r.spaceId] as const)]);
  const seriesSpace = new Map<string, string>();
  for (const r of await ctx.db.select({ id: sessionSeries.id, spaceId: sessionSeries.spaceId }).from(sessionSeries).where(seriesIds.length ? inArray(sessionSeries.id, seriesIds) : sql`false`)) seriesSpace.set(r.id, r.spaceId);
  const entries = calendarEntries(sessionRows.map(toSessionRow), series, exceptions, from.toISOString(), to.toISOString()).filter((e) => e.progressStatus === 'not_started');

  const bySpace = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const space = e.sessionId ? spaceOf.get(e.sessionId) : seriesSpace.get(e.seriesId!);
    if (!space) continue;
    bySpace.set(space, [...(bySpace.get(space) ?? []), e]);
  }
  let sent = 0;
  for (const [space, list] of bySpace) {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select sync_lock_space(${space}::uuid)`);
      const [trainer] = await usersByIds(tx, [space]);
      for (const e of list) {
        const clientIds = e.clientIds.filter((c) => e.approvalByClient[c] !== 'declined');
        if (!clientIds.length) continue;
        const when = { date: e.date, time: e.time, timeZone: e.timeZone, durationMinutes: e.durationMinutes };
        const data = {
          session_title: e.title,
          ...(e.sessionId ? { session_id: e.sessionId } : { series_id: e.seriesId!, series_title: e.title, occurrence_date: e.occurrenceDate!, exception_date: e.occurrenceDate! }),
          ...(e.exceptionId ? { exception_id: e.exceptionId } : {}),
          is_recurring: !!e.seriesId,
        };
        const recipients = [...(await clientRecipients(tx, clientIds)).map((r) => ({ ...r, status: e.approvalByClient[r.clientId] })), ...(trainer ? [{ ...trainer, status: e.approvalStatus }] : [])];
        for (const r of recipients) {
          if (await notify(tx, { spaceId: space, to: r, type: 'session_reminder', data: { ...data, approval_status: r.status, ...timesFor(when, r) }, dedupeKey: reminderKey(e, r.id) })) sent++;
        }
      }
    });
    pokeHub(ctx).poke([space]);
  }
  return sent;
}

