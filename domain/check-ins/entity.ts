import { z } from 'zod';
import { v5 as uuidv5 } from 'uuid';
import { defineEntity } from '../protocol/entity';
import type { Question } from './form';
import { QUESTION_KINDS } from './form';
import type { CheckInSchedule } from './schedule';

/**
 * The check-ins area's synced rows (docs/rules/check-ins.md). A form is the
 * trainer's alone; an assignment carries a copy of its form's title and
 * questions (renewed when the form is edited), so a client reads the form
 * they answer without seeing the trainer's other forms. A submission keeps
 * the questions it answered, so an old answer reads as it was asked.
 */

// Stored shapes, checked on the way in by CheckInFormSchema / CheckInScheduleSchema; plain here for the pull and the API's schema.
const QuestionRow = z.object({
  id: z.string(),
  label: z.string(),
  required: z.boolean(),
  kind: z.enum(QUESTION_KINDS),
  unit: z.string().nullable().optional(),
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
  options: z.array(z.string()).optional(),
}) as unknown as z.ZodType<Question>;
const ScheduleRow = z.object({
  type: z.enum(['weekly', 'everyNDays']),
  weekday: z.number().optional(),
  days: z.number().optional(),
  time: z.string(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
}) as unknown as z.ZodType<CheckInSchedule>;

export const CheckInFormRow = z.object({
  id: z.string(),
  title: z.string(),
  questions: z.array(QuestionRow),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckInFormRow = z.infer<typeof CheckInFormRow>;

export const CheckInAssignmentRow = z.object({
  id: z.string(),
  clientId: z.string(),
  formId: z.string(),
  /** The form's title and questions as the client answers them now. */
  title: z.string(),
  questions: z.array(QuestionRow),
  schedule: ScheduleRow,
  /** The client's zone the schedule is read in. */
  timeZone: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckInAssignmentRow = z.infer<typeof CheckInAssignmentRow>;

export const CheckInSubmissionRow = z.object({
  /** checkInSubmissionId(assignmentId, date): a replayed or second submit of one check-in names the same row. */
  id: z.string(),
  clientId: z.string(),
  assignmentId: z.string(),
  /** The check-in's scheduled date (its key). */
  date: z.string(),
  title: z.string(),
  questions: z.array(QuestionRow),
  answers: z.record(z.string(), z.union([z.number(), z.boolean(), z.string()])),
  /** When the client submitted it on their device (judged against the schedule). */
  submittedAt: z.string(),
  late: z.boolean(),
  reviewedAt: z.string().nullable(),
  /** The trainer's note the client sees. */
  reviewNote: z.string().nullable(),
  /** The trainer's own note: never sent to the client. */
  privateNote: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CheckInSubmissionRow = z.infer<typeof CheckInSubmissionRow>;

const SUBMISSION_NAMESPACE = '6f1d3a52-6c55-4d0e-9a53-3b8f0b7c2e41';

/** The one id of an assignment's check-in of a date, on every device and the server. */
export const checkInSubmissionId = (assignmentId: string, date: string): string => uuidv5(`${assignmentId.toLowerCase()}\u001f${date}`, SUBMISSION_NAMESPACE);

export const checkInFormEntity = defineEntity({
  name: 'checkInForms',
  sqlName: 'check_in_forms',
  order: 80,
  row: CheckInFormRow,
  space: 'spaceId',
  indexes: [],
  editable: ['title', 'questions'],
});

export const checkInAssignmentEntity = defineEntity({
  name: 'checkInAssignments',
  sqlName: 'check_in_assignments',
  order: 81,
  row: CheckInAssignmentRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  // A client's check-ins (the dashboard card, the cascade) and a form's assignments (an edit renews their copy).
  indexes: ['clientId', 'formId'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['schedule', 'timeZone', 'active'],
});

export const checkInSubmissionEntity = defineEntity({
  name: 'checkInSubmissions',
  sqlName: 'check_in_submissions',
  order: 82,
  row: CheckInSubmissionRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'submittedAt',
  // An assignment's check-ins by date (the list, last week's beside this one); a client's (the cascade).
  indexes: ['[assignmentId+date]', 'clientId'],
  parent: { entity: 'clients', field: 'clientId' },
  trainerOnly: ['privateNote'],
});
