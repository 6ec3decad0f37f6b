import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { emptyOnboarding } from '../../../domain/onboarding/empty';
import { OnboardingRow } from '../../../domain/onboarding/entity';
import { CALLER_SOURCES, checklist, nextStep, ONBOARDING_STEPS, onboardingPercent, STEP_LINKS, STEP_SOURCES } from '../../../domain/onboarding/steps';
import { completeStepCommand, readOnboarding, setStateCommand } from './commands/commands';
import { toOnboardingRow } from './row';
import type { HonoEnv } from '../../context';
import { write } from '../../replication/write';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';

/** docs/rules/onboarding.md "The nine steps" as the REST API shows it, with the progress (docs/rules/onboarding.md "Progress": completed/9, rounded). */
// The row's stored steps are shown as the whole checklist, and the progress added; the row's ids and stamps are the server's.
const Onboarding = restDto(OnboardingRow, {
  pick: ['expanded', 'dismissedAt', 'steps'],
  add: {
    dismissed: z.boolean(),
    steps: z.array(
      z.object({
        id: z.enum(ONBOARDING_STEPS),
        completed: z.boolean(),
        source: z.enum(STEP_SOURCES).nullable(),
        completed_at: z.string().nullable(),
        can_complete_manually: z.boolean(),
        url: z.string(),
      }),
    ),
    completed_count: z.number().int(),
    total_steps: z.number().int(),
    percent: z.number().int(),
    next_step: z.enum(ONBOARDING_STEPS).nullable(),
  },
});
const OnboardingDto = Onboarding.schema;

function dto(row: OnboardingRow) {
  return Onboarding.from(row, {
    dismissed: row.dismissedAt !== null,
    steps: checklist(row.steps).map((s) => ({
      id: s.id,
      completed: s.completed !== null,
      source: s.completed?.source ?? null,
      completed_at: s.completed?.completedAt ?? null,
      can_complete_manually: s.manual,
      url: STEP_LINKS[s.id],
    })),
    completed_count: new Set(row.steps.map((s) => s.id)).size,
    total_steps: ONBOARDING_STEPS.length,
    percent: onboardingPercent(row.steps),
    next_step: nextStep(row.steps),
  });
}

// The step id is checked by the command, so an unknown one gets the checklist's own message (404).
const StepParam = z.object({ stepId: z.string().max(64) });
const CompleteBody = z.object({ source: z.enum(CALLER_SOURCES, { error: MESSAGES.validationFailed }).optional() });
const StateBody = z
  .object({ expanded: z.boolean({ error: MESSAGES.validationFailed }).optional(), dismissed: z.boolean({ error: MESSAGES.validationFailed }).optional() })
  .refine((b) => b.expanded !== undefined || b.dismissed !== undefined, { error: MESSAGES.validationFailed });

const trainer = ['trainer'] as const;

const get = route(trainer, {
  method: 'get',
  path: '/api/trainer/onboarding',
  operationId: 'getOnboarding',
  tags: ['Onboarding'],
  summary: 'The caller’s onboarding checklist: the nine steps in order, which are done and how, the percent, and the panel’s state',
  responses: { 200: json(OnboardingDto, 'The checklist') },
});

const complete = route(trainer, {
  method: 'post',
  path: '/api/trainer/onboarding/steps/{stepId}/complete',
  operationId: 'completeOnboardingStep',
  tags: ['Onboarding'],
  summary:
    'Tick a step (same command as onboarding.completeStep): source manual (default; refused for set-language and create-client, which only their events complete) or app (install-pwa: the app runs installed)',
  request: { params: StepParam, body: { content: { 'application/json': { schema: CompleteBody } }, required: false } },
  responses: { 200: json(OnboardingDto, 'The checklist'), 404: json(ErrorBody, MESSAGES.onboardingUnknownStep) },
});

const state = route(trainer, {
  method: 'patch',
  path: '/api/trainer/onboarding/state',
  operationId: 'setOnboardingState',
  tags: ['Onboarding'],
  summary: 'Expand or collapse the panel, or dismiss it (dismissed: false brings it back); same command as onboarding.setState',
  request: body(StateBody),
  responses: { 200: json(OnboardingDto, 'The checklist') },
});

export function registerOnboardingRoutes(app: OpenAPIHono<HonoEnv>) {
  const current = async (db: HonoEnv['Variables']['ctx']['db'], userId: string) => {
    const row = await readOnboarding(db, userId);
    return dto(row ? toOnboardingRow(row) : emptyOnboarding(userId, new Date().toISOString()));
  };

  app.openapi(get, async (c) => c.json(await current(c.var.ctx.db, c.var.user.id), 200));

  app.openapi(complete, async (c) => {
    const { stepId } = c.req.valid('param');
    const source = (c.req.valid('json') as z.infer<typeof CompleteBody> | undefined)?.source ?? 'manual';
    // The command checks the id: an unknown one is refused there with the checklist's own message.
    const args = { stepId: stepId as (typeof ONBOARDING_STEPS)[number], source, at: new Date().toISOString() };
    await write(c.var.ctx, c.var.user, (tx) => completeStepCommand(tx, c.var.user, args));
    return c.json(await current(c.var.ctx.db, c.var.user.id), 200);
  });

  app.openapi(state, async (c) => {
    const b = c.req.valid('json');
    await write(c.var.ctx, c.var.user, (tx) => setStateCommand(tx, c.var.user, { ...b, at: new Date().toISOString() }));
    return c.json(await current(c.var.ctx.db, c.var.user.id), 200);
  });
}
