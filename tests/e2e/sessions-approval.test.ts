import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, dateToDay, dayToDate, weekdayOfDay } from '../../domain/time/wall-time';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

/** A Monday at least three days ahead in Bratislava (the trainers' zone here): every occurrence is in the future. */
function nextMonday(): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date());
  let day = dateToDay(addDays(today, 3));
  while (weekdayOfDay(day) !== 0) day++;
  return dayToDate(day);
}

interface Entry {
  series_id: string | null;
  occurrence_date: string | null;
  time: string;
  approval_by_client: Record<string, string>;
}

async function entriesOf(token: string, start: string, end: string): Promise<Entry[]> {
  const res = await env.app.server.api(`/api/training-sessions?start=${start}&end=${end}`, { token });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: Entry[] }).data;
}

async function people() {
  const { server } = env.app;
  const trainer = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
  const client = await createUser(server, { role: 'client', name: 'Karol Client' });
  const clientId = await createClientRecord(server, trainer.id, client.id, 'Karol Client');
  const trainerToken = await signIn(server, trainer.email, trainer.password);
  return { trainer, client, clientId, trainerToken };
}

async function open(role: 'trainer' | 'client', user: { email: string; password: string }): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(env.browser, { viewport: role === 'trainer' ? DESKTOP : PHONE });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInThroughUi(page, env.app.server.url, user, role === 'trainer' ? '/trainer' : '/client');
  await waitForSyncState(page, 'synced');
  // The write path is fetched on the first write, offline from the service worker's precache: the device is set
  // up for offline use once the worker controls it (a write made before that waits for the network: e2e
  // first-visit-offline-write).
  await waitForServiceWorker(page);
  return { context, page, errors };
}

const scheduleItem = (page: Page, attrs: string) => page.locator(`[data-testid="schedule-item"]${attrs}`);

