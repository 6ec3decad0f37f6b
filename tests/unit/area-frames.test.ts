import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { areaFramePage } from '../../server/http/area-frames';
import { inBrowserLanguage } from '../../server/http/signin-pages';
import { classifyPath } from '../../src/app/routes/classify';

const dist = mkdtempSync(join(tmpdir(), 'area-frames-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const area = join(dist, 'pages', 'area');
mkdirSync(area, { recursive: true });
for (const name of ['client', 'client-screen', 'trainer', 'trainer-screen'])
  for (const lang of ['', '.sk', '.cz']) writeFileSync(join(area, `${name}${lang}.html`), name);

const frame = (path: string) => areaFramePage(dist, path)?.slice(area.length + 1) ?? null;

describe('the signed-in frame the server answers for a path', () => {
  it("is the area's home frame on its dashboard, the screen frame elsewhere in the area", () => {
    expect(frame('/client')).toBe('client.html');
    expect(frame('/client/')).toBe('client.html');
    expect(frame('/client/dashboard')).toBe('client.html');
    expect(frame('/client/plans/p1')).toBe('client-screen.html');
    expect(frame('/trainer')).toBe('trainer.html');
    expect(frame('/trainer/clients/c1')).toBe('trainer-screen.html');
  });

  it('is none for the pages under /trainer that are no part of the area, nor outside the areas', () => {
    for (const path of ['/trainer/register', '/trainer/registration/success', '/trainer/subscription/success', '/trainer/verify-email/u1/h1', '/login', '/admin', '/clients', '/trainers', '/', '/area/client']) {
      expect(frame(path), path).toBeNull();
      // The app's own classification agrees: none of them is the client's or the trainer's area.
      const route = classifyPath(path);
      expect(route.kind === 'area' && route.role !== 'admin', path).toBe(false);
    }
  });

  it("answers every screen the app counts as the client's or the trainer's area", () => {
    for (const path of ['/client/weight', '/client/settings', '/trainer/training/plans/p1', '/trainer/clients/c1/plans/p1/edit', '/trainer/meals']) {
      expect(classifyPath(path)).toMatchObject({ kind: 'area' });
      expect(frame(path), path).not.toBeNull();
    }
  });

  it("is in the browser's language (Accept-Language), English otherwise", () => {
    const client = areaFramePage(dist, '/client')!;
    expect(inBrowserLanguage(client, 'sk-SK,sk;q=0.9,en;q=0.8')).toBe(join(area, 'client.sk.html'));
    expect(inBrowserLanguage(client, 'cs')).toBe(join(area, 'client.cz.html'));
    expect(inBrowserLanguage(client, 'de-DE,de')).toBe(client);
  });

  it('is none before a build', () => {
    expect(areaFramePage(join(dist, 'nothing'), '/client')).toBeNull();
  });
});
