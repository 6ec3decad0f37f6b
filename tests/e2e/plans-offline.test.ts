import { and, eq, isNull } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockExercises, clients, planBlocks, trainingPlans } from '../../server/db/schema';
import { createUser, uniqueEmail } from '../helpers/accounts';
import { linksIn } from '../helpers/smtp';
import { signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The trainer's training plans on the server, with their blocks and block exercises. */
async function serverPlans(trainerId: string) {
  const db = app.server.ctx.db;
  const plans = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.spaceId, trainerId), isNull(trainingPlans.deletedAt)));
  const blocks = await db
    .select()
    .from(planBlocks)
    .where(and(eq(planBlocks.spaceId, trainerId), isNull(planBlocks.deletedAt)));
  const items = await db
    .select()
    .from(blockExercises)
    .where(and(eq(blockExercises.spaceId, trainerId), isNull(blockExercises.deletedAt)));
  return { plans, blocks, items };
}

describe('training plans offline, as issue 4 tells it', () => {
  it('a trainer, offline, creates a client and builds a plan with a superset and targets; back online invites the client, who registers from the mail and sees the plan with its targets', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
    const clientEmail = uniqueEmail('eva');
    const context = await newContext(browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.getByRole('link', { name: 'Clients' }).first().click();
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');

    // The network goes.
    await context.setOffline(true);
    await waitForSyncState(page, 'offline');

    // A new client, through the client form.
    await page.getByRole('button', { name: 'Add client' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add client' });
    await form.getByLabel('Full name').fill('Eva Nováková');
    await form.getByLabel('Email').fill(clientEmail);
    await form.getByRole('button', { name: 'Add client' }).click();
    await page.waitForURL(/\/trainer\/clients\/[0-9a-f-]{36}$/);
    const clientId = new URL(page.url()).pathname.split('/').pop()!;

    // A plan for her, from her page, built in the editor.
    await page.getByRole('button', { name: 'New plan' }).click();
    const create = page.getByRole('dialog', { name: 'New training plan' });
    await create.getByLabel('Title').fill('Strength A');
    await create.getByRole('button', { name: 'Create and edit' }).click();
    await page.waitForURL(new RegExp(`/trainer/clients/${clientId}/plans/[0-9a-f-]{36}/edit$`));
    const planId = new URL(page.url()).pathname.split('/')[5]!;

    await page.getByRole('button', { name: 'Add superset', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add superset' });
    await picker.getByLabel('Search').fill('bench press');
    await picker.getByRole('button', { name: /^Barbell bench press/ }).click();
    await picker.getByLabel('Search').fill('push-up');
    await picker.getByRole('button', { name: /^Push-up/ }).first().click();
    await picker.getByRole('button', { name: 'Add superset (2)' }).click();

    const block = page.getByTestId('plan-block');
    await expect.poll(() => block.count()).toBe(1);
    expect(await block.getByText('Superset', { exact: true }).count()).toBe(1);
    const reps = block.getByLabel('Set 1, Reps');
    await reps.first().fill('8');
    await block.getByLabel('Set 1, Weight (kg)').fill('60');
    await block.getByLabel('Set 2, Weight (kg)').fill('62.5');
    await reps.nth(1).fill('12');
    await reps.nth(1).press('Tab');
    await block.getByLabel('Rounds').fill('3');
    await block.getByLabel('Rest (s)').fill('90');
    await block.getByLabel('Rest (s)').press('Enter');

    // Everything is on the device, nothing on the server yet.
    await expect.poll(() => page.locator('[data-testid="plan-block"][data-pending="true"]').count()).toBe(1);
    expect((await serverPlans(trainer.id)).plans).toEqual([]);
    expect(await page.getByRole('heading', { name: 'Strength A', level: 1 }).count()).toBe(1);

    // Back online: the plan reaches the server as built.
    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    const stored = await serverPlans(trainer.id);
    expect(stored.plans).toEqual([expect.objectContaining({ id: planId, title: 'Strength A', clientId, isTemplate: false })]);
    expect(stored.blocks).toEqual([expect.objectContaining({ type: 'superset', rounds: 3, restSeconds: 90, clientId })]);
    const items = stored.items.sort((a, b) => a.sortOrder - b.sortOrder);
    expect(items.map((i) => [i.exerciseId, i.setTargets])).toEqual([
      ['barbell-bench-press', [{ reps: 8, weight: 60 }, { weight: 62.5 }, {}]],
      ['push-up', [{ reps: 12 }, {}, {}]],
    ]);
    const [clientRow] = await app.server.ctx.db.select().from(clients).where(eq(clients.id, clientId));
    expect(clientRow).toMatchObject({ name: 'Eva Nováková', email: clientEmail });

    // The invitation, from her page.
    await page.getByRole('link', { name: 'Back to the client' }).click();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${clientEmail}`).count(), { timeout: 15_000 }).toBe(1);
    const mail = await app.smtp.waitFor(clientEmail, 15_000);
    const link = linksIn(mail).find((l) => l.includes('/invitation/'));
    expect(link).toBeTruthy();

    // She registers on her phone from the link and finds the plan.
    const phone = await newContext(browser, { viewport: PHONE });
    const her = await phone.newPage();
    const herErrors = watchErrors(her);
    await her.goto(link!);
    await her.getByLabel('Password', { exact: true }).fill('evasecret1');
    await her.getByLabel('Confirm password').fill('evasecret1');
    await her.getByRole('button', { name: 'Create account' }).click();
    await her.waitForURL((u) => u.pathname.startsWith('/client'), { timeout: 20_000 });
    await her.goto(`${app.server.url}/client/plans`);
    await her.getByTestId('client-plan').filter({ hasText: 'Strength A' }).click({ timeout: 20_000 });
    await her.waitForURL(`**/client/plans/${planId}`);

    const herBlock = her.getByTestId('client-block');
    await expect.poll(() => herBlock.count(), { timeout: 15_000 }).toBe(1);
    const text = await herBlock.innerText();
    expect(await herBlock.getByText('Superset', { exact: true }).count()).toBe(1);
    expect(text).toContain('Barbell bench press');
    expect(text).toContain('Push-up');
    expect(text).toMatch(/3 rounds/);
    expect(text).toMatch(/Rest 90 s/);
    const bench = her.getByTestId('client-item').filter({ hasText: 'Barbell bench press' });
    expect(await bench.locator('tbody tr').first().innerText()).toMatch(/1\s+8\s+60/);
    expect(await bench.locator('tbody tr').nth(1).innerText()).toMatch(/2\s+–\s+62\.5/);
    const push = her.getByTestId('client-item').filter({ hasText: 'Push-up' });
    expect(await push.locator('tbody tr').first().innerText()).toMatch(/1\s+12/);
    // Readable on a phone: nothing wider than the screen.
    expect(await her.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    expect(errors).toEqual([]);
    expect(herErrors).toEqual([]);
    await phone.close();
    await context.close();
  }, 180_000);
});
