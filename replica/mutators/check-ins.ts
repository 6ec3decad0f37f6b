import type { LocalMutators } from './types';
import type {
  CheckInAssignmentCreateArgs,
  CheckInAssignmentDeleteArgs,
  CheckInAssignmentUpdateArgs,
  CheckInFormCreateArgs,
  CheckInFormDeleteArgs,
  CheckInFormUpdateArgs,
  CheckInReviewArgs,
  CheckInSubmitArgs,
} from '../../domain/check-ins/mutations';
import type { CheckInAssignmentRow, CheckInFormRow, CheckInSubmissionRow } from '../../domain/check-ins/entity';
import { validateAnswers } from '../../domain/check-ins/answers';
import { judgeSubmission } from '../../domain/check-ins/status';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/check-ins/commands: the same outcome on the
 * device's rows, at once. Permission checks stay on the server; a rejected
 * mutation is undone by the next rebase.
 */
export async function createFormLocal(tx: LocalTx, a: CheckInFormCreateArgs): Promise<void> {
  if (await tx.get('checkInForms', a.id)) return;
  const row: CheckInFormRow = { id: a.id, title: a.title, questions: a.questions, createdAt: tx.now, updatedAt: tx.now };
  await tx.put('checkInForms', { ...row });
}

export async function updateFormLocal(tx: LocalTx, a: CheckInFormUpdateArgs): Promise<void> {
  if (!(await tx.get('checkInForms', a.id))) return;
  const changes: Partial<CheckInFormRow> = { updatedAt: tx.now };
  if (a.title !== undefined) changes.title = a.title;
  if (a.questions !== undefined) changes.questions = a.questions;
  await tx.update('checkInForms', a.id, changes);
  // The clients' copies follow the form (the server renews them in the same write).
  const { updatedAt: _, ...copy } = changes;
  for (const id of await tx.idsWhere('checkInAssignments', 'formId', a.id)) await tx.update('checkInAssignments', id, { ...copy, updatedAt: tx.now });
}

export async function deleteFormLocal(tx: LocalTx, a: CheckInFormDeleteArgs): Promise<void> {
  for (const id of await tx.idsWhere('checkInAssignments', 'formId', a.id)) await tx.delete('checkInAssignments', id);
  if (await tx.get('checkInForms', a.id)) await tx.delete('checkInForms', a.id);
}

export async function createAssignmentLocal(tx: LocalTx, a: CheckInAssignmentCreateArgs): Promise<void> {
  if (await tx.get('checkInAssignments', a.id)) return;
  const form = await tx.get<CheckInFormRow>('checkInForms', a.formId);
  if (!form) return;
  const timeZone = a.timeZone ?? (await tx.profile())?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const row: CheckInAssignmentRow = {
    id: a.id,
    clientId: a.clientId,
    formId: a.formId,
    title: form.title,
    questions: form.questions,
    schedule: a.schedule,
    timeZone,
    active: true,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('checkInAssignments', { ...row });
}

export async function updateAssignmentLocal(tx: LocalTx, a: CheckInAssignmentUpdateArgs): Promise<void> {
  if (!(await tx.get('checkInAssignments', a.id))) return;
  const changes: Partial<CheckInAssignmentRow> = { updatedAt: tx.now };
  if (a.schedule !== undefined) changes.schedule = a.schedule;
  if (a.timeZone !== undefined) changes.timeZone = a.timeZone;
  if (a.active !== undefined) changes.active = a.active;
  await tx.update('checkInAssignments', a.id, changes);
}

export async function deleteAssignmentLocal(tx: LocalTx, a: CheckInAssignmentDeleteArgs): Promise<void> {
  if (await tx.get('checkInAssignments', a.id)) await tx.delete('checkInAssignments', a.id);
}

/** Stores the answers as the server will: once per check-in, only when they pass the assignment's questions and its schedule. */
export async function submitCheckInLocal(tx: LocalTx, a: CheckInSubmitArgs): Promise<void> {
  if (await tx.get('checkInSubmissions', a.id)) return;
  const as = await tx.get<CheckInAssignmentRow>('checkInAssignments', a.assignmentId);
  if (!as) return;
  const checked = validateAnswers({ title: as.title, questions: as.questions }, a.answers);
  const judged = judgeSubmission(as.schedule, as.timeZone, a.date, Date.parse(a.submittedAt));
  if (!checked.ok || !judged.ok) return;
  const row: CheckInSubmissionRow = {
    id: a.id,
    clientId: as.clientId,
    assignmentId: as.id,
    date: a.date,
    title: as.title,
    questions: as.questions,
    answers: checked.answers,
    submittedAt: a.submittedAt,
    late: judged.late,
    reviewedAt: null,
    reviewNote: null,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('checkInSubmissions', { ...row });
}

export async function reviewCheckInLocal(tx: LocalTx, a: CheckInReviewArgs): Promise<void> {
  if (!(await tx.get('checkInSubmissions', a.id))) return;
  const changes: Partial<CheckInSubmissionRow> = { reviewedAt: tx.now, updatedAt: tx.now };
  if (a.reviewNote !== undefined) changes.reviewNote = a.reviewNote;
  if (a.privateNote !== undefined) changes.privateNote = a.privateNote;
  await tx.update('checkInSubmissions', a.id, changes);
}

/** This area's local mutators, by mutation name. */
export const checkInMutators = {
  'checkInForm.create': createFormLocal,
  'checkInForm.update': updateFormLocal,
  'checkInForm.delete': deleteFormLocal,
  'checkInAssignment.create': createAssignmentLocal,
  'checkInAssignment.update': updateAssignmentLocal,
  'checkInAssignment.delete': deleteAssignmentLocal,
  'checkIn.submit': submitCheckInLocal,
  'checkIn.review': reviewCheckInLocal,
} satisfies LocalMutators;
