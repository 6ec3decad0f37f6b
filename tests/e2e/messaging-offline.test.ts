import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { messages } from '../../server/db/schema';
import { createClientRecord, createUser } from '../helpers/accounts';
import { canReachServer, cutNetwork, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { startNetSwitch } from './support/net-switch';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

const log = (page: Page) => page.getByRole('log');
/** The thread's messages whose text is `text` (a whole bubble, so one message's text inside another's does not count). */
const bubbles = (page: Page, text: string) => log(page).locator('li.msg').filter({ has: page.getByText(text, { exact: true }) });

const COMMENT = 'Benched 80 today, the last rep was slow.';
const FIRST = 'No signal in this gym again.';
const SECOND = 'Can we move Thursday to 18:00?';
const REPLY = 'Good work. Thursday 18:00 is fine.';

describe('messaging with no signal (issue 29)', () => {
  it('a client logs a workout, comments on it and writes twice offline, reloads, reconnects; the trainer sees each once without reloading, replies, the client sees the reply and "seen"', async () => {
    const { server } = env.app;
    const trainer = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
    const user = await createUser(server, { role: 'client', name: 'Oskar Offline' });
    const clientId = await createClientRecord(server, trainer.id, user.id, 'Oskar Offline');

    // The trainer has the client's thread open on a desktop all along, never reloaded.
    const trainerContext = await newContext(env.browser, { viewport: DESKTOP });
    const t = await trainerContext.newPage();
    const errors = watchErrors(t);
    await signInThroughUi(t, server.url, trainer, '/trainer');
    await t.goto(`${server.url}/trainer/messages/${clientId}`);
    await waitForSyncState(t, 'synced');
    await t.getByText('No messages with Oskar Offline yet. Write the first one below.').waitFor();

    // The client's phone reaches the server through a switch that really cuts the network.
    const context = await newContext(env.browser, { viewport: PHONE });
    const c = await context.newPage();
    errors.push(...watchErrors(c));
    const net = await startNetSwitch(server.url);
    await signInThroughUi(c, net.url, user, '/client');
    await waitForServiceWorker(c);
    await waitForSyncState(c, 'synced');
    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(c)).toBe(false);
    await waitForSyncState(c, 'offline');

    // A workout of their own, logged with no signal: the session is made by its first set.
    await c.goto(`${net.url}/client/blank-workout`);
    await c.getByRole('button', { name: 'Add exercise' }).click();
    await c.getByLabel('Search').fill('bench press');
    await c.locator('.pe-picker-item').first().click();
    const exercise = c.getByTestId('log-exercise').first();
    for (const [label, value] of [['Reps', '5'], ['Weight (kg)', '80']] as const) {
      await exercise.getByLabel(`Set 1, ${label}`).fill(value);
      await exercise.getByLabel(`Set 1, ${label}`).press('Tab');
    }
    await exercise.getByRole('button', { name: 'Mark set 1 done' }).click();
    await c.waitForURL((u) => /^\/client\/sessions\/[0-9a-f-]+\/log$/.test(u.pathname), { timeout: 15_000 });
    const sessionId = new URL(c.url()).pathname.split('/')[3]!;
    await c.getByRole('button', { name: 'Finish workout' }).click();
    await c.getByTestId('log-summary').waitFor();

    // "Comment" on the logged workout opens the client's thread with it attached.
    await c.getByRole('link', { name: 'Comment on this: Logged workout' }).click();
    await c.waitForURL((u) => u.pathname === '/client/messages');
    const box = c.getByRole('textbox', { name: `Message to ${trainer.name}` });
    await c.getByText('Commenting on: Logged workout').waitFor();
    const ownTexts = [COMMENT, FIRST, SECOND];
    for (const text of ownTexts) {
      await box.fill(text);
      await c.getByRole('button', { name: 'Send' }).click();
      // On screen at once, marked as waiting.
      await expect.poll(() => bubbles(c, text).locator('.msg-pending').count(), { timeout: 5_000 }).toBe(1);
    }
    expect(await c.getByText('Commenting on: Logged workout').count()).toBe(0);
    expect(await bubbles(c, COMMENT).getByRole('link', { name: /Logged workout/ }).count()).toBe(1);

    // A reload with no signal: all three still there, still waiting, and the workout not attached to a new draft.
    const reloaded = await c.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    for (const text of ownTexts) await expect.poll(() => bubbles(c, text).locator('.msg-pending').count(), { timeout: 15_000 }).toBe(1);
    expect(await log(c).locator('li.msg').count()).toBe(3);
    expect(await c.getByText('Commenting on: Logged workout').count()).toBe(0);
    // Nothing got out.
    expect(await server.ctx.db.select().from(messages).where(eq(messages.conversationId, clientId))).toEqual([]);
    expect(await log(t).locator('li.msg').count()).toBe(0);

    // Signal again: the outbox goes out by itself.
    net.restore();
    await restoreNetwork(context);
    await waitForSyncState(c, 'synced', 30_000);
    await expect.poll(() => log(c).locator('.msg-pending').count(), { timeout: 15_000 }).toBe(0);

    // The trainer's open thread gets them by the poke, in the order written, the comment with its workout's card.
    await expect.poll(() => log(t).locator('li.msg').count(), { timeout: 15_000 }).toBe(3);
    expect(await log(t).locator('li.msg .msg-text').allInnerTexts()).toEqual(ownTexts);
    // Read where they arrived: no unread count left on the trainer's Messages entry.
    await expect.poll(() => t.getByTestId('messages-unread').count(), { timeout: 15_000 }).toBe(0);
    const card = bubbles(t, COMMENT).getByRole('link', { name: /Logged workout/ });
    expect(await card.getAttribute('href')).toBe(`/trainer/sessions/${sessionId}/log`);

    await t.getByRole('textbox', { name: 'Message to Oskar Offline' }).fill(REPLY);
    await t.getByRole('button', { name: 'Send' }).click();

    // The client's open thread gets the reply, and "Seen" under their last message (the trainer read all three).
    await bubbles(c, REPLY).waitFor({ timeout: 15_000 });
    await expect.poll(() => bubbles(c, SECOND).locator('.msg-seen').count(), { timeout: 15_000 }).toBe(1);
    // The client read the reply in turn: the trainer sees "Seen" under it.
    await expect.poll(() => bubbles(t, REPLY).locator('.msg-seen').count(), { timeout: 15_000 }).toBe(1);

    // Each message exactly once on both screens and on the server.
    await waitForSyncState(c, 'synced', 30_000);
    await waitForSyncState(t, 'synced', 30_000);
    for (const page of [c, t]) {
      expect(await log(page).locator('li.msg').count()).toBe(4);
      for (const text of [...ownTexts, REPLY]) expect(await bubbles(page, text).count()).toBe(1);
    }
    const stored = await server.ctx.db.select({ body: messages.body, refKind: messages.refKind, refId: messages.refId }).from(messages).where(eq(messages.conversationId, clientId));
    expect(stored.map((m) => m.body).sort()).toEqual([...ownTexts, REPLY].sort());
    expect(stored.find((m) => m.body === COMMENT)).toMatchObject({ refKind: 'sessionLog', refId: sessionId });

    // The workout's own page lists the comment under it, for the client and for the trainer who opens the card.
    await c.goto(`${net.url}/client/sessions/${sessionId}/log`);
    await c.getByRole('region', { name: 'Comments' }).getByText(COMMENT).waitFor({ timeout: 15_000 });
    await card.click();
    await t.waitForURL((u) => u.pathname === `/trainer/sessions/${sessionId}/log`);
    await t.getByRole('region', { name: 'Comments' }).getByText(COMMENT).waitFor({ timeout: 15_000 });
    expect(await t.getByTestId('log-exercise').count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
    await trainerContext.close();
    await net.close();
  });
});
