import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInReviewArgs } from '../../../../domain/check-ins/mutations';
import type { CheckInSubmissionRow } from '../../../../domain/check-ins/entity';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { checkInSubmissions } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { NotFound } from '../../../errors';
import { toCheckInSubmissionRow } from '../row';

/**
 * The trainer marks a check-in reviewed (checkIn.review; POST
 * /api/check-ins/{id}/review), with a note the client sees and a private one,
 * each left as it was when not given. The first review's time stays: a later
 * change of a note does not move it.
 */
export async function reviewCheckIn(db: Db, actor: AuthUser, a: CheckInReviewArgs): Promise<CheckInSubmissionRow> {
  assertTrainer(actor);
  const [row] = await db
    .update(checkInSubmissions)
    .set({
      reviewedAt: sql`coalesce(${checkInSubmissions.reviewedAt}, now())`,
      updatedAt: sql`now()`,
      ...(a.reviewNote !== undefined ? { reviewNote: a.reviewNote } : {}),
      ...(a.privateNote !== undefined ? { privateNote: a.privateNote } : {}),
    })
    .where(and(eq(checkInSubmissions.id, a.id), eq(checkInSubmissions.spaceId, actor.id), isNull(checkInSubmissions.deletedAt)))
    .returning();
  if (!row) throw new NotFound();
  return toCheckInSubmissionRow(row, actor.role);
}
