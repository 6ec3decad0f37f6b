import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Locale } from '../../../domain/constants';
import { formatMoney } from '../../../domain/currency';
import { htmlLangOf } from '../../../domain/language';
import { checkoutLinkUser } from './commands/checkout-link';
import { completeCheckout } from './commands/complete-checkout';
import { SUCCESS_PATHS, startCheckout } from './commands/start-checkout';
import type { HonoEnv } from '../../context';
import { localCheckoutSession } from './queries';
import { Conflict } from '../../errors';
import { LOCAL_CHECKOUT_TEXTS } from './checkout-texts';
import { route } from '../../http/route';

/*
 * Pages the browser navigates to (not JSON calls): the checkout link of a
 * 402 and the local provider's checkout. Under /api so the installed app's
 * service worker lets the navigation reach the server instead of answering
 * with the app shell.
 */

const tags = ['Subscription'];
const html = (description: string) => ({ content: { 'text/html': { schema: z.string() } }, description });
const redirect = (description: string) => ({ description, headers: { Location: { schema: { type: 'string' as const } } } });
const SessionParam = z.object({ sessionId: z.uuid() });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const localPageRoute = route('public', {
  method: 'get',
  path: '/api/checkout/local/{sessionId}',
  operationId: 'localCheckoutPage',
  tags,
  summary: 'The local provider\u2019s checkout page (no money moves), in the session\u2019s language',
  request: { params: SessionParam },
  responses: { 200: html('The page'), 303: redirect('Already paid: to the success page'), 404: html('Unknown session') },
});
/** A price as a checkout shows it: whole euros without decimals (€15), others with both (€7.50). */
const price = (minor: number, lang: Locale) => formatMoney(minor / 100, lang, 'EUR');

const esc = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function page(lang: Locale, title: string, body: string) {
  return `<!doctype html><html lang="${htmlLangOf(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark"><title>${esc(title)}</title><style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px 16px;background:#f4f5f7;color:#1d2330}
main{max-width:440px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 1px 4px rgba(0,0,0,.08)}
h1{font-size:1.35rem;margin:0 0 16px}.note{background:#fff6d6;border:1px solid #e8c95a;border-radius:8px;padding:12px;margin:0 0 20px}
.plan{display:flex;justify-content:space-between;align-items:baseline;gap:12px;font-weight:600}.price{font-size:1.25rem;white-space:nowrap}.per{font-size:.9rem;font-weight:400;color:#5b6474}.muted{color:#5b6474}
button{width:100%;font:inherit;font-weight:600;padding:14px;border:0;border-radius:8px;background:#2454d6;color:#fff;cursor:pointer;margin-top:20px}
a{display:block;text-align:center;margin-top:14px;color:#2454d6}
@media (prefers-color-scheme:dark){body{background:#111418;color:#e7e9ee}main{background:#1b1f26;box-shadow:none}.note{background:#3a3214;border-color:#7a6420}.muted,.per{color:#a4acba}a{color:#8fb0ff}}
</style></head><body><main>${body}</main></body></html>`;
}

export function registerCheckoutPages(app: OpenAPIHono<HonoEnv>) {
  // The two redirects below are browser navigations, not API calls, and stay out of the OpenAPI document
  // (an operation there must answer a 2xx). GET /api/checkout/start?u&e&s: the checkout_url of a 402 opens
  // a new checkout for the trainer the link was signed for; a forged or expired link goes to /login.
  app.get('/api/checkout/start', async (c) => {
    const ctx = c.var.ctx;
    const q = c.req.query();
    const userId = checkoutLinkUser(ctx, { u: q.u?.slice(0, 64), e: q.e?.slice(0, 20), s: q.s?.slice(0, 128) });
    if (!userId) return c.redirect('/login', 302);
    try {
      const { url } = await startCheckout(ctx, userId);
      return c.redirect(url, 302);
    } catch (err) {
      if (err instanceof Conflict && err.code === 'already_subscribed') return c.redirect('/trainer', 302);
      if (err instanceof Conflict) return c.redirect('/trial-expired?checkout_error=1', 302);
      return c.redirect('/login', 302);
    }
  });

  const sessionOf = (ctx: HonoEnv['Variables']['ctx'], id: string) => localCheckoutSession(ctx.db, id);
  const successUrl = (ctx: HonoEnv['Variables']['ctx'], s: { purpose: 'registration' | 'subscription'; providerRef: string }) =>
    `${ctx.config.appUrl}${SUCCESS_PATHS[s.purpose]}?session_id=${encodeURIComponent(s.providerRef)}`;
  const notFound = (lang: Locale) => {
    const t = LOCAL_CHECKOUT_TEXTS[lang];
    return page(lang, t.title, `<h1>${esc(t.title)}</h1><p>${esc(t.notFound)}</p><a href="/login">${esc(t.backToApp)}</a>`);
  };

  app.openapi(localPageRoute, async (c) => {
    const ctx = c.var.ctx;
    const s = await sessionOf(ctx, c.req.valid('param').sessionId);
    if (!s) return c.html(notFound('en'), 404);
    if (s.status === 'completed') return c.redirect(successUrl(ctx, s), 303);
    const lang = s.language;
    const t = LOCAL_CHECKOUT_TEXTS[lang];
    const date = s.trialEndsAt ? new Intl.DateTimeFormat(htmlLangOf(lang), { dateStyle: 'long', timeZone: 'UTC' }).format(s.trialEndsAt) : null;
    const cancel = s.purpose === 'registration' ? '/login' : '/trial-expired';
    const body = `<h1>${esc(t.title)}</h1>
<p class="note" role="note">${esc(t.noMoney)}</p>
<p class="plan"><span>${esc(t.plan[s.plan])}</span><span class="price">${esc(price(s.amountMinor, lang))} <span class="per">${esc(t.perMonth)}</span></span></p>
<p class="muted">${esc(date ? t.trial(date) : t.chargedNow)}</p>
<form method="post" action="/api/checkout/local/${s.id}/pay"><button type="submit">${esc(t.pay)}</button></form>
<a href="${cancel}">${esc(t.cancel)}</a>`;
    return c.html(page(lang, t.title, body), 200);
  }) as never;

  // The local checkout's Pay button: completes the session and redirects to the success page.
  app.post('/api/checkout/local/:sessionId/pay', async (c) => {
    const ctx = c.var.ctx;
    const id = c.req.param('sessionId');
    const s = UUID.test(id) ? await sessionOf(ctx, id) : undefined;
    if (!s) return c.html(notFound('en'), 404);
    if (s.status === 'open') {
      await completeCheckout(ctx, s, { customerId: `local_cus_${s.trainerId}`, subscriptionId: `local_sub_${s.trainerId}` }, { type: 'user', id: s.trainerId });
    }
    return c.redirect(successUrl(ctx, s), 303);
  });
}
