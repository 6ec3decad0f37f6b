import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { CheckInAssignmentRow, CheckInFormRow, CheckInSubmissionRow, checkInSubmissionId } from '../../../domain/check-ins/entity';
import {
  CheckInAssignmentCreateArgs,
  CheckInAssignmentUpdateArgs,
  CheckInFormCreateArgs,
  CheckInFormUpdateArgs,
  CheckInReviewArgs,
  CheckInSubmitArgs,
} from '../../../domain/check-ins/mutations';
import type { HonoEnv } from '../../context';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';
import { write } from '../../replication/write';
import { createCheckInAssignment, deleteCheckInAssignment, updateCheckInAssignment } from './commands/assignments';
import { createCheckInForm, deleteCheckInForm, updateCheckInForm } from './commands/forms';
import { reviewCheckIn } from './commands/review';
import { submitCheckIn } from './commands/submit';
import { AssignmentBody, AssignmentUpdateBody, checked, FormBody, FormUpdateBody, ReviewBody, scheduleArgs, SubmitBody } from './body';
import { getSubmission, listAssignments, listForms, listSubmissions } from './queries';

/** docs/rules/check-ins.md as the REST API shows it: the synced rows, the same commands as sync. */
const Form = restDto(CheckInFormRow);
const Assignment = restDto(CheckInAssignmentRow);
const Submission = restDto(CheckInSubmissionRow);
const data = <T extends z.ZodType>(s: T) => z.object({ data: s });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const date = z.iso.date().optional();
const SubmissionQuery = z.object({
  client_id: z.uuid().optional(),
  assignment_id: z.uuid().optional(),
  from: date,
  to: date,
  unreviewed: z.enum(['true', 'false']).optional(),
});
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const tags = ['Check-ins'];

const formsList = route(['trainer'], { method: 'get', path: '/api/check-in-forms', operationId: 'listCheckInForms', tags, summary: 'The trainer\u2019s check-in forms', responses: { 200: json(data(z.array(Form.schema)), 'The forms') } });
const formCreate = route(['trainer'], {
  method: 'post',
  path: '/api/check-in-forms',
  operationId: 'createCheckInForm',
  tags,
  summary: 'Make a check-in form (checkInForm.create; a resent id does nothing)',
  request: body(FormBody),
  responses: { 201: json(data(Form.schema), 'Made'), 200: json(data(Form.schema), 'Already made under this id') },
});
const formUpdate = route(['trainer'], {
  method: 'put',
  path: '/api/check-in-forms/{id}',
  operationId: 'updateCheckInForm',
  tags,
  summary: 'Change a form\u2019s title or questions; its clients\u2019 copies follow (checkInForm.update)',
  request: { params: IdParam, ...body(FormUpdateBody) },
  responses: { 200: json(data(Form.schema), 'Changed'), ...notFound },
});
const formDelete = route(['trainer'], {
  method: 'delete',
  path: '/api/check-in-forms/{id}',
  operationId: 'deleteCheckInForm',
  tags,
  summary: 'Delete a form and its assignments; submissions stay (checkInForm.delete)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const clientAssignments = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/check-ins',
  operationId: 'listClientCheckInAssignments',
  tags,
  summary: 'A client\u2019s check-in assignments (form copy, schedule, zone)',
  request: { params: IdParam },
  responses: { 200: json(data(z.array(Assignment.schema)), 'The assignments'), ...notFound },
});
const assignmentCreate = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/check-ins',
  operationId: 'createCheckInAssignment',
  tags,
  summary: 'Send a form to a client on a schedule (checkInAssignment.create; the zone defaults to the client\u2019s)',
  request: { params: IdParam, ...body(AssignmentBody) },
  responses: { 201: json(data(Assignment.schema), 'Assigned'), 200: json(data(Assignment.schema), 'Already assigned under this id'), ...notFound },
});
const assignmentUpdate = route(['trainer'], {
  method: 'put',
  path: '/api/check-in-assignments/{id}',
  operationId: 'updateCheckInAssignment',
  tags,
  summary: 'Change a schedule or zone, or pause and resume (checkInAssignment.update)',
  request: { params: IdParam, ...body(AssignmentUpdateBody) },
  responses: { 200: json(data(Assignment.schema), 'Changed'), ...notFound },
});
const assignmentDelete = route(['trainer'], {
  method: 'delete',
  path: '/api/check-in-assignments/{id}',
  operationId: 'deleteCheckInAssignment',
  tags,
  summary: 'End an assignment; its submissions stay (checkInAssignment.delete)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const ownAssignments = route(['client'], {
  method: 'get',
  path: '/api/client/check-ins',
  operationId: 'listOwnCheckInAssignments',
  tags,
  summary: 'The signed-in client\u2019s check-ins: each form as they answer it, and its schedule',
  responses: { 200: json(data(z.array(Assignment.schema)), 'The assignments') },
});
const submit = route(['client'], {
  method: 'post',
  path: '/api/client/check-ins',
  operationId: 'submitCheckIn',
  tags,
  summary: 'Answer a check-in (checkIn.submit; one per assignment and date: a resent submit answers the stored one)',
  request: body(SubmitBody),
  responses: { 201: json(data(Submission.schema), 'Submitted'), 200: json(data(Submission.schema), 'Already submitted'), ...notFound },
});
const submissions = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/check-ins',
  operationId: 'listCheckIns',
  tags,
  summary: 'Submitted check-ins, newest date first: the trainer\u2019s clients\u2019 or the client\u2019s own (a client never gets the private note)',
  request: { query: SubmissionQuery },
  responses: { 200: json(data(z.array(Submission.schema)), 'The check-ins') },
});
const submission = route(['trainer', 'client'], {
  method: 'get',
  path: '/api/check-ins/{id}',
  operationId: 'getCheckIn',
  tags,
  summary: 'One submitted check-in',
  request: { params: IdParam },
  responses: { 200: json(data(Submission.schema), 'The check-in'), ...notFound },
});
const review = route(['trainer'], {
  method: 'post',
  path: '/api/check-ins/{id}/review',
  operationId: 'reviewCheckIn',
  tags,
  summary: 'Mark a check-in reviewed, with a note the client sees and a private one (checkIn.review)',
  request: { params: IdParam, ...body(ReviewBody) },
  responses: { 200: json(data(Submission.schema), 'Reviewed'), ...notFound },
});

