import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { canReachServer, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const DAY_MS = 86_400_000;

describe('check-ins offline', () => {
  it('a client answers a due check-in with the network cut (a required question refused first, the draft kept over a reload), reconnects; the trainer replies and marks it reviewed; the client sees it reviewed', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
    const user = await createUser(app.server, { role: 'client', name: 'Cara Checkin' });
    const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Cara Checkin');
    const token = await signIn(app.server, trainer.email, trainer.password);
    const form = await app.server.api('/api/check-in-forms', {
      token,
      body: {
        title: 'Weekly check-in',
        questions: [
          { id: 'energy', label: 'Energy this week', kind: 'scale', required: true },
          { id: 'weight', label: 'Your weight', kind: 'number', required: false, unit: 'kg', min: 20, max: 500 },
        ],
      },
    });
    expect(form.status).toBe(201);
    const formId = ((await form.json()) as { data: { id: string } }).data.id;
    // Every 7 days at midnight UTC from a week ago: today's is due now.
    const today = new Date().toISOString().slice(0, 10);
    const startsOn = new Date(Date.parse(today) - 7 * DAY_MS).toISOString().slice(0, 10);
    const assigned = await app.server.api(`/api/clients/${clientId}/check-ins`, { token, body: { form_id: formId, schedule: { type: 'everyNDays', days: 7, time: '00:00', starts_on: startsOn }, time_zone: 'UTC' } });
    expect(assigned.status).toBe(201);
    const assignmentId = ((await assigned.json()) as { data: { id: string } }).data.id;

    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, user, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    const card = page.getByTestId('due-check-in');
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);

    await context.setOffline(true);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');
    await card.getByRole('link', { name: 'Answer now' }).click();
    await page.waitForURL((u) => u.pathname === `/client/check-ins/${assignmentId}/${today}`);
    await page.getByLabel('Your weight').fill('80,5');
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await expect.poll(() => page.getByText('Please answer this question.').count()).toBe(1);

    // The answers so far stay on the device over a reload without network.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByLabel('Your weight').inputValue(), { timeout: 15_000 }).toBe('80,5');
    // By keyboard: at 360 px the phone's bottom bar may cover the row a pointer would tap.
    await page.locator('[data-question="energy"]').getByRole('radio', { name: '7', exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Send check-in' }).click();
    await page.waitForURL((u) => u.pathname === '/client/dashboard');
    await expect.poll(() => page.getByTestId('due-check-in').count()).toBe(0);

    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    const listed = await app.server.api('/api/check-ins', { token });
    const [submitted] = ((await listed.json()) as { data: { id: string; date: string; answers: Record<string, unknown>; late: boolean }[] }).data;
    expect(submitted).toMatchObject({ date: today, answers: { energy: 7, weight: 80.5 }, late: false });

    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainerPage = await trainerContext.newPage();
    await signInThroughUi(trainerPage, app.server.url, trainer, '/trainer');
    await waitForSyncState(trainerPage, 'synced');
    await trainerPage.goto(`${app.server.url}/trainer/check-ins`);
    await trainerPage.getByTestId('check-in-list').getByRole('link', { name: /Cara Checkin/ }).filter({ hasText: 'To review' }).click();
    await expect.poll(() => trainerPage.locator('.ci-answers').getByText('80.5 kg').count(), { timeout: 15_000 }).toBe(1);
    await trainerPage.getByLabel('Reply to the client').fill('Great week, Cara!');
    await trainerPage.getByRole('button', { name: 'Send reply and mark reviewed' }).click();
    await waitForSyncState(trainerPage, 'synced', 30_000);
    await trainerPage.goto(`${app.server.url}/trainer/check-ins`);
    // Reviewed, it leaves the list; last week's, never sent, stays there as missed.
    const rows = trainerPage.getByTestId('check-in-list').getByRole('link', { name: /Cara Checkin/ });
    await expect.poll(() => rows.filter({ hasText: 'Missed' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await rows.filter({ hasText: 'To review' }).count()).toBe(0);

    // The client sees it reviewed, with the reply, on the check-in and as a message pointing at it.
    await expect
      .poll(async () => {
        await page.goto(`${app.server.url}/client/check-ins/${assignmentId}/${today}`);
        return page.getByTestId('check-in-reviewed').getByText('Great week, Cara!').count();
      }, { timeout: 30_000 })
      .toBe(1);
    const messages = await app.server.api(`/api/conversations/${clientId}/messages`, { token });
    expect(((await messages.json()) as { data: { body: string; ref_kind: string; ref_id: string }[] }).data).toEqual([expect.objectContaining({ body: 'Great week, Cara!', ref_kind: 'checkIn', ref_id: submitted!.id })]);
    expect(errors).toEqual([]);
  });
});