describe('sessions: a weekly series, approved offline, moved, and a stale answer (issue 8)', () => {
  it('the trainer plans a weekly series; the client, offline, approves it and declines one date; after reconnecting the trainer sees both; a moved series asks again', async () => {
    const { trainer, client, clientId, trainerToken } = await people();
    const monday = nextMonday();
    const t = await open('trainer', trainer);

    // The trainer plans Mondays and Thursdays at 18:00, eight sessions, in the dialog.
    await t.page.getByRole('button', { name: 'New session' }).first().click();
    const dialog = t.page.getByRole('dialog', { name: 'New session' });
    await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Karol Client' });
    await dialog.getByLabel('Date', { exact: true }).fill(monday);
    await dialog.getByLabel('Start time').fill('18:00');
    await dialog.getByRole('switch', { name: 'Repeat' }).click();
    await dialog.getByRole('button', { name: 'Thursday' }).click();
    await dialog.getByRole('radio', { name: 'After a count of sessions' }).check();
    await dialog.getByLabel('Number of sessions').fill('8');
    await expect.poll(() => dialog.locator('.sform-summary').innerText()).toContain('Every Monday and Thursday at 18:00, 8 sessions');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await dialog.waitFor({ state: 'detached' });

    const last = addDays(monday, 27);
    await expect.poll(async () => (await entriesOf(trainerToken, monday, last)).length, { timeout: 30_000 }).toBe(8);
    const [first] = await entriesOf(trainerToken, monday, last);
    const seriesId = first!.series_id!;
    const thursday = addDays(monday, 3);

    // The client's phone has the series waiting; then the signal goes.
    const c = await open('client', client);
    await c.page.goto(`${env.app.server.url}/client/schedule`);
    const pendingSeries = scheduleItem(c.page, `[data-kind="series"][data-series-id="${seriesId}"]`);
    await expect.poll(() => pendingSeries.count(), { timeout: 30_000 }).toBe(1);
    await c.context.setOffline(true);
    await waitForSyncState(c.page, 'offline');

    await pendingSeries.getByRole('button', { name: 'Approve series' }).click();
    const thursdayItem = scheduleItem(c.page, `[data-section="upcoming"][data-series-id="${seriesId}"][data-occurrence-date="${thursday}"]`);
    await expect.poll(() => thursdayItem.getAttribute('data-approval'), { timeout: 10_000 }).toBe('approved');
    await thursdayItem.getByRole('button', { name: 'Decline this session' }).click();
    await expect.poll(() => thursdayItem.getAttribute('data-approval')).toBe('declined');
    // Nothing left the phone yet.
    expect((await entriesOf(trainerToken, monday, last)).every((e) => e.approval_by_client[clientId] === 'pending')).toBe(true);

    await c.context.setOffline(false);
    await waitForSyncState(c.page, 'synced', 30_000);
    const answered = await entriesOf(trainerToken, monday, last);
    expect(answered.filter((e) => e.approval_by_client[clientId] === 'declined').map((e) => e.occurrence_date)).toEqual([thursday]);
    expect(answered.filter((e) => e.approval_by_client[clientId] === 'approved')).toHaveLength(7);

    // The trainer's calendar shows both answers (week of the first Monday).
    await t.page.goto(`${env.app.server.url}/trainer/dashboard?view=week&date=${monday}`);
    const entry = (date: string) => t.page.locator(`[data-testid="calendar-entry"][data-series-id="${seriesId}"][data-occurrence-date="${date}"]`).first();
    await expect.poll(() => entry(thursday).getAttribute('data-approval'), { timeout: 30_000 }).toBe('declined');
    expect(await entry(monday).getAttribute('data-approval')).toBe('approved');

    // The trainer moves the whole series to 19:00: the client is asked again.
    await entry(monday).click();
    await t.page.getByRole('dialog').getByRole('button', { name: 'Edit' }).click();
    const edit = t.page.getByRole('dialog', { name: 'Edit session' });
    await edit.getByLabel('Start time').fill('19:00');
    await edit.getByRole('button', { name: 'Save' }).click();
    const scope = t.page.getByRole('alertdialog', { name: 'Save a repeating session' });
    await scope.getByRole('radio', { name: 'All sessions' }).check();
    await scope.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(async () => (await entriesOf(trainerToken, monday, last)).every((e) => e.time === '19:00' && e.approval_by_client[clientId] === 'pending'), { timeout: 30_000 })
      .toBe(true);

    await expect.poll(() => pendingSeries.getAttribute('data-approval'), { timeout: 30_000 }).toBe('pending');
    expect(await pendingSeries.getAttribute('data-section')).toBe('pending');
    expect(t.errors).toEqual([]);
    expect(c.errors).toEqual([]);
    await Promise.all([t.context.close(), c.context.close()]);
  });

  it('an answer given offline to a series the trainer changed meanwhile is refused: the client is asked again, nothing is approved silently', async () => {
    const { client, clientId, trainerToken } = await people();
    const monday = nextMonday();
    const created = await env.app.server.api('/api/training-session-series', {
      token: trainerToken,
      body: { title: 'Strength', client_id: clientId, date: monday, time: '07:30', recurrence: { unit: 'weeks', interval: 1, weekdays: [0], max_sessions: 4 } },
    });
    expect(created.status).toBe(201);
    const seriesId = ((await created.json()) as { data: { id: string } }).data.id;

    const c = await open('client', client);
    await c.page.goto(`${env.app.server.url}/client/schedule`);
    const item = scheduleItem(c.page, `[data-kind="series"][data-series-id="${seriesId}"]`);
    await expect.poll(() => item.count(), { timeout: 30_000 }).toBe(1);
    await c.context.setOffline(true);
    await waitForSyncState(c.page, 'offline');
    await item.getByRole('button', { name: 'Approve series' }).click();

    // Meanwhile the trainer moves the series to 08:00.
    const moved = await env.app.server.api(`/api/training-session-series/${seriesId}`, { token: trainerToken, method: 'PUT', body: { time: '08:00' } });
    expect(moved.status).toBe(200);

    await c.context.setOffline(false);
    await expect.poll(() => c.page.getByText('The trainer changed this session since you saw it. Please answer again.').count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const again = scheduleItem(c.page, `[data-kind="series"][data-series-id="${seriesId}"]`);
    await expect.poll(() => again.getAttribute('data-approval'), { timeout: 30_000 }).toBe('pending');
    const onServer = await entriesOf(trainerToken, monday, addDays(monday, 27));
    expect(onServer.map((e) => [e.time, e.approval_by_client[clientId]])).toEqual(Array(4).fill(['08:00', 'pending']));

    // Answering again, to the new time, goes through.
    await again.getByRole('button', { name: 'Approve series' }).click();
    await expect
      .poll(async () => (await entriesOf(trainerToken, monday, addDays(monday, 27))).every((e) => e.approval_by_client[clientId] === 'approved'), { timeout: 30_000 })
      .toBe(true);
    expect(c.errors).toEqual([]);
    await c.context.close();
  });
});
