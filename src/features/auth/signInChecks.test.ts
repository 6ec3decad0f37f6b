import { zodResolver } from '@hookform/resolvers/zod';
import fc from 'fast-check';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import '../../../workers/zod-jitless';
import { ForgotPasswordInput, LoginInput, ResetPasswordInput } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { forgotPasswordRules, loginRules, plainResolver, resetPasswordMismatch, resetPasswordRules } from './signInChecks';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as const;

/** What a form shows: each field's message, and the values it would send. */
async function outcome<T extends FieldValues>(resolver: Resolver<T, unknown, T>, values: T) {
  const r = await resolver(values, undefined, OPTIONS);
  const messages = Object.fromEntries(Object.entries(r.errors).map(([k, e]) => [k, (e as { message?: string }).message]));
  return { messages, values: Object.keys(messages).length ? null : r.values };
}

const email = fc.oneof(
  fc.emailAddress(),
  fc.emailAddress().map((e) => `  ${e.toUpperCase()} `),
  fc.string({ maxLength: 20 }),
  fc.constantFrom('', '   ', 'a@b', 'a@b.c', 'a..b@c.de', '.a@b.cd', 'a.@b.cd', "o'neil@x.io", 'a@-b.cd', 'x@y.z1'),
  fc.emailAddress().map((e) => 'a'.repeat(250) + e),
);
const password = (min: number) => fc.oneof(fc.string({ maxLength: min + 3 }), fc.constant('p'.repeat(1025)), fc.constant(''));

describe('the sign-in pages\' plain checks say what the API schemas say', () => {
  it('login: the same message on each field, the same values sent', async () => {
    const plain = plainResolver(loginRules);
    const zod = zodResolver(LoginInput) as Resolver<{ email: string; password: string }, unknown, { email: string; password: string }>;
    await fc.assert(
      fc.asyncProperty(email, password(6), async (e, p) => {
        expect(await outcome(plain, { email: e, password: p })).toEqual(await outcome(zod, { email: e, password: p }));
      }),
      { numRuns: 400 },
    );
  });

  it('forgotten password: the same message, the same address sent', async () => {
    const plain = plainResolver(forgotPasswordRules);
    const zod = zodResolver(ForgotPasswordInput) as Resolver<{ email: string }, unknown, { email: string }>;
    await fc.assert(
      fc.asyncProperty(email, async (e) => {
        expect(await outcome(plain, { email: e })).toEqual(await outcome(zod, { email: e }));
      }),
      { numRuns: 300 },
    );
  });

  it('reset: the same messages (a mismatch once both passwords are there), the same values sent', async () => {
    type V = { token: string; password: string; password_confirmation: string };
    const plain = plainResolver<V>(resetPasswordRules, resetPasswordMismatch);
    const zod = zodResolver(ResetPasswordInput) as Resolver<V, unknown, V>;
    // Up to the schema's 200: past it the schema answers zod's own untranslated words, the page the documented message (below).
    const token = fc.oneof(fc.string({ minLength: 1, maxLength: 40 }), fc.constant(''), fc.constant('t'.repeat(200)));
    await fc.assert(
      fc.asyncProperty(token, password(8), fc.boolean(), password(8), async (t, p, same, other) => {
        const values = { token: t, password: p, password_confirmation: same ? p : other };
        expect(await outcome(plain, values)).toEqual(await outcome(zod, values));
      }),
      { numRuns: 400 },
    );
  });

  it('a few by hand', async () => {
    const plain = plainResolver(loginRules);
    expect((await outcome(plain, { email: ' ', password: '' })).messages).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired });
    expect((await outcome(plain, { email: 'Ann@Example.COM ', password: 'secret1' })).values).toEqual({ email: 'ann@example.com', password: 'secret1' });
    const reset = plainResolver(resetPasswordRules, resetPasswordMismatch);
    const long = { token: 't'.repeat(201), password: 'password1', password_confirmation: 'password1' };
    expect((await outcome(reset, long)).messages).toEqual({ token: MESSAGES.invalidResetToken });
  });
});
