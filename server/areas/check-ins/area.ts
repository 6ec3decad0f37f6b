import { checkInAssignments, checkInForms, checkInSubmissions } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { toCheckInAssignmentRow, toCheckInFormRow, toCheckInSubmissionRow } from './row';
import { createCheckInAssignment, deleteCheckInAssignment, updateCheckInAssignment } from './commands/assignments';
import { createCheckInForm, deleteCheckInForm, updateCheckInForm } from './commands/forms';
import { reviewCheckIn } from './commands/review';
import { submitCheckIn } from './commands/submit';
import { registerCheckInRoutes } from './routes';

export const checkInsServer = defineServerArea({
  tables: {
    checkInForms: serverTable(checkInForms, toCheckInFormRow),
    checkInAssignments: serverTable(checkInAssignments, toCheckInAssignmentRow),
    // A client-role viewer's row leaves out the trainer's private note.
    checkInSubmissions: serverTable(checkInSubmissions, (r, viewer) => toCheckInSubmissionRow(r, viewer.user.role)),
  },
  commands: {
    'checkInForm.create': createCheckInForm,
    'checkInForm.update': updateCheckInForm,
    'checkInForm.delete': deleteCheckInForm,
    'checkInAssignment.create': createCheckInAssignment,
    'checkInAssignment.update': updateCheckInAssignment,
    'checkInAssignment.delete': deleteCheckInAssignment,
    'checkIn.submit': submitCheckIn,
    'checkIn.review': reviewCheckIn,
  },
  routes: registerCheckInRoutes,
});
