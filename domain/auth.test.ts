import { describe, expect, it } from 'vitest';
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
  ValidationErrorBody,
  emailField,
  fieldErrors,
  languageField,
  loginPassword,
  newPasswordMin8,
} from './auth';
import { LOCALES } from './constants';
import { MESSAGES } from './messages';

/** The 422 field map a schema produces for `value`, or null when it passes. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> | null {
  const r = schema.safeParse(value);
  return r.success ? null : fieldErrors(r.error);
}

const validRegistration = {
  name: 'Dana Demo',
  email: 'dana@example.com',
  password: 'secret1',
  password_confirmation: 'secret1',
  terms: true,
};

describe('emailField', () => {
  it('requires a value: missing, empty and blank all give the required message only', () => {
    for (const v of [undefined, '', '   ']) {
      const r = emailField.safeParse(v);
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toEqual([MESSAGES.emailRequired]);
    }
  });

  it.each(['plainaddress', 'a@', '@b.com', 'a b@c.com', 'a@b', 'dana@@example.com'])('rejects %j as not an email', (v) => {
    const r = emailField.safeParse(v);
    expect(r.success).toBe(false);
    expect(r.error!.issues[0]!.message).toBe(MESSAGES.emailInvalid);
  });

  it('rejects addresses longer than 254 characters as invalid', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(emailField.safeParse(long).error!.issues[0]!.message).toBe(MESSAGES.emailInvalid);
  });

  it('trims and lower-cases a valid address so lookups are case-insensitive', () => {
    expect(emailField.parse('  Dana.Demo@Example.COM ')).toBe('dana.demo@example.com');
  });

  it('rejects a non-string with the required message', () => {
    expect(emailField.safeParse(42).error!.issues[0]!.message).toBe(MESSAGES.emailRequired);
  });
});

describe('password rules', () => {
  it('login password: required, then at least 6 characters', () => {
    expect(loginPassword.safeParse('').error!.issues.map((i) => i.message)).toEqual([MESSAGES.passwordRequired]);
    expect(loginPassword.safeParse(undefined).error!.issues[0]!.message).toBe(MESSAGES.passwordRequired);
    expect(loginPassword.safeParse('12345').error!.issues.map((i) => i.message)).toEqual([MESSAGES.passwordMin6]);
    expect(loginPassword.safeParse('123456').success).toBe(true);
  });

  it('new password (change and reset): at least 8 characters', () => {
    expect(newPasswordMin8.safeParse('').error!.issues.map((i) => i.message)).toEqual([MESSAGES.passwordRequired]);
    expect(newPasswordMin8.safeParse('1234567').error!.issues.map((i) => i.message)).toEqual([MESSAGES.passwordMin8]);
    expect(newPasswordMin8.safeParse('12345678').success).toBe(true);
  });

  it('does not trim passwords: spaces count as characters', () => {
    expect(loginPassword.parse('  ab  ')).toBe('  ab  ');
  });

  it('caps passwords at 1024 characters so hashing cost stays bounded', () => {
    expect(loginPassword.safeParse('x'.repeat(1024)).success).toBe(true);
    expect(loginPassword.safeParse('x'.repeat(1025)).success).toBe(false);
  });
});

describe('languages', () => {
  it.each(LOCALES)('accepts %s', (l) => {
    expect(languageField.parse(l)).toBe(l);
    expect(LanguageInput.parse({ language: l })).toEqual({ language: l });
  });

  it.each(['de', 'cs', 'EN', '', 'sk-SK'])('rejects %j as unsupported on field language', (l) => {
    expect(errorsOf(LanguageInput, { language: l })).toEqual({ language: [MESSAGES.unsupportedLanguage] });
  });

  it('rejects a missing language', () => {
    expect(errorsOf(LanguageInput, {})).toEqual({ language: [MESSAGES.unsupportedLanguage] });
  });
});

describe('LoginInput', () => {
  it('accepts email and password, with an optional checkout session id', () => {
    expect(LoginInput.parse({ email: 'A@B.co', password: 'secret' })).toEqual({ email: 'a@b.co', password: 'secret' });
    expect(LoginInput.parse({ email: 'a@b.co', password: 'secret', checkout_session_id: 'cs_1' }).checkout_session_id).toBe('cs_1');
  });

  it('maps every failing field to its message', () => {
    expect(errorsOf(LoginInput, {})).toEqual({ email: [MESSAGES.emailRequired], password: [MESSAGES.passwordRequired] });
    expect(errorsOf(LoginInput, { email: 'nope', password: '123' })).toEqual({
      email: [MESSAGES.emailInvalid],
      password: [MESSAGES.passwordMin6],
    });
  });

  it('limits checkout_session_id to 255 characters', () => {
    expect(errorsOf(LoginInput, { email: 'a@b.co', password: 'secret', checkout_session_id: 'x'.repeat(256) })).toHaveProperty(
      'checkout_session_id',
    );
  });
});

describe('RegisterTrainerInput', () => {
  it('accepts a complete registration, language optional', () => {
    expect(RegisterTrainerInput.parse(validRegistration)).toMatchObject({ name: 'Dana Demo', email: 'dana@example.com' });
    expect(RegisterTrainerInput.parse({ ...validRegistration, language: 'cz' }).language).toBe('cz');
  });

  it('requires a full name (blank counts as missing) of at most 120 characters', () => {
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, name: '  ' })).toEqual({ name: [MESSAGES.nameRequired] });
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, name: undefined })).toEqual({ name: [MESSAGES.nameRequired] });
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, name: 'n'.repeat(121) })).toEqual({ name: [MESSAGES.nameTooLong] });
    expect(RegisterTrainerInput.parse({ ...validRegistration, name: '  Dana  ' }).name).toBe('Dana');
  });

  it('requires a password of at least 6 characters', () => {
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, password: '12345', password_confirmation: '12345' })).toEqual({
      password: [MESSAGES.passwordMin6],
    });
  });

  it('requires the confirmation to match', () => {
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, password_confirmation: 'secret2' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirmation],
    });
  });

  it('requires the terms to be accepted (true only)', () => {
    for (const terms of [false, undefined, 'true', 1]) {
      expect(errorsOf(RegisterTrainerInput, { ...validRegistration, terms })).toEqual({ terms: [MESSAGES.termsRequired] });
    }
  });

  it('rejects an unsupported language', () => {
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, language: 'de' })).toEqual({
      language: [MESSAGES.unsupportedLanguage],
    });
  });

  it('validates email like login', () => {
    expect(errorsOf(RegisterTrainerInput, { ...validRegistration, email: 'x' })).toEqual({ email: [MESSAGES.emailInvalid] });
  });
});

describe('email-only inputs', () => {
  it.each([
    ['ResendVerificationInput', ResendVerificationInput],
    ['ForgotPasswordInput', ForgotPasswordInput],
  ] as const)('%s requires a valid email', (_name, schema) => {
    expect(errorsOf(schema, {})).toEqual({ email: [MESSAGES.emailRequired] });
    expect(errorsOf(schema, { email: 'bad' })).toEqual({ email: [MESSAGES.emailInvalid] });
    expect(schema.parse({ email: 'X@Y.io' })).toEqual({ email: 'x@y.io' });
  });
});

describe('ResetPasswordInput', () => {
  const ok = { token: 't0k3n', password: 'longenough', password_confirmation: 'longenough' };

  it('accepts a token and a confirmed password of 8+', () => {
    expect(ResetPasswordInput.parse(ok)).toEqual(ok);
  });

  it('requires a token, reported as the invalid-token message', () => {
    expect(errorsOf(ResetPasswordInput, { ...ok, token: '' })).toEqual({ token: [MESSAGES.invalidResetToken] });
  });

  it('uses the change rule (8) and the confirmation rule', () => {
    expect(errorsOf(ResetPasswordInput, { ...ok, password: 'short12', password_confirmation: 'short12' })).toEqual({
      password: [MESSAGES.passwordMin8],
    });
    expect(errorsOf(ResetPasswordInput, { ...ok, password_confirmation: 'different' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirmation],
    });
  });
});

describe('ChangePasswordInput', () => {
  const ok = { current_password: 'old', password: 'newpassword', password_confirmation: 'newpassword' };

  it('accepts any non-empty current password (it is checked against the hash, not rules)', () => {
    expect(ChangePasswordInput.parse(ok)).toEqual(ok);
  });

  it('requires the current password', () => {
    expect(errorsOf(ChangePasswordInput, { ...ok, current_password: '' })).toEqual({
      current_password: [MESSAGES.passwordRequired],
    });
  });

  it('requires a new password of 8+ that matches its confirmation', () => {
    expect(errorsOf(ChangePasswordInput, { ...ok, password: '1234567', password_confirmation: '1234567' })).toEqual({
      password: [MESSAGES.passwordMin8],
    });
    expect(errorsOf(ChangePasswordInput, { ...ok, password_confirmation: 'newpassworD' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirmation],
    });
  });

  it('reports a missing confirmation as a mismatch', () => {
    expect(errorsOf(ChangePasswordInput, { current_password: 'x', password: 'newpassword' })).toEqual({
      password_confirmation: [MESSAGES.passwordConfirmation],
    });
  });
});

describe('fieldErrors (the 422 field map)', () => {
  it('keys by the issue path, joining nested segments with dots', () => {
    const schema = z.object({ a: z.object({ b: z.string({ error: 'b is bad' }) }), list: z.array(z.number({ error: 'num' })) });
    const r = schema.safeParse({ a: { b: 1 }, list: [1, 'x'] });
    expect(fieldErrors(r.error!)).toEqual({ 'a.b': ['b is bad'], 'list.1': ['num'] });
  });

  it('puts root-level issues under "_"', () => {
    const r = z.string({ error: 'root' }).safeParse(5);
    expect(fieldErrors(r.error!)).toEqual({ _: ['root'] });
  });

  it('keeps distinct messages per field and drops duplicates', () => {
    const schema = z
      .object({ p: z.string() })
      .superRefine((_v, ctx) => {
        ctx.addIssue({ code: 'custom', path: ['p'], message: 'one' });
        ctx.addIssue({ code: 'custom', path: ['p'], message: 'one' });
        ctx.addIssue({ code: 'custom', path: ['p'], message: 'two' });
      });
    expect(fieldErrors(schema.safeParse({ p: 'x' }).error!)).toEqual({ p: ['one', 'two'] });
  });

  it('names unknown keys called __proto__ or constructor like any other (they threw: a 500)', () => {
    const r = z.strictObject({ a: z.string() }).safeParse(JSON.parse('{"a":"x","__proto__":1,"constructor":2}'));
    expect(Object.entries(fieldErrors(r.error!))).toEqual([['__proto__', [MESSAGES.unknownField]], ['constructor', [MESSAGES.unknownField]]]);
  });

  it('names a key holding NUL or a lone surrogate with U+FFFD, so the refusal can be stored (it was retried forever)', () => {
    const r = z.strictObject({}).safeParse({ 'x\u0000y': 1, '\ud800': 2, '😀': 3 });
    expect(Object.keys(fieldErrors(r.error!)).sort()).toEqual(['x\ufffdy', '\ufffd', '😀'].sort());
  });

  it('produces a body that matches ValidationErrorBody', () => {
    const errors = errorsOf(LoginInput, {})!;
    expect(ValidationErrorBody.safeParse({ message: MESSAGES.validationFailed, errors }).success).toBe(true);
  });
});

describe('response shapes', () => {
  const user = {
    id: '01900000-0000-7000-8000-000000000000',
    name: 'Dana',
    email: 'dana@example.com',
    role: 'client',
    language: 'sk',
    client: { id: 'c1' },
    registration_status: 'active',
    email_verified_at: null,
  };

  it('UserDto accepts the REST fields and only known roles, languages and statuses', () => {
    expect(UserDto.parse(user)).toEqual(user);
    expect(UserDto.safeParse({ ...user, role: 'owner' }).success).toBe(false);
    expect(UserDto.safeParse({ ...user, language: 'de' }).success).toBe(false);
    expect(UserDto.safeParse({ ...user, registration_status: 'paid' }).success).toBe(false);
    expect(UserDto.safeParse({ ...user, client: null }).success).toBe(true);
  });

  it('LoginResult carries a token and a user', () => {
    expect(LoginResult.safeParse({ token: 'abc', user }).success).toBe(true);
    expect(LoginResult.safeParse({ user }).success).toBe(false);
  });

  it('ErrorBody has a message and an optional code', () => {
    expect(ErrorBody.parse({ message: 'x' })).toEqual({ message: 'x' });
    expect(ErrorBody.parse({ message: 'x', code: 'account_disabled' }).code).toBe('account_disabled');
    expect(ErrorBody.safeParse({ code: 'x' }).success).toBe(false);
  });
});
