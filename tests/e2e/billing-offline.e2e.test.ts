import { v7 as uuidv7 } from 'uuid';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainingSessions } from '../../server/db/schema';
import { createUser, signIn } from '../helpers/accounts';
import { cutNetwork, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Billing = { data: { summary: { totalOwed: number; totalPaid: number; availableCredit: number }; payments: { applied_amount: number; remaining_amount: number; allocations: unknown[] }[] } };

describe('client billing offline (issue #11)', () => {
  it('the trainer records a payment offline that pays two completed sessions and leaves credit; it is provisional until the server answers, then the figures are the server\'s', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const token = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api('/api/clients', { token, body: { name: 'Petra Payer', hourlyRate: 30 } });
    const clientId = ((await res.json()) as { data: { id: string } }).data.id;
    // Two completed hour-long sessions this week (30 each): what a payment pays.
    for (const daysAgo of [5, 3]) {
      const date = new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
      await app.server.ctx.db.insert(trainingSessions).values({
        id: uuidv7(),
        spaceId: trainer.id,
        clientIds: [clientId],
        title: `Strength ${daysAgo}`,
        type: 'in_person',
        planByClient: { [clientId]: null },
        date,
        time: '08:00',
        timeZone: 'Europe/Bratislava',
        durationMinutes: 60,
        approvalByClient: { [clientId]: 'approved' },
        startsAt: new Date(`${date}T07:00:00.000Z`),
        progressStatus: 'completed',
      });
    }

    const ctx = await newContext(browser, { viewport: { width: 1280, height: 800 } });
    const page = await ctx.newPage();
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.goto(`${app.server.url}/trainer/clients/${clientId}?billing=sessions`);
    const billing = page.getByTestId('client-billing');
    await waitForSyncState(page, 'synced');
    await expect.poll(() => billing.getByTestId('summary-owed').innerText(), { timeout: 20_000 }).toBe('€60');
    await expect.poll(() => billing.locator('[data-testid="billing-sessions"] tbody tr').count()).toBe(2);

    // The write path is fetched on the first write, offline from the service worker's precache (e2e first-visit-offline-write
    // covers a write made before the worker controls the tab).
    await waitForServiceWorker(page);
    await cutNetwork(ctx);
    await waitForSyncState(page, 'offline');
    await billing.getByRole('button', { name: 'Record payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record payment' });
    // A new payment is offered what the client owes.
    await expect.poll(() => dialog.getByLabel('Amount (EUR)').inputValue()).toBe('60');
    await expect.poll(() => dialog.getByText('Owed now: €60.').count()).toBe(1);
    // The spec's message for an amount below 0.01; nothing is recorded.
    await dialog.getByLabel('Amount (EUR)').fill('0');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await expect.poll(() => dialog.innerText()).toContain('Please enter a valid amount (minimum 0.01)');
    await dialog.getByLabel('Amount (EUR)').fill('80');
    await dialog.getByLabel('Note').fill('Cash at the gym');
    await dialog.getByRole('button', { name: 'Record', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });

    // Computed on the device at once: both sessions paid, 20 of credit, marked provisional.
    await expect.poll(() => billing.getByTestId('summary-credit').innerText(), { timeout: 5_000 }).toBe('€20');
    expect(await billing.getByTestId('summary-owed').innerText()).toBe('€0');
    expect(await billing.getByTestId('summary-paid').innerText()).toBe('€80');
    await expect.poll(() => billing.getByTestId('billing-provisional-note').count()).toBe(1);
    expect(await billing.locator('[data-testid="billing-sessions"] tbody tr[data-status="paid"]').count()).toBe(2);
    await billing.getByRole('tab', { name: 'Payments' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('billing')).toBe('payments');
    const payment = billing.getByTestId('billing-payment');
    await expect.poll(() => payment.count()).toBe(1);
    expect(await payment.getByTestId('payment-applied').innerText()).toBe('€60');
    expect(await payment.getByTestId('payment-remaining').innerText()).toBe('€20');
    expect(await payment.locator('.billing-allocations li').count()).toBe(2);
    expect(await payment.getByTestId('provisional').count()).toBe(1);

    await restoreNetwork(ctx);
    await waitForSyncState(page, 'synced', 30_000);
    await expect.poll(() => billing.getByTestId('provisional').count(), { timeout: 30_000 }).toBe(0);
    const server = ((await (await app.server.api(`/api/clients/${clientId}/billing`, { token })).json()) as Billing).data;
    expect(server.summary).toMatchObject({ totalOwed: 0, totalPaid: 80, availableCredit: 20 });
    expect(server.payments).toEqual([expect.objectContaining({ applied_amount: 60, remaining_amount: 20 })]);
    expect(server.payments[0]!.allocations).toHaveLength(2);
    // The screen shows the server's figures.
    expect(await billing.getByTestId('summary-credit').innerText()).toBe('€20');
    expect(await billing.getByTestId('summary-owed').innerText()).toBe('€0');
    expect(await payment.getByTestId('payment-applied').innerText()).toBe('€60');
    await ctx.close();
  });
});
