import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInSubmitArgs } from '../../../../domain/check-ins/mutations';
import type { CheckInSubmissionRow } from '../../../../domain/check-ins/entity';
import { validateAnswers } from '../../../../domain/check-ins/answers';
import { judgeSubmission } from '../../../../domain/check-ins/status';
import { CHECK_IN_MESSAGES } from '../../../../domain/check-ins/messages';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { checkInAssignments, checkInSubmissions } from '../../../db/schema';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { believedTime } from '../../messaging/commands/send';
import { assignmentAccess, submissionAccess } from '../access';
import { toCheckInSubmissionRow } from '../row';

/**
 * Stores a client's answers to one check-in (checkIn.submit; POST
 * /api/client/check-ins/{assignmentId}/{date}). The id is derived from the
 * assignment and the date, so a replay or a second device's submit finds the
 * stored one and stores nothing more. The answers are checked against the
 * assignment's questions and the time against its schedule, judged by when
 * the device says it was submitted (a clock far ahead is not believed).
 */
export async function submitCheckIn(db: Db, actor: AuthUser, a: CheckInSubmitArgs): Promise<{ row: CheckInSubmissionRow; created: boolean }> {
  if (actor.role !== 'client') throw new Forbidden(CHECK_IN_MESSAGES.checkInOnlyClient);
  const [stored] = await db
    .select()
    .from(checkInSubmissions)
    .where(and(eq(checkInSubmissions.id, a.id), submissionAccess(db, actor)))
    .limit(1);
  if (stored) return { row: toCheckInSubmissionRow(stored, actor.role), created: false };
  const [as] = await db
    .select()
    .from(checkInAssignments)
    .where(and(eq(checkInAssignments.id, a.assignmentId), isNull(checkInAssignments.deletedAt), assignmentAccess(db, actor)))
    .limit(1);
  if (!as) throw new NotFound();
  const checked = validateAnswers({ title: as.title, questions: as.questions }, a.answers);
  if (!checked.ok) throw new ValidationError(Object.fromEntries(checked.errors.map((e) => [`answers.${e.questionId}`, [CHECK_IN_MESSAGES[e.key]]])));
  const submittedAt = believedTime(a.submittedAt);
  const judged = judgeSubmission(as.schedule, as.timeZone, a.date, submittedAt.getTime());
  if (!judged.ok) throw new ValidationError({ date: [CHECK_IN_MESSAGES[judged.key]] });
  const { row, created } = await insertOrExisting(
    db,
    checkInSubmissions,
    {
      id: a.id,
      spaceId: as.spaceId,
      clientId: as.clientId,
      assignmentId: as.id,
      date: a.date,
      title: as.title,
      questions: as.questions,
      answers: checked.answers,
      submittedAt,
      late: judged.late,
      createdBy: actor.id,
    },
    // Someone else's check-in under this id (it can only be derived from their assignment): not found.
    { visible: sql`${submissionAccess(db, actor)}`, otherwise: () => new NotFound() },
  );
  return { row: toCheckInSubmissionRow(row, actor.role), created };
}
