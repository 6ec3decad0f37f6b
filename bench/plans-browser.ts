import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { importExercises } from '../domain/exercises/import';
import { PROTOCOL_VERSION, type PushResponse } from '../domain/protocol/protocol';
import { signInThroughUi, waitForSyncState } from '../tests/e2e/offline-helpers';
import { startE2eApp, type E2eApp } from '../tests/e2e/support/app';
import { DESKTOP, launchBrowser, newContext } from '../tests/e2e/support/browser';
import { createUser, signIn } from '../tests/helpers/accounts';

/**
 * What the exercise and plan benches share: the built app on the real
 * server (PGlite) in Debian's Chromium, a trainer signed in through the login
 * screen, and data seeded through the sync protocol as another device would.
 * Needs dist/ (npx vite build).
 */
export interface BrowserBench {
  app: E2eApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  trainer: { id: string; token: string };
  push(mutations: { name: string; args: unknown }[]): Promise<void>;
  close(): Promise<void>;
}

export const PUBLIC_DOMAIN_FILE = fileURLToPath(new URL('../tests/fixtures/exercises/free-exercise-db.json', import.meta.url));

export async function startBrowserBench(): Promise<BrowserBench> {
  const [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  const user = await createUser(app.server, { role: 'trainer', name: 'Bench Trainer' });
  const token = await signIn(app.server, user.email, user.password);
  const context = await newContext(browser, { viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughUi(page, app.server.url, user, '/trainer');
  await waitForSyncState(page, 'synced');
  const deviceId = uuidv7();
  let next = 1;
  return {
    app,
    browser,
    context,
    page,
    trainer: { id: user.id, token },
    async push(mutations) {
      for (let i = 0; i < mutations.length; i += 500) {
        const chunk = mutations.slice(i, i + 500).map((m) => ({ id: next++, name: m.name, args: m.args }));
        const res = await app.server.api('/api/sync/push', { token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: chunk } });
        const body = (await res.json()) as PushResponse;
        const bad = body.results.find((r) => r.status === 'error');
        if (res.status !== 200 || bad) throw new Error(`seeding push failed: ${res.status} ${JSON.stringify(bad ?? body)}`);
      }
    },
    async close() {
      await context.close();
      await browser.close();
      await app.close();
    },
  };
}

/** importMany mutations of the public-domain file, 100 exercises each (as the app sends them). */
export function publicDomainImport(): { name: string; args: unknown }[] {
  const { exercises } = importExercises(readFileSync(PUBLIC_DOMAIN_FILE, 'utf8'), 'exercises-public-domain.json');
  const out = [];
  for (let i = 0; i < exercises.length; i += 100) {
    out.push({
      name: 'exercise.importMany',
      args: {
        exercises: exercises.slice(i, i + 100).map((e) => ({
          id: uuidv7(),
          importKey: e.dedupeKey,
          title: e.title,
          description: e.description,
          videoUrl: e.videoUrl,
          categoryId: e.categoryId,
          trackingFields: e.trackingFields,
          equipment: e.equipment,
          muscles: e.primaryMuscles,
        })),
      },
    });
  }
  return out;
}
