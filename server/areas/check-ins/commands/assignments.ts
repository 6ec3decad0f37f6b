import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInAssignmentCreateArgs, CheckInAssignmentDeleteArgs, CheckInAssignmentUpdateArgs } from '../../../../domain/check-ins/mutations';
import type { CheckInAssignmentRow } from '../../../../domain/check-ins/entity';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { checkInAssignments, checkInForms, users } from '../../../db/schema';
import { liveClient } from '../../clients/access';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { editRow, type Edit } from '../../../replication/edits';
import { NotFound } from '../../../errors';
import { assertTrainer } from '../../../auth/actor';
import { toCheckInAssignmentRow } from '../row';

/** The zone a client's check-ins are read in when none is given: their own settings, else the trainer's (a client without an account). */
async function clientZone(db: Db, actor: AuthUser, userId: string | null): Promise<string> {
  if (!userId) return actor.timeZone;
  const [u] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId)).limit(1);
  return u?.timeZone ?? actor.timeZone;
}

/**
 * Sends a form to one of the trainer's clients on a schedule
 * (checkInAssignment.create; POST /api/clients/{id}/check-ins). The
 * assignment takes a copy of the form as it is; a resent create finds its row.
 */
export async function createCheckInAssignment(db: Db, actor: AuthUser, a: CheckInAssignmentCreateArgs): Promise<{ row: CheckInAssignmentRow; created: boolean }> {
  assertTrainer(actor);
  const client = await liveClient(db, actor, a.clientId);
  const [form] = await db
    .select()
    .from(checkInForms)
    .where(and(eq(checkInForms.id, a.formId), eq(checkInForms.spaceId, actor.id), isNull(checkInForms.deletedAt)))
    .limit(1);
  if (!form) throw new NotFound();
  const { row, created } = await insertOrExisting(
    db,
    checkInAssignments,
    {
      id: a.id,
      spaceId: actor.id,
      clientId: client.id,
      formId: form.id,
      title: form.title,
      questions: form.questions,
      schedule: a.schedule,
      timeZone: a.timeZone ?? (await clientZone(db, actor, client.userId)),
      active: true,
    },
    { visible: eq(checkInAssignments.spaceId, actor.id), otherwise: () => new NotFound() },
  );
  return { row: toCheckInAssignmentRow(row), created };
}

/** Changes the schedule or zone, or pauses and resumes (checkInAssignment.update), each field its latest edit. */
export async function updateCheckInAssignment(db: Db, actor: AuthUser, a: CheckInAssignmentUpdateArgs, edit?: Edit): Promise<CheckInAssignmentRow> {
  assertTrainer(actor);
  const set: Partial<typeof checkInAssignments.$inferInsert> = {};
  if (a.schedule !== undefined) set.schedule = a.schedule;
  if (a.timeZone !== undefined) set.timeZone = a.timeZone;
  if (a.active !== undefined) set.active = a.active;
  const where = and(eq(checkInAssignments.id, a.id), eq(checkInAssignments.spaceId, actor.id), isNull(checkInAssignments.deletedAt))!;
  const row = await editRow(db, checkInAssignments, where, set, { entity: 'checkInAssignments', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toCheckInAssignmentRow(row);
}

/** Ends an assignment (checkInAssignment.delete); its submissions stay. Deleting a deleted one does nothing. */
export async function deleteCheckInAssignment(db: Db, actor: AuthUser, a: CheckInAssignmentDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(checkInAssignments)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkInAssignments.id, a.id), eq(checkInAssignments.spaceId, actor.id), isNull(checkInAssignments.deletedAt)))
    .returning({ id: checkInAssignments.id });
  if (row) return;
  const [gone] = await db
    .select({ id: checkInAssignments.id })
    .from(checkInAssignments)
    .where(and(eq(checkInAssignments.id, a.id), eq(checkInAssignments.spaceId, actor.id)))
    .limit(1);
  if (!gone) throw new NotFound();
}
