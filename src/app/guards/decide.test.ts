import { describe, expect, it } from 'vitest';
import { classifyPath } from '../routes/classify';
import { decide, detectMode, type GuardAuth, type GuardUser, type Mode } from './decide';

const guest: GuardAuth = { token: null, role: null, user: null, landingLocale: null };
const signedIn = (role: 'trainer' | 'client' | 'admin', user: GuardUser | null = null): GuardAuth => ({
  token: 't0k3n',
  role,
  user,
  landingLocale: null,
});
const pendingTrainer: GuardUser = { role: 'trainer', registration_status: 'pending_payment', email_verified_at: null };

function run(path: string, auth: GuardAuth, mode: Mode = 'web', fromPath: string | null = null) {
  return decide({ route: classifyPath(path), auth, mode, from: fromPath ? classifyPath(fromPath) : null });
}
const redirectOf = (d: ReturnType<typeof decide>) => (d.type === 'redirect' ? d.to : d.type);

describe('detectMode', () => {
  it('is pwa only for a standalone display with both a stored token and role', () => {
    expect(detectMode(true, 't', 'client')).toBe('pwa');
    expect(detectMode(true, 't', null)).toBe('web');
    expect(detectMode(true, null, 'client')).toBe('web');
    expect(detectMode(false, 't', 'client')).toBe('web');
  });
});

describe('landing pages', () => {
  it('redirect to /login in pwa mode', () => {
    expect(redirectOf(run('/', signedIn('client'), 'pwa'))).toBe('/login');
    expect(redirectOf(run('/sk/alternatives/everfit', signedIn('trainer'), 'pwa'))).toBe('/login');
  });
  it('show on web and remember the locale and switch the language to it', () => {
    for (const [path, locale] of [['/', 'en'], ['/sk', 'sk'], ['/cz/quickcoach-alternative', 'cz']] as const) {
      expect(run(path, guest)).toEqual({
        type: 'allow',
        registrationPage: false,
        effects: [
          { type: 'rememberLandingLocale', locale },
          { type: 'setLanguage', locale },
        ],
      });
    }
  });
  it('show on web even for a signed-in user', () => {
    expect(run('/alternatives', signedIn('trainer')).type).toBe('allow');
  });
});

describe('always-allowed routes', () => {
  const paths = ['/forgot-password', '/reset-password/tok', '/trainer/verify-email/1/abc', '/client-register/x', '/invitation/x', '/invite/x'];
  it('are allowed signed out, signed in and in pwa', () => {
    for (const p of paths) {
      expect(run(p, guest).type, p).toBe('allow');
      expect(run(p, signedIn('trainer')).type, p).toBe('allow');
      expect(run(p, signedIn('client'), 'pwa').type, p).toBe('allow');
      expect(run(p, { ...guest, token: 't' }).type, p).toBe('allow');
    }
  });
  it('mark the client registration pages as registration pages', () => {
    const d = run('/invite/x', signedIn('client'));
    expect(d).toMatchObject({ type: 'allow', registrationPage: true });
    expect(run('/forgot-password', guest)).toMatchObject({ registrationPage: false });
  });
  it('/trial-expired has no guard', () => {
    expect(run('/trial-expired', guest).type).toBe('allow');
    expect(run('/trial-expired', signedIn('trainer')).type).toBe('allow');
  });
});

describe('guest-only routes', () => {
  const guestPaths = ['/login', '/trainer/register', '/trainer/registration/success', '/trainer/subscription/success'];
  it('are allowed signed out', () => {
    for (const p of guestPaths) expect(run(p, guest).type, p).toBe('allow');
  });
  it('redirect a signed-in user to their home', () => {
    expect(redirectOf(run('/login', signedIn('admin')))).toBe('/admin');
    expect(redirectOf(run('/login', signedIn('trainer')))).toBe('/trainer');
    expect(redirectOf(run('/login', signedIn('client')))).toBe('/client');
    expect(redirectOf(run('/trainer/subscription/success', signedIn('client')))).toBe('/client');
  });
  it('let a signed-in trainer open the checkout success pages, which confirm the payment', () => {
    expect(run('/trainer/registration/success', signedIn('trainer')).type).toBe('allow');
    expect(run('/trainer/subscription/success', signedIn('trainer')).type).toBe('allow');
    expect(redirectOf(run('/trainer/registration/success', signedIn('admin')))).toBe('/admin');
  });
  it('let a signed-in non-trainer open trainer registration, but not a trainer', () => {
    expect(run('/trainer/register', signedIn('client'))).toMatchObject({ type: 'allow', registrationPage: true });
    expect(run('/trainer/register', signedIn('admin')).type).toBe('allow');
    expect(redirectOf(run('/trainer/register', signedIn('trainer')))).toBe('/trainer');
  });
  it('set the language from the remembered landing locale on trainer registration', () => {
    const d = run('/trainer/register', { ...guest, landingLocale: 'cz' });
    expect(d).toEqual({ type: 'allow', registrationPage: true, effects: [{ type: 'setLanguage', locale: 'cz' }] });
    expect(run('/trainer/register', guest)).toMatchObject({ effects: [] });
    expect(run('/login', { ...guest, landingLocale: 'cz' })).toMatchObject({ effects: [] });
  });
  it('fetch the user first when a token has no stored role', () => {
    expect(run('/login', { ...guest, token: 't' })).toEqual({ type: 'fetchUser' });
  });
  it('do not fetch the user on trainer registration (registration pages suppress auth handling)', () => {
    expect(run('/trainer/register', { ...guest, token: 't' })).toMatchObject({ type: 'allow', registrationPage: true });
  });
});

