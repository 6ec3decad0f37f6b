import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { PASSWORD_MIN_CHANGE, PASSWORD_MIN_LOGIN } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';

/**
 * The sign-in pages' form rules as plain checks, with the messages of the
 * schemas the API validates with (domain/auth.ts: LoginInput,
 * ForgotPasswordInput, ResetPasswordInput). The pages' entry carries no zod
 * (it weighed more than the forms): signInChecks.test.ts holds these to the
 * schemas on any input, and the server still checks everything itself.
 */

/** zod's email pattern (z.email()), which the API's emailField applies. */
const EMAIL = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;
const PASSWORD_MAX = 1024;
const TOKEN_MAX = 200;

type Check<T> = { ok: true; value: T } | { ok: false; message: string };

export function checkEmail(input: string): Check<string> {
  const email = input.trim();
  if (!email) return { ok: false, message: MESSAGES.emailRequired };
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return { ok: false, message: MESSAGES.emailInvalid };
  return { ok: true, value: email.toLowerCase() };
}

function checkPassword(password: string, min: number, minMessage: string): Check<string> {
  if (!password || password.length > PASSWORD_MAX) return { ok: false, message: MESSAGES.passwordRequired };
  if (password.length < min) return { ok: false, message: minMessage };
  return { ok: true, value: password };
}

export const checkLoginPassword = (p: string) => checkPassword(p, PASSWORD_MIN_LOGIN, MESSAGES.passwordMin6);
export const checkNewPassword = (p: string) => checkPassword(p, PASSWORD_MIN_CHANGE, MESSAGES.passwordMin8);

type Rules<T> = { [K in keyof T]?: (value: string) => Check<string> };

/** A react-hook-form resolver from per-field checks; `whole` adds the rules that compare fields once each passes. */
export function plainResolver<T extends FieldValues>(rules: Rules<T>, whole?: (values: T) => Partial<Record<keyof T, string>>): Resolver<T, unknown, T> {
  return async (input) => {
    const values = { ...input } as Record<string, unknown>;
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [name, check] of Object.entries(rules) as [string, (v: string) => Check<string>][]) {
      const result = check(typeof input[name] === 'string' ? (input[name] as string) : '');
      if (result.ok) values[name] = result.value;
      else errors[name] = { type: 'custom', message: result.message };
    }
    for (const [name, message] of Object.entries(whole?.(values as T) ?? {}) as [string, string][]) {
      errors[name] ??= { type: 'custom', message };
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<T> } : { values: values as T, errors: {} };
  };
}

export const loginRules = { email: checkEmail, password: checkLoginPassword };
export const forgotPasswordRules = { email: checkEmail };

export function checkResetToken(token: string): Check<string> {
  if (!token) return { ok: false, message: MESSAGES.invalidResetToken };
  if (token.length > TOKEN_MAX) return { ok: false, message: MESSAGES.invalidResetToken };
  return { ok: true, value: token };
}

export const resetPasswordRules = { token: checkResetToken, password: checkNewPassword };

/** The confirmation must repeat the new password (domain/auth.ts, confirmed), said once a password is there, as the schema does. */
export function resetPasswordMismatch(v: { password: string; password_confirmation: string }) {
  return v.password && v.password !== v.password_confirmation ? { password_confirmation: MESSAGES.passwordConfirmation } : {};
}
