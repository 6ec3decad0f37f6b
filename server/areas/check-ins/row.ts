import { CheckInAssignmentRow, CheckInFormRow, CheckInSubmissionRow } from '../../../domain/check-ins/entity';
import type { AuthUser } from '../../context';
import type { checkInAssignments, checkInForms, checkInSubmissions } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** Stored check-in rows in the device's shape (domain/check-ins/entity.ts), every field by convention (replication/row-mapper.ts). */
export const toCheckInFormRow = rowMapper<CheckInFormRow, typeof checkInForms.$inferSelect>(CheckInFormRow);
export const toCheckInAssignmentRow = rowMapper<CheckInAssignmentRow, typeof checkInAssignments.$inferSelect>(CheckInAssignmentRow);
const toSubmission = rowMapper<CheckInSubmissionRow, typeof checkInSubmissions.$inferSelect>(CheckInSubmissionRow);

/** A client-role viewer does not get the trainer's private note. */
export function toCheckInSubmissionRow(r: typeof checkInSubmissions.$inferSelect, role: AuthUser['role'] = 'trainer'): CheckInSubmissionRow {
  const row = toSubmission(r);
  if (role !== 'trainer') delete row.privateNote;
  return row;
}