describe('authenticated routes without a token', () => {
  it('go to /login on the web outside a landing context and in pwa', () => {
    expect(redirectOf(run('/trainer', guest))).toBe('/login');
    expect(redirectOf(run('/client/plans', guest, 'web', '/login'))).toBe('/login');
    expect(redirectOf(run('/email/verification', guest))).toBe('/login');
    expect(redirectOf(run('/admin', guest, 'pwa', '/'))).toBe('/login');
  });
  it('go to / when the navigation comes from a landing page on the web', () => {
    expect(redirectOf(run('/trainer', guest, 'web', '/'))).toBe('/');
    expect(redirectOf(run('/client', guest, 'web', '/sk/alternatives'))).toBe('/');
  });
});

describe('token without a stored role', () => {
  it('asks for the current user on authenticated routes', () => {
    expect(run('/trainer/clients', { ...guest, token: 't' })).toEqual({ type: 'fetchUser' });
    expect(run('/email/verification', { ...guest, token: 't' })).toEqual({ type: 'fetchUser' });
  });
  it('uses the fetched user once known', () => {
    const user: GuardUser = { role: 'client', registration_status: 'active', email_verified_at: '2025-01-01' };
    expect(run('/client', { ...guest, token: 't', user }).type).toBe('allow');
    expect(redirectOf(run('/trainer', { ...guest, token: 't', user }))).toBe('/client');
  });
  it('sends a pending_payment trainer with unverified email to /email/verification', () => {
    const auth = { ...guest, token: 't', user: pendingTrainer };
    expect(redirectOf(run('/trainer', auth))).toBe('/email/verification');
    expect(redirectOf(run('/trainer/clients', { ...auth, role: 'trainer' }))).toBe('/email/verification');
    expect(redirectOf(run('/login', auth))).toBe('/email/verification');
    expect(redirectOf(run('/client', auth))).toBe('/email/verification');
  });
  it('keeps registration-success and email-verification allowed for that trainer', () => {
    const auth = { ...guest, token: 't', user: pendingTrainer };
    expect(run('/email/verification', auth).type).toBe('allow');
    expect(run('/trainer/registration/success', auth).type).toBe('allow');
  });
  it('does not hold back a pending_payment trainer whose email is verified', () => {
    const user: GuardUser = { ...pendingTrainer, email_verified_at: '2025-01-01T00:00:00Z' };
    expect(run('/trainer', { ...guest, token: 't', user }).type).toBe('allow');
  });
});

describe('role areas', () => {
  it('allow the matching role', () => {
    expect(run('/trainer/clients/1', signedIn('trainer')).type).toBe('allow');
    expect(run('/client/schedule', signedIn('client')).type).toBe('allow');
    expect(run('/admin/analytics', signedIn('admin')).type).toBe('allow');
  });
  it('send a role mismatch to the own home', () => {
    expect(redirectOf(run('/trainer', signedIn('client')))).toBe('/client');
    expect(redirectOf(run('/client/plans', signedIn('trainer')))).toBe('/trainer');
    expect(redirectOf(run('/trainer', signedIn('admin')))).toBe('/admin');
    expect(redirectOf(run('/client', signedIn('admin')))).toBe('/admin');
  });
  it('send a non-admin trying /admin to /', () => {
    expect(redirectOf(run('/admin', signedIn('trainer')))).toBe('/');
    expect(redirectOf(run('/admin/trainers', signedIn('client')))).toBe('/');
  });
  it('allow /email/verification for any signed-in role', () => {
    for (const r of ['trainer', 'client', 'admin'] as const) expect(run('/email/verification', signedIn(r)).type).toBe('allow');
  });
});

describe('unknown paths', () => {
  it('redirect to /login', () => {
    expect(redirectOf(run('/what', guest))).toBe('/login');
    expect(redirectOf(run('/trainer/what', signedIn('trainer')))).toBe('/login');
  });
});
