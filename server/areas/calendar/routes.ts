import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import { revokeCalendarFeed, rotateCalendarFeed, setTimeZone } from './commands/feeds';
import type { HonoEnv } from '../../context';
import { NotFound } from '../../errors';
import { calendarFeedText } from './queries';
import { body, json, route } from '../../http/route';

/*
 * The user's calendar settings: their time zone, and a private iCal feed
 * (a secret URL, revocable) that Google Calendar and Apple Calendar
 * subscribe to.
 */

const tags = ['Calendar'];
const FeedFile = z.object({ file: z.string().regex(/^[A-Za-z0-9_-]{20,100}\.ics$/, { error: MESSAGES.notFound }) });

const timeZoneRoute = route('authenticated', {
  method: 'post',
  path: '/api/user/time-zone',
  operationId: 'setUserTimeZone',
  tags,
  summary: 'Store the signed-in user\u2019s IANA time zone (a trainer\u2019s new sessions are planned in it)',
  request: body(z.object({ time_zone: z.string({ error: SM.timeZoneInvalid }).max(64, { error: SM.timeZoneInvalid }) })),
  responses: { 200: json(z.object({ message: z.string(), time_zone: z.string() }), SM.timeZoneUpdated) },
});
const rotateFeedRoute = route(['trainer', 'client'], {
  method: 'post',
  path: '/api/user/calendar-feed',
  operationId: 'rotateCalendarFeed',
  tags,
  summary: 'Create (or replace, revoking the old one) the secret URL of the caller\u2019s calendar feed',
  responses: { 201: json(z.object({ url: z.string() }), 'The feed URL; keep it secret') },
});
const revokeFeedRoute = route(['trainer', 'client'], {
  method: 'delete',
  path: '/api/user/calendar-feed',
  operationId: 'revokeCalendarFeed',
  tags,
  summary: 'Revoke the caller\u2019s calendar feed URL',
  responses: { 204: { description: 'Revoked' } },
});
const feedRoute = route('public', {
  method: 'get',
  path: '/api/calendar/{file}',
  operationId: 'getCalendarFeed',
  tags,
  summary: 'A user\u2019s sessions as iCalendar ({token}.ics); the secret in the URL is the access',
  request: { params: FeedFile },
  responses: { 200: { content: { 'text/calendar': { schema: z.string() } }, description: 'The calendar' }, 404: json(ErrorBody, MESSAGES.notFound) },
});

export function registerCalendarRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(timeZoneRoute, async (c) => {
    const { time_zone } = c.req.valid('json');
    await setTimeZone(c.var.ctx.db, c.var.user, time_zone);
    return c.json({ message: SM.timeZoneUpdated, time_zone }, 200);
  });

  app.openapi(rotateFeedRoute, async (c) => {
    const token = await rotateCalendarFeed(c.var.ctx.db, c.var.user);
    const base = c.var.ctx.config.appUrl || new URL(c.req.url).origin;
    return c.json({ url: `${base}/api/calendar/${token}.ics` }, 201);
  });

  app.openapi(revokeFeedRoute, async (c) => {
    await revokeCalendarFeed(c.var.ctx.db, c.var.user);
    return c.body(null, 204);
  });

  app.openapi(feedRoute, async (c) => {
    const text = await calendarFeedText(c.var.ctx.db, c.req.valid('param').file.slice(0, -'.ics'.length));
    if (text === null) throw new NotFound();
    return c.body(text, 200, { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=300' });
  });
}
