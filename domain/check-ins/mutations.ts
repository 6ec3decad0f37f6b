import { z } from 'zod';
import { def, defineArea } from '../mutations/def';
import { instantField, optionalText } from '../mutations/fields';
import { isTimeZone } from '../time/time-zone';
import { isWallDate } from '../time/wall-time';
import { checkInAssignmentEntity, checkInFormEntity, checkInSubmissionEntity, checkInSubmissionId } from './entity';
import { CheckInFormSchema } from './form';
import { CHECK_IN_MESSAGES as M } from './messages';
import { CheckInScheduleSchema } from './schedule';

/** A trainer's note on a check-in (to the client, or their own). */
export const CHECK_IN_NOTE_MAX = 2000;
const note = () => optionalText(CHECK_IN_NOTE_MAX, M.checkInNoteTooLong);
const timeZone = z.string({ error: M.checkInTimeZoneInvalid }).refine(isTimeZone, { error: M.checkInTimeZoneInvalid });

/** A new form (the trainer's; the id made on the device, a resent create does nothing). */
export const CheckInFormCreateArgs = z.object({ id: z.uuid(), ...CheckInFormSchema.shape });
export type CheckInFormCreateArgs = z.output<typeof CheckInFormCreateArgs>;

/** Change the title or the questions; the clients' copies (their assignments) follow. */
export const CheckInFormUpdateArgs = z.object({ id: z.uuid(), title: CheckInFormSchema.shape.title.optional(), questions: CheckInFormSchema.shape.questions.optional() });
export type CheckInFormUpdateArgs = z.output<typeof CheckInFormUpdateArgs>;

/** Delete a form and its assignments; what clients submitted stays. */
export const CheckInFormDeleteArgs = z.object({ id: z.uuid() });
export type CheckInFormDeleteArgs = z.output<typeof CheckInFormDeleteArgs>;

/** Send a form to a client on a schedule. Without a zone, the client's own (their settings), else the trainer's. */
export const CheckInAssignmentCreateArgs = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  formId: z.uuid(),
  schedule: CheckInScheduleSchema,
  timeZone: timeZone.optional(),
});
export type CheckInAssignmentCreateArgs = z.output<typeof CheckInAssignmentCreateArgs>;

/** Change the schedule or zone, or pause (active false) and resume. */
export const CheckInAssignmentUpdateArgs = z.object({ id: z.uuid(), schedule: CheckInScheduleSchema.optional(), timeZone: timeZone.optional(), active: z.boolean().optional() });
export type CheckInAssignmentUpdateArgs = z.output<typeof CheckInAssignmentUpdateArgs>;

export const CheckInAssignmentDeleteArgs = z.object({ id: z.uuid() });
export type CheckInAssignmentDeleteArgs = z.output<typeof CheckInAssignmentDeleteArgs>;

/**
 * The client's answers to one check-in (docs/rules/check-ins.md "Due, late,
 * missed"). Its id is checkInSubmissionId(assignmentId, date), so a replay or
 * a second device's submit of the same check-in stores one; the answers are
 * checked against the assignment's questions by validateAnswers.
 */
export const CheckInSubmitArgs = z
  .object({
    id: z.uuid(),
    assignmentId: z.uuid(),
    date: z.string({ error: M.checkInDateInvalid }).refine(isWallDate, { error: M.checkInDateInvalid }),
    answers: z.record(z.string(), z.unknown()),
    submittedAt: instantField,
  })
  .refine((a) => a.id === checkInSubmissionId(a.assignmentId, a.date), { error: M.checkInDateInvalid, path: ['id'] });
export type CheckInSubmitArgs = z.output<typeof CheckInSubmitArgs>;

/** The trainer marks a check-in reviewed, with a note the client sees and one of their own (each optional; null clears). */
export const CheckInReviewArgs = z.object({ id: z.uuid(), reviewNote: note().optional(), privateNote: note().optional() });
export type CheckInReviewArgs = z.output<typeof CheckInReviewArgs>;

/** Check-ins: forms, who answers them when, and the answers. */
export const checkInArea = defineArea({
  entities: [checkInFormEntity, checkInAssignmentEntity, checkInSubmissionEntity],
  mutations: {
    'checkInForm.create': def({ args: CheckInFormCreateArgs, target: (a) => ({ table: 'checkInForms', id: a.id }) }),
    'checkInForm.update': def({ args: CheckInFormUpdateArgs, target: (a) => ({ table: 'checkInForms', id: a.id }) }),
    'checkInForm.delete': def({ args: CheckInFormDeleteArgs, target: (a) => ({ table: 'checkInForms', id: a.id }) }),
    'checkInAssignment.create': def({ args: CheckInAssignmentCreateArgs, target: (a) => ({ table: 'checkInAssignments', id: a.id }) }),
    'checkInAssignment.update': def({ args: CheckInAssignmentUpdateArgs, target: (a) => ({ table: 'checkInAssignments', id: a.id }) }),
    'checkInAssignment.delete': def({ args: CheckInAssignmentDeleteArgs, target: (a) => ({ table: 'checkInAssignments', id: a.id }) }),
    'checkIn.submit': def({ args: CheckInSubmitArgs, target: (a) => ({ table: 'checkInSubmissions', id: a.id }) }),
    'checkIn.review': def({ args: CheckInReviewArgs, target: (a) => ({ table: 'checkInSubmissions', id: a.id }) }),
  },
});
