import { describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../domain/messages';
import { applyFieldErrors } from '../../ui/formErrors';
import { LOGIN_FIELDS, loginResolver, type LoginFormValues } from './loginForm';

async function validate(values: LoginFormValues) {
  return loginResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
}

describe('login form validation', () => {
  it('requires the email and the password', async () => {
    const { errors } = await validate({ email: '', password: '' });
    expect(errors.email?.message).toBe(MESSAGES.emailRequired);
    expect(errors.password?.message).toBe(MESSAGES.passwordRequired);
  });
  it('rejects a malformed email with the documented message', async () => {
    const { errors } = await validate({ email: 'not-an-email', password: 'secret1' });
    expect(errors.email?.message).toBe('Please enter a valid email address');
    expect(errors.password).toBeUndefined();
  });
  it('needs at least 6 characters of password', async () => {
    expect((await validate({ email: 'a@b.co', password: '12345' })).errors.password?.message).toBe(MESSAGES.passwordMin6);
    expect((await validate({ email: 'a@b.co', password: '123456' })).errors.password).toBeUndefined();
  });
  it('passes valid input through, trimming and lowercasing the email', async () => {
    const result = await validate({ email: '  Ann@Example.COM ', password: 'secret1' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ email: 'ann@example.com', password: 'secret1' });
  });
});

describe('server field errors', () => {
  it('go onto known fields; others are returned for the banner', () => {
    const setError = vi.fn();
    const rest = applyFieldErrors<LoginFormValues>(setError, { email: [MESSAGES.emailInvalid, 'x'], password: [], _: ['Malformed JSON'] }, LOGIN_FIELDS);
    expect(setError).toHaveBeenCalledTimes(1);
    expect(setError).toHaveBeenCalledWith('email', { type: 'server', message: MESSAGES.emailInvalid });
    expect(rest).toEqual(['Malformed JSON']);
  });
});
