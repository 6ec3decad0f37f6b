import { describe, expect, it } from 'vitest';
import { PageViewBody, pageViewPath, referrerHost } from './page-view';

describe('page views', () => {
  it('replaces ids and tokens in a path, keeps words', () => {
    expect(pageViewPath('/trainer/clients/0190f3a2-7c1e-7000-8000-000000000001/logs')).toBe('/trainer/clients/:id/logs');
    expect(pageViewPath('/reset-password/abcdefghijklmnopqrstuvwxyz012345')).toBe('/reset-password/:id');
    expect(pageViewPath('/sk/alternatives/trainerize')).toBe('/sk/alternatives/trainerize');
    expect(pageViewPath('/quickcoach-alternative/')).toBe('/quickcoach-alternative');
    expect(pageViewPath('/')).toBe('/');
  });
  it('keeps only the referrer host, and none for our own site', () => {
    expect(referrerHost('https://www.Google.com/search?q=x', 'repwise.app')).toBe('www.google.com');
    expect(referrerHost('http://localhost:4500/sk', 'localhost:4500')).toBe('');
    expect(referrerHost('not a url', null)).toBe('');
    expect(referrerHost(null, null)).toBe('');
  });
  it('accepts only its shape', () => {
    expect(PageViewBody.safeParse({ path: '/', language: 'sk' }).success).toBe(true);
    expect(PageViewBody.safeParse({ path: '/', language: 'de' }).success).toBe(false);
    expect(PageViewBody.safeParse({ path: 'http://x', language: 'en' }).success).toBe(false);
    expect(PageViewBody.safeParse({ path: '/', language: 'en', email: 'a@b.c' }).success).toBe(false);
  });
});
