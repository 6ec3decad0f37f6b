import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { AcceptInvitationInput, INVITATION_TTL_DAYS, invitationPath, invitationStatusOf } from './invitation';

const now = new Date('2025-06-10T12:00:00Z');
const row = (over: Partial<Parameters<typeof invitationStatusOf>[0]>) => ({
  invitationStatus: null,
  invitationExpiresAt: null,
  hasAccount: false,
  ...over,
});

describe('invitation rules', () => {
  it('lasts seven days and links to /invitation/{token}', () => {
    expect(INVITATION_TTL_DAYS).toBe(7);
    expect(invitationPath('abc')).toBe('/invitation/abc');
  });

  it('shows none, pending, expired, accepted or revoked', () => {
    expect(invitationStatusOf(row({}), now)).toBe('none');
    expect(invitationStatusOf(row({ invitationStatus: 'pending', invitationExpiresAt: '2025-06-11T00:00:00.000Z' }), now)).toBe('pending');
    expect(invitationStatusOf(row({ invitationStatus: 'pending', invitationExpiresAt: '2025-06-10T12:00:00.000Z' }), now)).toBe('expired');
    expect(invitationStatusOf(row({ invitationStatus: 'revoked' }), now)).toBe('revoked');
    expect(invitationStatusOf(row({ invitationStatus: 'accepted' }), now)).toBe('accepted');
    // A client with an account has joined, however the record got there.
    expect(invitationStatusOf(row({ hasAccount: true }), now)).toBe('accepted');
  });

  it('registers with a name and a confirmed password of at least 6 characters', () => {
    expect(AcceptInvitationInput.safeParse({ name: 'Eva', password: 'secret', password_confirmation: 'secret', language: 'sk' }).success).toBe(true);
    const errors = (v: object) => {
      const r = AcceptInvitationInput.safeParse(v);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
    };
    expect(errors({ name: '', password: 'short', password_confirmation: 'short' })).toEqual({ name: MESSAGES.nameRequired, password: MESSAGES.passwordMin6 });
    expect(errors({ name: 'Eva', password: 'secret1', password_confirmation: 'secret2' })).toEqual({ password_confirmation: MESSAGES.passwordConfirmation });
    expect(errors({ name: 'Eva', password: 'secret1', password_confirmation: 'secret1', language: 'de' })).toEqual({ language: MESSAGES.unsupportedLanguage });
  });
});
