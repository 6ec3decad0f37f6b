import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients, feedback, users, weightLogs } from '../../server/db/schema';
import { createUser } from '../helpers/accounts';
import { logWeightThroughForm, signInThroughUi, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

describe('settings (issue 12 items 5 and 6)', () => {
  it('a trainer turns the companion account on, switches to the client app, logs as a client and switches back without signing in', async () => {
    const { server } = env.app;
    const trainer = await createUser(server, { role: 'trainer', name: 'Tamara Trainer' });
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, server.url, trainer, '/trainer');
    await waitForSyncState(page, 'synced');

    await page.goto(`${server.url}/trainer/settings`);
    const section = page.getByTestId('client-experience');
    await section.getByRole('button', { name: 'Turn on companion client account' }).click();
    await section.getByRole('button', { name: 'Switch to the client app' }).click();
    await page.waitForURL((u) => u.pathname === '/client', { timeout: 30_000 });
    await waitForSyncState(page, 'synced');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('client');

    // The client app is the trainer's own client record: a weight logged here is a row of the trainer's space.
    const [companion] = await server.ctx.db.select().from(users).where(eq(users.companionOf, trainer.id));
    const [record] = await server.ctx.db.select().from(clients).where(and(eq(clients.userId, companion!.id), eq(clients.trainerId, trainer.id)));
    await page.goto(`${server.url}/client/weight`);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 15_000 }).toBe(1);
    await logWeightThroughForm(page, '68.4');
    await expect.poll(async () => (await server.ctx.db.select().from(weightLogs).where(eq(weightLogs.clientId, record!.id))).map((r) => [r.spaceId, r.weightKg]), { timeout: 20_000 }).toEqual([[trainer.id, 68.4]]);

    // And back: the trainer app, no sign-in, with the companion in the client list.
    await page.goto(`${server.url}/client/settings`);
    await page.getByTestId('trainer-account').getByRole('button', { name: 'Switch to the trainer app' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    await waitForSyncState(page, 'synced');
    expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('trainer');
    await page.goto(`${server.url}/trainer/clients`);
    await expect.poll(() => page.getByText('Tamara Trainer').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(page.url()).not.toContain('/login');

    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);

  it('sends feedback: an empty form is refused in words, a written one is stored', async () => {
    const { server } = env.app;
    const client = await createUser(server, { role: 'client', name: 'Filip Feedback' });
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, server.url, client, '/client');
    await page.goto(`${server.url}/client/settings`);
    const form = page.getByTestId('feedback');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => form.getByText('Please write at least one field').count()).toBe(1);
    await form.getByLabel('What could be better?').fill('A darker dark theme');
    await form.getByRole('button', { name: 'Send feedback' }).click();
    await expect.poll(() => form.getByText('Thank you! Your feedback has been sent.').count(), { timeout: 15_000 }).toBe(1);
    const rows = await server.ctx.db.select().from(feedback).where(eq(feedback.userId, client.id));
    expect(rows.map((r) => [r.improve, r.liked])).toEqual([['A darker dark theme', null]]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