export function registerCheckInRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(formsList, async (c) => c.json({ data: (await listForms(c.var.ctx.db, c.var.user.id)).map(Form.from) }, 200));

  app.openapi(formCreate, async (c) => {
    const b = c.req.valid('json');
    const args = checked(CheckInFormCreateArgs, { ...b, id: b.id ?? uuidv7() });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createCheckInForm(tx, c.var.user, args));
    return created ? c.json({ data: Form.from(row) }, 201) : c.json({ data: Form.from(row) }, 200);
  });

  app.openapi(formUpdate, async (c) => {
    const args = checked(CheckInFormUpdateArgs, { ...c.req.valid('json'), id: c.req.valid('param').id });
    const row = await write(c.var.ctx, c.var.user, (tx) => updateCheckInForm(tx, c.var.user, args));
    return c.json({ data: Form.from(row) }, 200);
  });

  app.openapi(formDelete, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => deleteCheckInForm(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(clientAssignments, async (c) => c.json({ data: (await listAssignments(c.var.ctx.db, c.var.user, c.req.valid('param').id)).map(Assignment.from) }, 200));

  app.openapi(assignmentCreate, async (c) => {
    const b = c.req.valid('json');
    const args = checked(CheckInAssignmentCreateArgs, { id: b.id ?? uuidv7(), clientId: c.req.valid('param').id, formId: b.form_id, schedule: scheduleArgs(b.schedule), timeZone: b.time_zone });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => createCheckInAssignment(tx, c.var.user, args));
    return created ? c.json({ data: Assignment.from(row) }, 201) : c.json({ data: Assignment.from(row) }, 200);
  });

  app.openapi(assignmentUpdate, async (c) => {
    const b = c.req.valid('json');
    const args = checked(CheckInAssignmentUpdateArgs, { id: c.req.valid('param').id, schedule: b.schedule && scheduleArgs(b.schedule), timeZone: b.time_zone, active: b.active });
    const row = await write(c.var.ctx, c.var.user, (tx) => updateCheckInAssignment(tx, c.var.user, args));
    return c.json({ data: Assignment.from(row) }, 200);
  });

  app.openapi(assignmentDelete, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => deleteCheckInAssignment(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(ownAssignments, async (c) => c.json({ data: (await listAssignments(c.var.ctx.db, c.var.user, null)).map(Assignment.from) }, 200));

  app.openapi(submit, async (c) => {
    const b = c.req.valid('json');
    const id = checkInSubmissionId(b.assignment_id, b.date);
    const args = checked(CheckInSubmitArgs, { id, assignmentId: b.assignment_id, date: b.date, answers: b.answers, submittedAt: b.submitted_at ?? new Date().toISOString() });
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => submitCheckIn(tx, c.var.user, args));
    return created ? c.json({ data: Submission.from(row) }, 201) : c.json({ data: Submission.from(row) }, 200);
  });

  app.openapi(submissions, async (c) => {
    const q = c.req.valid('query');
    const rows = await listSubmissions(c.var.ctx.db, c.var.user, { ...q, unreviewed: q.unreviewed === 'true' });
    return c.json({ data: rows.map(Submission.from) }, 200);
  });

  app.openapi(submission, async (c) => c.json({ data: Submission.from(await getSubmission(c.var.ctx.db, c.var.user, c.req.valid('param').id)) }, 200));

  app.openapi(review, async (c) => {
    const b = c.req.valid('json');
    const args = checked(CheckInReviewArgs, { id: c.req.valid('param').id, reviewNote: b.review_note, privateNote: b.private_note });
    const row = await write(c.var.ctx, c.var.user, (tx) => reviewCheckIn(tx, c.var.user, args));
    return c.json({ data: Submission.from(row) }, 200);
  });
}
