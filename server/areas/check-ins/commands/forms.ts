import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInFormCreateArgs, CheckInFormDeleteArgs, CheckInFormUpdateArgs } from '../../../../domain/check-ins/mutations';
import type { CheckInFormRow } from '../../../../domain/check-ins/entity';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { checkInAssignments, checkInForms } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { editRow, type Edit } from '../../../replication/edits';
import { NotFound } from '../../../errors';
import { toCheckInFormRow } from '../row';

const own = (actor: AuthUser, id: string) => and(eq(checkInForms.id, id), eq(checkInForms.spaceId, actor.id), isNull(checkInForms.deletedAt))!;

/** Makes a form (checkInForm.create; POST /api/check-in-forms). A resent create finds its row. */
export async function createCheckInForm(db: Db, actor: AuthUser, a: CheckInFormCreateArgs): Promise<{ row: CheckInFormRow; created: boolean }> {
  assertTrainer(actor);
  const { row, created } = await insertOrExisting(
    db,
    checkInForms,
    { id: a.id, spaceId: actor.id, title: a.title, questions: a.questions },
    { visible: eq(checkInForms.spaceId, actor.id), otherwise: () => new NotFound() },
  );
  return { row: toCheckInFormRow(row), created };
}

/**
 * Changes a form's title or questions (checkInForm.update), each field its
 * latest edit, and renews its assignments' copies in the same write so every
 * client answers the form as it is now.
 */
export async function updateCheckInForm(db: Db, actor: AuthUser, a: CheckInFormUpdateArgs, edit?: Edit): Promise<CheckInFormRow> {
  assertTrainer(actor);
  const set: Partial<typeof checkInForms.$inferInsert> = {};
  if (a.title !== undefined) set.title = a.title;
  if (a.questions !== undefined) set.questions = a.questions;
  const row = await editRow(db, checkInForms, own(actor, a.id), set, { entity: 'checkInForms', id: a.id }, edit);
  if (!row) throw new NotFound();
  await db
    .update(checkInAssignments)
    .set({ title: row.title, questions: row.questions, updatedAt: sql`now()` })
    .where(and(eq(checkInAssignments.formId, row.id), eq(checkInAssignments.spaceId, actor.id), isNull(checkInAssignments.deletedAt)));
  return toCheckInFormRow(row);
}

/** Deletes a form and its assignments (checkInForm.delete); submissions stay. Deleting a deleted form does nothing. */
export async function deleteCheckInForm(db: Db, actor: AuthUser, a: CheckInFormDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .select({ id: checkInForms.id, deletedAt: checkInForms.deletedAt })
    .from(checkInForms)
    .where(and(eq(checkInForms.id, a.id), eq(checkInForms.spaceId, actor.id)))
    .limit(1);
  if (!row) throw new NotFound();
  if (row.deletedAt) return;
  await db.update(checkInForms).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(checkInForms.id, a.id));
  await db
    .update(checkInAssignments)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(checkInAssignments.formId, a.id), eq(checkInAssignments.spaceId, actor.id), isNull(checkInAssignments.deletedAt)));
}
