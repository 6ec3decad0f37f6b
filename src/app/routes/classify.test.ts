import { describe, expect, it } from 'vitest';
import { classifyPath, localizedLandingPath } from './classify';

describe('classifyPath', () => {
  it('classifies every landing page in en, sk and cz', () => {
    for (const prefix of ['', '/sk', '/cz']) {
      for (const rest of ['/', '/quickcoach-alternative', '/alternatives', '/alternatives/trainerize', '/alternatives/everfit', '/alternatives/truecoach', '/alternatives/quickcoach', '/alternatives/somebody']) {
        const path = prefix && rest === '/' ? prefix : prefix + rest;
        const info = classifyPath(path);
        expect(info.kind, path).toBe('landing');
        expect(info.locale, path).toBe(prefix ? prefix.slice(1) : 'en');
      }
    }
  });

  it('classifies guest-only, open, auth and no-guard routes', () => {
    expect(classifyPath('/login')).toMatchObject({ kind: 'guest', id: 'login' });
    expect(classifyPath('/trainer/register')).toMatchObject({ kind: 'guest', id: 'trainer-register', registrationPage: true });
    expect(classifyPath('/trainer/registration/success')).toMatchObject({ kind: 'guest', id: 'registration-success' });
    expect(classifyPath('/trainer/subscription/success')).toMatchObject({ kind: 'guest', id: 'subscription-success' });
    expect(classifyPath('/forgot-password')).toMatchObject({ kind: 'open' });
    expect(classifyPath('/reset-password/abc')).toMatchObject({ kind: 'open', id: 'reset-password' });
    expect(classifyPath('/trainer/verify-email/1/hash')).toMatchObject({ kind: 'open', id: 'verify-email' });
    for (const p of ['/client-register/t', '/invitation/t', '/invite/t']) {
      expect(classifyPath(p)).toMatchObject({ kind: 'open', id: 'client-register', registrationPage: true });
    }
    expect(classifyPath('/email/verification')).toMatchObject({ kind: 'auth' });
    expect(classifyPath('/trial-expired')).toMatchObject({ kind: 'none' });
  });

  it('classifies every screen of the three areas', () => {
    const trainer = ['/trainer', '/trainer/dashboard', '/trainer/clients', '/trainer/clients/7', '/trainer/clients/7/logs', '/trainer/clients/7/plans/3/progress', '/trainer/clients/7/plans/3/edit', '/trainer/training', '/trainer/training/plans/p1', '/trainer/meals', '/trainer/meals/plans/p1', '/trainer/clients/7/meal-plans/m1/edit', '/trainer/settings', '/trainer/account', '/trainer/sessions/5/log', '/trainer/group-sessions/g1/log'];
    const client = ['/client', '/client/dashboard', '/client/plans', '/client/plans/4', '/client/plans/4/sessions/9/log', '/client/blank-workout', '/client/sessions/9/log', '/client/progress', '/client/exercise-tracker', '/client/manual-log', '/client/weight', '/client/meals', '/client/track-workout', '/client/account', '/client/settings', '/client/schedule', '/client/billing'];
    const admin = ['/admin', '/admin/dashboard', '/admin/trainers', '/admin/trainer/2', '/admin/clients', '/admin/analytics', '/admin/settings'];
    for (const p of trainer) expect(classifyPath(p), p).toMatchObject({ kind: 'area', role: 'trainer' });
    for (const p of client) expect(classifyPath(p), p).toMatchObject({ kind: 'area', role: 'client' });
    for (const p of admin) expect(classifyPath(p), p).toMatchObject({ kind: 'area', role: 'admin' });
  });

  it('treats everything else as unknown', () => {
    for (const p of ['/nope', '/trainer/nope', '/client/plans/1/2', '/admin/trainer', '/sk/login', '/alternatives/a/b', '/skx']) {
      expect(classifyPath(p).kind, p).toBe('unknown');
    }
  });
});

describe('localizedLandingPath', () => {
  it('moves a landing path between locales', () => {
    expect(localizedLandingPath('/', 'sk')).toBe('/sk');
    expect(localizedLandingPath('/sk', 'en')).toBe('/');
    expect(localizedLandingPath('/sk/alternatives/everfit', 'cz')).toBe('/cz/alternatives/everfit');
    expect(localizedLandingPath('/cz/quickcoach-alternative', 'en')).toBe('/quickcoach-alternative');
  });
});
