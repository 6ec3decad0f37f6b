import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody, LoginResult } from '../../../domain/auth';
import { AcceptInvitationInput, InviteInput } from '../../../domain/clients/invitation';
import { LOCALES } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { acceptInvitation } from './commands/accept';
import { inviteClient } from './commands/create';
import { openInvitation } from './commands/lookup';
import { revokeInvitation } from './commands/revoke';
import type { HonoEnv } from '../../context';
import { write } from '../../replication/write';
import { body, json, route } from '../../http/route';

const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const TokenParam = z.object({ token: z.string().min(1).max(200) });

const RetryBody = ErrorBody.extend({ retry_after: z.number().int().optional() });

const Sent = z.object({
  message: z.string(),
  link: z.string(),
  mail_sent: z.boolean(),
  email: z.string(),
  expires_at: z.string(),
});

const Invitation = z.object({
  trainer_name: z.string(),
  client_name: z.string(),
  email: z.string(),
  expires_at: z.string(),
  language: z.enum(LOCALES),
});

const gone = {
  404: json(ErrorBody, `${MESSAGES.invitationNotFound} (code invitation_not_found)`),
  410: json(ErrorBody, 'code invitation_expired, invitation_revoked or invitation_used'),
};

const inviteRoute = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{id}/invitation',
  operationId: 'inviteClient',
  tags: ['Invitations'],
  summary: 'Invite the client by email, or send a new link (the previous one stops working)',
  description:
    'The link is valid 7 days and works once. The mail is sent before the answer: when it fails, the answer is still 201 ' +
    `with mail_sent false and message "${MESSAGES.inviteError}", and the link to share. ` +
    'An address that already has an account is answered the same way (its owner is mailed that they have one, and how to sign in), ' +
    'so the answer tells no one who has an account. At most 30 invitations per trainer and 3 to one address per hour.',
  request: { params: IdParam, ...body(InviteInput) },
  responses: {
    201: json(Sent, `${MESSAGES.invitationSent} / ${MESSAGES.inviteError}`),
    404: json(ErrorBody, MESSAGES.notFound),
    409: json(ErrorBody, `${MESSAGES.clientHasAccount} (code client_has_account)`),
    429: json(RetryBody, `${MESSAGES.tooManyAttempts} (code too_many_attempts, with Retry-After)`),
  },
});

const revokeRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/clients/{id}/invitation',
  operationId: 'revokeInvitation',
  tags: ['Invitations'],
  summary: 'Revoke the client\u2019s open invitation (its link answers 410)',
  request: { params: IdParam },
  responses: { 204: { description: MESSAGES.invitationRevoked }, 404: json(ErrorBody, MESSAGES.notFound) },
});

const showRoute = route('public', {
  method: 'get',
  path: '/api/invitations/{token}',
  operationId: 'getInvitation',
  tags: ['Invitations'],
  summary: 'What an invitation link is for: the trainer, the client\u2019s name and email',
  request: { params: TokenParam },
  responses: { 200: json(Invitation, 'The invitation'), ...gone },
});

const acceptRoute = route('public', {
  method: 'post',
  path: '/api/invitations/{token}/accept',
  operationId: 'acceptInvitation',
  tags: ['Invitations'],
  summary: 'Register the invited client and sign them in',
  description: 'Creates the client-role user (email verified by the link), links it to the client record and makes the client active.',
  request: { params: TokenParam, ...body(AcceptInvitationInput) },
  responses: { 201: json(LoginResult, 'Registered and signed in'), ...gone },
});

export function registerInvitationRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(inviteRoute, async (c) => {
    const sent = await inviteClient(c.var.ctx, c.var.user, c.req.valid('param').id, c.req.valid('json'));
    return c.json(
      {
        message: sent.mailSent ? MESSAGES.invitationSent : MESSAGES.inviteError,
        link: sent.link,
        mail_sent: sent.mailSent,
        email: sent.email,
        expires_at: sent.expiresAt.toISOString(),
      },
      201,
    );
  });

  app.openapi(revokeRoute, async (c) => {
    await write(c.var.ctx, c.var.user, (tx) => revokeInvitation(tx, c.var.user, c.req.valid('param').id));
    return c.body(null, 204);
  });

  app.openapi(showRoute, async (c) => {
    const inv = await openInvitation(c.var.ctx.db, c.req.valid('param').token);
    return c.json(
      { trainer_name: inv.trainerName, client_name: inv.clientName, email: inv.email, expires_at: inv.expiresAt.toISOString(), language: inv.trainerLanguage },
      200,
    );
  });

  app.openapi(acceptRoute, async (c) => {
    const result = await acceptInvitation(c.var.ctx, c.req.valid('param').token, c.req.valid('json'));
    return c.json(result, 201);
  });
}
