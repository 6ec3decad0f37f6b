import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorBody } from '../../../domain/auth';
import { PageViewBody } from '../../../domain/analytics/page-view';
import { MESSAGES } from '../../../domain/messages';
import { clientIp, takePageViewSlot } from '../../auth/rate-limit';
import { recordPageView } from './commands/record';
import type { HonoEnv } from '../../context';
import { RateLimited } from '../../errors';
import { body, json, route } from '../../http/route';

const record = route('public', {
  method: 'post',
  path: '/api/page-views',
  operationId: 'recordPageView',
  tags: ['Analytics'],
  summary: 'Count a page view (path, language, referrer host; no cookie, nothing personal)',
  request: body(PageViewBody),
  responses: { 204: { description: 'Counted' }, 429: json(ErrorBody, MESSAGES.tooManyAttempts) },
});

export function registerPageViewRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(record, async (c) => {
    // Counted per address in memory or the shared store only: the address itself is never stored with the view.
    if (!(await takePageViewSlot(c.var.ctx, clientIp(c)))) throw new RateLimited(MESSAGES.tooManyAttempts, 60);
    await recordPageView(c.var.ctx.db, c.req.valid('json'), c.req.header('host') ?? null);
    return c.body(null, 204);
  });
}
