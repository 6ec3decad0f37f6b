import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import {
  ChangePasswordInput,
  ErrorBody,
  ForgotPasswordInput,
  LanguageInput,
  LoginInput,
  LoginResult,
  RegisterTrainerInput,
  ResendVerificationInput,
  ResetPasswordInput,
  UserDto,
} from '../../../domain/auth';
import { LOCALES } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { PaymentRequiredBody } from '../../../domain/subscriptions/view';
import { DEVICE_COOKIE_MAX_AGE_SECONDS, deviceCookieName, deviceNonce, newDeviceCookie } from '../../auth/device-cookie';
import { clientIp } from '../../auth/rate-limit';
import { changePassword } from './commands/change-password';
import { forgotPassword } from './commands/forgot-password';
import { login } from './commands/login';
import { logout } from './commands/logout';
import { registerTrainer } from './commands/register-trainer';
import { resendVerification } from './commands/resend-verification';
import { resetPassword } from './commands/reset-password';
import { setLanguage } from './commands/set-language';
import { verifyEmail } from './commands/verify-email';
import type { HonoEnv } from '../../context';
import { userDto } from './queries';
import { RateLimited } from '../../errors';
import { body, json, route } from '../../http/route';

const Message = z.object({ message: z.string() });
const MessageWithEmail = z.object({ message: z.string(), email: z.string().optional() });
const LanguageResult = z.object({ message: z.string(), language: z.enum(LOCALES) });
const LoginPaymentRequired = PaymentRequiredBody.extend({ user: UserDto });
const VerifiedBody = MessageWithEmail.extend({
  checkout_url: z.string().optional().describe('Present while the registration waits for payment: where the app sends the trainer to pay'),
});
const RetryBody = ErrorBody.extend({ retry_after: z.number().int().optional() });

const loginRoute = route('public', {
  method: 'post',
  path: '/api/login',
  operationId: 'login',
  tags: ['Account'],
  summary: 'Sign in; every sign-in issues a new bearer token',
  description:
    'A browser that signed in to the account before (or reset its password) carries a device cookie and is limited on its own ' +
    '(10 failures per 15 minutes), untouched by anyone else\u2019s failures. Without one, an account is never locked: after 5 attempts ' +
    'from one address on one account each further attempt from there waits 1 s, 2 s, 4 s \u2026 up to 60 s (429 with Retry-After); ' +
    'an address failing on more than 20 accounts in 15 minutes is refused until the window ends, and an account failed on from more than ' +
    '10 addresses has every cookie-less attempt spaced the same way. ' +
    'checkout_session_id (the checkout the trainer came back from) is confirmed before access is decided; an unknown one is ignored. ' +
    'A trainer whose trial or subscription does not let them in gets 402 with code, checkout_url and user, and no token.',
  request: body(LoginInput),
  responses: {
    200: json(LoginResult, 'Signed in'),
    401: json(ErrorBody, `${MESSAGES.invalidCredentials} (unknown email or wrong password alike)`),
    402: json(LoginPaymentRequired, 'code payment_required (registration not paid), trial_expired or subscription_required'),
    403: json(ErrorBody, 'code email_verification_required (trainer with unverified email) or account_disabled'),
    429: json(RetryBody, MESSAGES.tooManyLoginAttempts),
  },
});

const logoutRoute = route('authenticated', {
  method: 'post',
  path: '/api/logout',
  operationId: 'logout',
  tags: ['Account'],
  summary: 'Revoke the token used for this call',
  responses: { 200: json(Message, MESSAGES.loggedOut) },
});

const userRoute = route('authenticated', {
  method: 'get',
  path: '/api/user',
  operationId: 'getCurrentUser',
  tags: ['Account'],
  summary: 'The signed-in user',
  responses: { 200: json(UserDto, 'The user') },
});

