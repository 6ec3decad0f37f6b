import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

async function open(user: { email: string; password: string }, home: string, viewport: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(env.browser, { viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInThroughUi(page, env.app.server.url, user, home);
  await waitForSyncState(page, 'synced');
  return { context, page, errors };
}

const log = (page: Page) => page.getByRole('log');

describe('messaging screens (issue 29)', () => {
  it('the trainer writes, the client sees it with the unread count, replies, and the trainer sees the reply and "seen" without reloading', async () => {
    const { server } = env.app;
    const trainer = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
    const client = await createUser(server, { role: 'client', name: 'Karol Client' });
    const clientId = await createClientRecord(server, trainer.id, client.id, 'Karol Client');

    const c = await open(client, '/client', PHONE);
    const t = await open(trainer, '/trainer', DESKTOP);
    await t.page.goto(`${server.url}/trainer/messages/${clientId}`);
    const box = t.page.getByRole('textbox', { name: 'Message to Karol Client' });
    // An empty message is refused with the domain's text, nothing sent.
    await t.page.getByRole('button', { name: 'Send' }).click();
    await t.page.getByText('Write a message first.').waitFor();
    await box.fill('Great depth on those squats!\nSee https://example.com/squat');
    await box.press('Control+Enter');
    await log(t.page).getByText('Great depth on those squats!').waitFor();
    const link = log(t.page).getByRole('link', { name: 'https://example.com/squat' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');

    // The poke brings it to the client's open app: the count on the Messages link, then the thread.
    await expect.poll(() => c.page.getByTestId('messages-unread').first().textContent().catch(() => null), { timeout: 30_000 }).toBe('1');
    await c.page.goto(`${server.url}/client/messages`);
    await log(c.page).getByText('Great depth on those squats!').waitFor();
    await expect.poll(() => c.page.getByTestId('messages-unread').count(), { timeout: 15_000 }).toBe(0);
    const reply = c.page.getByRole('textbox', { name: `Message to ${trainer.name}` });
    await reply.fill('Thanks, coach');
    await c.page.getByRole('button', { name: 'Send' }).click();
    await log(c.page).getByText('Thanks, coach').waitFor();

    await log(t.page).getByText('Thanks, coach').waitFor({ timeout: 30_000 });
    // The client read the trainer's message: "Seen" under it on the trainer's screen.
    await log(t.page).getByText('Seen').waitFor({ timeout: 30_000 });
    expect([...c.errors, ...t.errors]).toEqual([]);
    await c.context.close();
    await t.context.close();
  });
});
