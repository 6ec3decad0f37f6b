import type { Browser, BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION, type PushResponse } from '../domain/protocol/protocol';
import { signInThroughUi, waitForSyncState } from '../tests/e2e/offline-helpers';
import { startE2eApp, type E2eApp } from '../tests/e2e/support/app';
import { launchBrowser, newContext } from '../tests/e2e/support/browser';
import { createUser, signIn } from '../tests/helpers/accounts';

/**
 * What the workout benches share: the built app on the real server (PGlite)
 * in Debian's Chromium at a given size, a trainer signed in through the login
 * screen, a client of theirs, and data pushed through the sync protocol as
 * another device of the trainer's would. Needs dist/ (npm run build).
 */
export interface WorkoutBench {
  app: E2eApp;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  trainer: { id: string; token: string };
  clientId: string;
  push(mutations: { name: string; args: unknown }[]): Promise<void>;
  close(): Promise<void>;
}

export async function startWorkoutBench(viewport: { width: number; height: number }): Promise<WorkoutBench> {
  const [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  const user = await createUser(app.server, { role: 'trainer', name: 'Bench Trainer' });
  const token = await signIn(app.server, user.email, user.password);
  const deviceId = uuidv7();
  let next = 1;
  const push = async (mutations: { name: string; args: unknown }[]) => {
    for (let i = 0; i < mutations.length; i += 500) {
      const chunk = mutations.slice(i, i + 500).map((m) => ({ id: next++, name: m.name, args: m.args }));
      const res = await app.server.api('/api/sync/push', { token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: chunk } });
      const body = (await res.json()) as PushResponse;
      const bad = body.results.find((r) => r.status === 'error');
      if (res.status !== 200 || bad) throw new Error(`seeding push failed: ${res.status} ${JSON.stringify(bad ?? body)}`);
    }
  };
  const clientId = uuidv7();
  await push([{ name: 'client.create', args: { id: clientId, fields: { name: 'Bench Client' } } }]);
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signInThroughUi(page, app.server.url, user, '/trainer');
  await waitForSyncState(page, 'synced');
  // tsx names the functions it compiles (__name); the page has no such helper, on this document or the next.
  await context.addInitScript('window.__name = (f) => f');
  await page.evaluate('window.__name = (f) => f');
  return {
    app,
    browser,
    context,
    page,
    trainer: { id: user.id, token },
    clientId,
    push,
    async close() {
      await context.close();
      await browser.close();
      await app.close();
    },
  };
}

/** Library exercises (slugs) tracked by reps and weight. */
export const LIFTS = [
  'barbell-back-squat',
  'barbell-bench-press',
  'one-arm-dumbbell-row',
  'romanian-deadlift',
  'barbell-hip-thrust',
  'lat-pulldown',
  'walking-lunge',
  'kettlebell-swing',
  'bulgarian-split-squat',
  'dumbbell-step-up',
  'single-leg-romanian-deadlift',
  'barbell-deadlift',
];

/** A plan of the client's with `blocks` single-exercise blocks of `sets` sets each, and an in-person session today following it. */
export function planAndSession(clientId: string, blocks: number, sets: number): { planId: string; sessionId: string; mutations: { name: string; args: unknown }[] } {
  const planId = uuidv7();
  const sessionId = uuidv7();
  const today = new Date().toISOString().slice(0, 10);
  return {
    planId,
    sessionId,
    mutations: [
      { name: 'plan.create', args: { id: planId, title: 'Bench plan', description: null, clientSpecific: true, clientId } },
      ...Array.from({ length: blocks }, (_, i) => ({
        name: 'block.add',
        args: {
          planId,
          block: { id: uuidv7(), type: 'exercise', name: null, rounds: 1, restSeconds: 90 },
          exercises: [{ id: uuidv7(), exerciseId: LIFTS[i % LIFTS.length], sets, setTargets: Array.from({ length: sets }, (_, s) => ({ reps: 8 + (s % 3), weight: 40 + 5 * (i % 6) })) }],
        },
      })),
      { name: 'session.create', args: { id: sessionId, title: 'Bench session', type: 'in_person', clientIds: [clientId], planByClient: { [clientId]: planId }, date: today, time: '06:00', durationMinutes: 720 } },
    ],
  };
}