const userLanguageRoute = route('authenticated', {
  method: 'post',
  path: '/api/user/language',
  operationId: 'setUserLanguage',
  tags: ['Account'],
  summary: 'Store the interface language of the signed-in user',
  request: body(LanguageInput),
  responses: { 200: json(LanguageResult, MESSAGES.languageUpdated) },
});

const guestLanguageRoute = route('public', {
  method: 'post',
  path: '/api/guest/language',
  operationId: 'setGuestLanguage',
  tags: ['Account'],
  summary: 'Validate a language choice made before signing in',
  request: body(LanguageInput),
  responses: { 200: json(LanguageResult, MESSAGES.languageUpdated) },
});

const countryLookupRoute = route('public', {
  method: 'get',
  path: '/api/guest/country-lookup',
  operationId: 'getCountryLookup',
  tags: ['Account'],
  summary: 'Where the browser may ask which country it is in (the language order of docs/rules/languages.md "Language order"); null: skip that step',
  responses: { 200: json(z.object({ url: z.string().nullable() }), 'The configured COUNTRY_LOOKUP_URL, or null') },
});

const registerRoute = route('public', {
  method: 'post',
  path: '/api/trainer/register',
  operationId: 'registerTrainer',
  tags: ['Account'],
  summary: 'Register a trainer (pending email verification) and mail the verification link',
  request: body(RegisterTrainerInput),
  responses: {
    201: json(MessageWithEmail, `${MESSAGES.registered} (also for an address that has an account: its owner is mailed instead)`),
    429: json(RetryBody, `${MESSAGES.tooManyAttempts} (3 per email and 10 per address per 15 minutes)`),
  },
});

const verifyRoute = route('public', {
  method: 'post',
  path: '/api/trainer/verify-email/{id}/{hash}',
  operationId: 'verifyEmail',
  tags: ['Account'],
  summary: 'Confirm an email address from the mailed link; the registration then waits for payment (checkout_url)',
  request: { params: z.object({ id: z.string(), hash: z.string() }) },
  responses: {
    200: json(VerifiedBody, `${MESSAGES.emailVerified} / ${MESSAGES.alreadyVerified}; checkout_url while payment is pending`),
    400: json(ErrorBody, `${MESSAGES.invalidVerificationLink} (code invalid_verification_link)`),
    410: json(ErrorBody, `${MESSAGES.verificationLinkExpired} (code verification_link_expired; links work 72 hours: ask for a new one)`),
  },
});

const resendRoute = route('public', {
  method: 'post',
  path: '/api/trainer/resend-verification-email',
  operationId: 'resendVerificationEmail',
  tags: ['Account'],
  summary: 'Mail a new verification link (same answer for unknown addresses)',
  request: body(ResendVerificationInput),
  responses: {
    200: json(Message, MESSAGES.verificationSent),
    429: json(RetryBody, `${MESSAGES.resendVerificationFailed} (3 per address per 15 minutes)`),
  },
});

const forgotRoute = route('public', {
  method: 'post',
  path: '/api/forgot-password',
  operationId: 'forgotPassword',
  tags: ['Account'],
  summary: 'Mail a password reset link valid for 60 minutes (same answer for unknown addresses)',
  request: body(ForgotPasswordInput),
  responses: {
    200: json(Message, `${MESSAGES.resetLinkSent} (at most 5 mails per account per 15 minutes; past that the answer is the same and no mail leaves)`),
    429: json(RetryBody, `${MESSAGES.tooManyAttempts} (20 requests per caller address per 15 minutes)`),
  },
});

const resetRoute = route('public', {
  method: 'post',
  path: '/api/reset-password',
  operationId: 'resetPassword',
  tags: ['Account'],
  summary: 'Choose a new password with a mailed token; signs out every session',
  description: 'The browser that resets gets the account\u2019s device cookie, as a sign-in gives it: the mailed link proved the owner, so no one else\u2019s failures keep this browser from signing in.',
  request: body(ResetPasswordInput),
  responses: { 200: json(MessageWithEmail, MESSAGES.passwordReset) },
});

