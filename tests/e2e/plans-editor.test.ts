import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { createUser, signIn } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const names = (page: Page) => page.getByTestId('plan-block').locator('.pe-name').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));

describe('the plan editor, by keyboard and by pointer', () => {
  it('reorders blocks with Alt+Arrow keys (announced, focus kept) and by dragging, copies a block, reorders a superset\u2019s exercises, and everything reaches the server', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const token = await signIn(app.server, trainer.email, trainer.password);
    const planId = uuidv7();
    const block = (name: string, exerciseId: string) => ({
      name: 'block.add',
      args: { planId, block: { id: uuidv7(), type: 'exercise', name }, exercises: [{ id: uuidv7(), exerciseId, sets: 2, setTargets: exerciseId === 'plank' ? [{ duration: 30 }, { duration: 45 }] : [{ reps: 5 }, { reps: 5 }] }] },
    });
    const res = await app.server.api('/api/sync/push', {
      token,
      body: {
        protocolVersion: PROTOCOL_VERSION,
        deviceId: uuidv7(),
        mutations: [
          { name: 'plan.create', args: { id: planId, title: 'Order test' } },
          block('A', 'push-up'),
          block('B', 'pull-up'),
          block('C', 'plank'),
          {
            name: 'block.add',
            args: {
              planId,
              block: { id: uuidv7(), type: 'superset', name: 'S' },
              exercises: [
                { id: uuidv7(), exerciseId: 'push-up', sets: 1 },
                { id: uuidv7(), exerciseId: 'pull-up', sets: 1 },
              ],
            },
          },
        ].map((m, i) => ({ id: i + 1, ...m })),
      },
    });
    expect(res.status).toBe(200);

    // Tall enough that the blocks fit: a drag goes between handles on screen.
    const context = await newContext(browser, { viewport: { width: 1280, height: 2000 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.goto(`${app.server.url}/trainer/training/plans/${planId}`);
    await expect.poll(() => names(page), { timeout: 20_000 }).toEqual(['A', 'B', 'C', 'S']);

    // Keyboard: Alt+ArrowDown on A's handle moves it down; the handle keeps the focus; a screen reader hears it.
    const handleA = page.getByRole('button', { name: /^Reorder A,/ });
    await handleA.focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => names(page)).toEqual(['B', 'A', 'C', 'S']);
    await expect.poll(() => page.getByTestId('pe-announcer').innerText()).toBe('A moved to position 2 of 4.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Reorder A, block 2/);
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(() => names(page)).toEqual(['B', 'C', 'A', 'S']);
    // The move buttons do the same.
    await page.getByRole('button', { name: 'Move C up' }).click();
    await expect.poll(() => names(page)).toEqual(['C', 'B', 'A', 'S']);

    // Pointer: drag A's handle above C.
    const handle = page.getByRole('button', { name: /^Reorder A,/ });
    const from = (await handle.boundingBox())!;
    const target = (await page.getByTestId('plan-block').first().boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + from.width / 2, from.y + ((target.y + 5 - from.y) * i) / 10);
    await page.mouse.up();
    await expect.poll(() => names(page)).toEqual(['A', 'C', 'B', 'S']);

    // Copy a block: the copy lands right after it, with the same targets.
    await page.getByRole('button', { name: 'Copy block C' }).click();
    await expect.poll(() => names(page)).toEqual(['A', 'C', 'C', 'B', 'S']);

    // The exercises of a superset reorder the same way.
    const superset = page.getByTestId('plan-block').filter({ has: page.locator('input[value="S"]') });
    const itemNames = () => superset.locator('.pe-item-name').allInnerTexts();
    expect(await itemNames()).toEqual(['Push-up', 'Pull-up']);
    await superset.getByRole('button', { name: /^Reorder Push-up, exercise 1/ }).focus();
    await page.keyboard.press('Alt+ArrowDown');
    await expect.poll(itemNames).toEqual(['Pull-up', 'Push-up']);
    await expect.poll(() => page.getByTestId('pe-announcer').innerText()).toBe('Push-up moved to position 2.');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(/^Reorder Push-up, exercise 2/);

    // The indicator may still say 'synced' from before the last tap reached the worker, so wait for the server itself.
    type Plan = { data: { blocks: { name: string; exercises: { exercise_id: string; set_targets: unknown[] }[] }[] } };
    const serverPlan = async () => (await (await app.server.api(`/api/global-plans/${planId}`, { token })).json()) as Plan;
    await expect.poll(async () => (await serverPlan()).data.blocks[4]?.exercises.map((e) => e.exercise_id), { timeout: 20_000 }).toEqual(['pull-up', 'push-up']);
    await waitForSyncState(page, 'synced');
    const plan = await serverPlan();
    expect(plan.data.blocks.map((b) => b.name)).toEqual(['A', 'C', 'C', 'B', 'S']);
    expect(plan.data.blocks[2]!.exercises).toEqual([expect.objectContaining({ exercise_id: 'plank', set_targets: [{ duration: 30 }, { duration: 45 }] })]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
