import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody, LoginResult, ProfileInput, UserDto } from '../../../domain/auth';
import { FeedbackInput } from '../../../domain/feedback/input';
import { MESSAGES } from '../../../domain/messages';
import { updateProfile } from './commands/update-profile';
import { switchCompanion } from '../companion/commands/switch';
import { turnCompanionOff } from '../companion/commands/turn-off';
import { turnCompanionOn } from '../companion/commands/turn-on';
import { sendFeedback } from '../feedback/commands/send';
import type { HonoEnv } from '../../context';
import { findUserById, userDto } from './queries';
import { body, json, route } from '../../http/route';

const Message = z.object({ message: z.string() });
const MessageWithUser = Message.extend({ user: UserDto });

const profileRoute = route('authenticated', {
  method: 'put',
  path: '/api/user/profile',
  operationId: 'updateProfile',
  tags: ['Account'],
  summary: 'Change the name; a trainer’s companion client account follows it',
  request: body(ProfileInput),
  responses: {
    200: json(MessageWithUser, MESSAGES.profileUpdated),
    403: json(ErrorBody, `${MESSAGES.companionFollowsTrainer} (code companion_follows_trainer)`),
  },
});

const feedbackRoute = route('authenticated', {
  method: 'post',
  path: '/api/feedback',
  operationId: 'sendFeedback',
  tags: ['Settings'],
  summary: 'Send feedback (docs/rules/settings.md "Feedback"): stored, then mailed to the admins',
  request: body(FeedbackInput),
  responses: {
    201: json(Message.extend({ id: z.string() }), MESSAGES.feedbackSent),
    429: json(ErrorBody, `${MESSAGES.tooManyAttempts} (5 per user per hour, with Retry-After)`),
  },
});

const companionOnRoute = route(['trainer'], {
  method: 'post',
  path: '/api/trainer/companion',
  operationId: 'turnCompanionOn',
  tags: ['Settings'],
  summary: 'Turn the companion client account on (docs/rules/accounts.md "Companion client account"): a client profile of the trainer’s own, in their own space',
  responses: { 200: json(MessageWithUser.extend({ client_id: z.string() }), MESSAGES.companionEnabled) },
});

const companionOffRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/trainer/companion',
  operationId: 'turnCompanionOff',
  tags: ['Settings'],
  summary: 'Turn the companion client account off; what it logged stays',
  responses: { 200: json(MessageWithUser, MESSAGES.companionDisabled) },
});

const switchRoute = route(['trainer', 'client'], {
  method: 'post',
  path: '/api/companion/switch',
  operationId: 'switchCompanion',
  tags: ['Settings'],
  summary: 'Switch between the trainer and their companion client account without signing in; the calling token is revoked',
  responses: {
    200: json(LoginResult, 'A token and the user of the other account'),
    403: json(ErrorBody, `${MESSAGES.companionTrainerOnly} (code companion_trainer_only): not a trainer nor a companion account`),
    409: json(ErrorBody, `${MESSAGES.companionOff} (code companion_off)`),
  },
});

export function registerSettingsRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(profileRoute, async (c) => {
    const result = await updateProfile(c.var.ctx, c.var.user.id, c.req.valid('json'));
    const user = await findUserById(c.var.ctx.db, c.var.user.id);
    return c.json({ ...result, user: await userDto(c.var.ctx.db, user!) }, 200);
  });

  app.openapi(feedbackRoute, async (c) => c.json(await sendFeedback(c.var.ctx, c.var.user, c.req.valid('json')), 201));

  app.openapi(companionOnRoute, async (c) => {
    const { clientId } = await turnCompanionOn(c.var.ctx, c.var.user);
    return c.json({ message: MESSAGES.companionEnabled, client_id: clientId, user: await userDto(c.var.ctx.db, c.var.user) }, 200);
  });

  app.openapi(companionOffRoute, async (c) => {
    await turnCompanionOff(c.var.ctx, c.var.user);
    return c.json({ message: MESSAGES.companionDisabled, user: await userDto(c.var.ctx.db, c.var.user) }, 200);
  });

  app.openapi(switchRoute, async (c) => c.json(await switchCompanion(c.var.ctx, c.var.user, c.var.tokenId), 200));
}