const changePasswordRoute = route('authenticated', {
  method: 'post',
  path: '/api/user/password',
  operationId: 'changePassword',
  tags: ['Account'],
  summary: 'Change the password; signs out the other sessions',
  request: body(ChangePasswordInput),
  responses: {
    200: json(Message, MESSAGES.passwordChanged),
    429: json(RetryBody, `${MESSAGES.tooManyAttempts} (5 wrong current passwords per account, 20 per address, per 15 minutes)`),
  },
});

/** Proof that this browser is the owner's (server/auth/device-cookie.ts): sent only to sign-in, kept through sign-out. */
function setDeviceCookie(c: Context<HonoEnv>, email: string) {
  const { appSecret, config } = c.var.ctx;
  setCookie(c, deviceCookieName(appSecret, email), newDeviceCookie(appSecret, email), {
    path: '/api/login',
    httpOnly: true,
    sameSite: 'Strict',
    secure: config.appUrl.startsWith('https:'),
    maxAge: DEVICE_COOKIE_MAX_AGE_SECONDS,
  });
}

export function registerAccountRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(loginRoute, async (c) => {
    const input = c.req.valid('json');
    try {
      const { appSecret } = c.var.ctx;
      const cookie = deviceCookieName(appSecret, input.email);
      const device = deviceNonce(appSecret, input.email, getCookie(c, cookie));
      const result = await login(c.var.ctx, { email: input.email, password: input.password, ip: clientIp(c), device, checkoutSessionId: input.checkout_session_id });
      setDeviceCookie(c, input.email);
      return c.json(result, 200);
    } catch (err) {
      const retry = err instanceof RateLimited ? err.retryAfter : undefined;
      if (typeof retry === 'number') c.header('Retry-After', String(retry));
      throw err;
    }
  });

  app.openapi(logoutRoute, async (c) => {
    await logout(c.var.ctx, c.var.tokenId);
    return c.json({ message: MESSAGES.loggedOut }, 200);
  });

  app.openapi(userRoute, async (c) => c.json(await userDto(c.var.ctx.db, c.var.user), 200));

  app.openapi(userLanguageRoute, async (c) => {
    const { language } = c.req.valid('json');
    await setLanguage(c.var.ctx, c.var.user, language);
    return c.json({ message: MESSAGES.languageUpdated, language }, 200);
  });

  app.openapi(guestLanguageRoute, (c) => {
    const { language } = c.req.valid('json');
    return c.json({ message: MESSAGES.languageUpdated, language }, 200);
  });

  app.openapi(countryLookupRoute, (c) => c.json({ url: c.var.ctx.config.countryLookupUrl ?? null }, 200));

  app.openapi(registerRoute, async (c) => {
    return c.json(await registerTrainer(c.var.ctx, c.req.valid('json'), clientIp(c)), 201);
  });

  app.openapi(verifyRoute, async (c) => {
    const { id, hash } = c.req.valid('param');
    return c.json(await verifyEmail(c.var.ctx, id, hash), 200);
  });

  app.openapi(resendRoute, async (c) => c.json(await resendVerification(c.var.ctx, c.req.valid('json').email), 200));

  app.openapi(forgotRoute, async (c) => c.json(await forgotPassword(c.var.ctx, c.req.valid('json').email, clientIp(c)), 200));

  app.openapi(resetRoute, async (c) => {
    const result = await resetPassword(c.var.ctx, c.req.valid('json'));
    setDeviceCookie(c, result.email);
    return c.json(result, 200);
  });

  app.openapi(changePasswordRoute, async (c) => {
    const result = await changePassword(c.var.ctx, { userId: c.var.user.id, tokenId: c.var.tokenId, ip: clientIp(c) }, c.req.valid('json'));
    return c.json(result, 200);
  });
}
