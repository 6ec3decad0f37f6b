import { and, desc, eq, gte, isNull, lte, type SQL } from 'drizzle-orm';
import type { CheckInAssignmentRow, CheckInFormRow, CheckInSubmissionRow } from '../../../domain/check-ins/entity';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { checkInAssignments, checkInForms, checkInSubmissions } from '../../db/schema';
import { liveClient } from '../clients/access';
import { NotFound } from '../../errors';
import { assignmentAccess, submissionAccess } from './access';
import { toCheckInAssignmentRow, toCheckInFormRow, toCheckInSubmissionRow } from './row';

/** GET /api/check-in-forms: the trainer's live forms, newest first. */
export async function listForms(db: Db, trainerId: string): Promise<CheckInFormRow[]> {
  const rows = await db
    .select()
    .from(checkInForms)
    .where(and(eq(checkInForms.spaceId, trainerId), isNull(checkInForms.deletedAt)))
    .orderBy(desc(checkInForms.createdAt), desc(checkInForms.id));
  return rows.map(toCheckInFormRow);
}

/** A client's live assignments: one of the trainer's clients (else not found), or the signed-in client's own (clientId null). */
export async function listAssignments(db: Db, actor: AuthUser, clientId: string | null): Promise<CheckInAssignmentRow[]> {
  const conds: SQL[] = [isNull(checkInAssignments.deletedAt), assignmentAccess(db, actor)];
  if (clientId !== null) conds.push(eq(checkInAssignments.clientId, (await liveClient(db, actor, clientId)).id));
  const rows = await db
    .select()
    .from(checkInAssignments)
    .where(and(...conds))
    .orderBy(desc(checkInAssignments.createdAt), desc(checkInAssignments.id));
  return rows.map(toCheckInAssignmentRow);
}

export interface SubmissionFilter {
  client_id?: string;
  assignment_id?: string;
  from?: string;
  to?: string;
  unreviewed?: boolean;
}

/** GET /api/check-ins: submissions the actor may read (the trainer's clients', or the client's own), newest date first. */
export async function listSubmissions(db: Db, actor: AuthUser, f: SubmissionFilter): Promise<CheckInSubmissionRow[]> {
  const conds: SQL[] = [isNull(checkInSubmissions.deletedAt), submissionAccess(db, actor)];
  if (f.client_id) conds.push(eq(checkInSubmissions.clientId, f.client_id));
  if (f.assignment_id) conds.push(eq(checkInSubmissions.assignmentId, f.assignment_id));
  if (f.from) conds.push(gte(checkInSubmissions.date, f.from));
  if (f.to) conds.push(lte(checkInSubmissions.date, f.to));
  if (f.unreviewed) conds.push(isNull(checkInSubmissions.reviewedAt));
  const rows = await db
    .select()
    .from(checkInSubmissions)
    .where(and(...conds))
    .orderBy(desc(checkInSubmissions.date), desc(checkInSubmissions.id));
  return rows.map((r) => toCheckInSubmissionRow(r, actor.role));
}

/** GET /api/check-ins/{id}: one the actor may read, else not found. */
export async function getSubmission(db: Db, actor: AuthUser, id: string): Promise<CheckInSubmissionRow> {
  const [row] = await db
    .select()
    .from(checkInSubmissions)
    .where(and(eq(checkInSubmissions.id, id), isNull(checkInSubmissions.deletedAt), submissionAccess(db, actor)))
    .limit(1);
  if (!row) throw new NotFound();
  return toCheckInSubmissionRow(row, actor.role);
}
