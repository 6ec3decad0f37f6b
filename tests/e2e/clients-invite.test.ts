import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail } from '../helpers/accounts';
import { startTestServer } from '../helpers/server';
import { linksIn } from '../helpers/smtp';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, PHONE, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Fills the client form's fields by their labels and submits it. */
async function fillClientForm(page: Page, fields: Record<string, string>, submit: string) {
  const dialog = page.getByRole('dialog');
  for (const [label, value] of Object.entries(fields)) {
    const field = dialog.getByLabel(label, { exact: true });
    if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await dialog.getByRole('button', { name: submit }).click();
}

describe('clients and invitations, as a trainer and a new client meet them', () => {
  it('a trainer adds a client through the form and invites them; the client registers from the mail and lands on /client', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tereza Trenérka', language: 'en' });
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await expect.poll(() => page.getByTestId('total-clients').innerText()).toBe('0');

    await page.getByRole('link', { name: 'Clients' }).first().click();
    await page.waitForURL('**/trainer/clients');
    await expect.poll(() => page.getByText('No clients yet').count()).toBe(1);
    await page.getByRole('button', { name: 'Add client' }).first().click();

    // Bad input is caught in the form, with the rule's message, before anything is saved.
    await fillClientForm(page, { 'Full name': 'Ľubica Nováková', Age: '130' }, 'Add client');
    await expect.poll(() => page.getByText('The age must be a whole number between 1 and 120.').count()).toBe(1);

    const email = uniqueEmail('lubica');
    await fillClientForm(
      page,
      {
        Age: '34',
        Email: email,
        Goal: 'custom',
        'Your goal for this client': 'Run a half marathon',
        'Height (cm)': '168,5',
        'Weight (kg)': '61.2',
        Allergies: 'Peanuts',
        'Hourly rate': '35',
        Currency: 'CZK',
        'Private notes': 'Left knee: no deep lunges',
      },
      'Add client',
    );
    await page.waitForURL(/\/trainer\/clients\/[0-9a-f-]{36}$/);
    const clientId = page.url().split('/').pop()!;
    await expect.poll(() => page.getByRole('heading', { name: 'Ľubica Nováková', level: 1 }).count()).toBe(1);
    expect(await page.locator('#client-overview').innerText()).toContain('Run a half marathon');

    // Once synced, the record is on the server with every field.
    await waitForSyncState(page, 'synced');
    const trainerToken = await signIn(app.server, trainer.email, trainer.password);
    const saved = (await (await app.server.api(`/api/clients/${clientId}`, { token: trainerToken })).json()) as { data: Record<string, unknown> };
    expect(saved.data).toMatchObject({ name: 'Ľubica Nováková', email, age: 34, heightCm: 168.5, weightKg: 61.2, hourlyRate: 35, currency: 'CZK', goal: 'Run a half marathon', status: 'pending' });

    // The list finds her without diacritics.
    await page.getByRole('link', { name: 'All clients' }).click();
    await page.getByLabel('Search clients').fill('lubica novakova');
    await expect.poll(() => page.getByRole('link', { name: 'Ľubica Nováková' }).count()).toBe(1);
    await page.getByRole('link', { name: 'Ľubica Nováková' }).click();

    await page.locator('#client-invitation').getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${email}.`).count()).toBe(1);
    const mail = await app.smtp.waitFor(email);
    expect(mail.subject).toBe('Tereza Trenérka invited you to Repwise');
    const link = linksIn(mail).find((l) => l.includes('/invitation/'));
    expect(link).toBeTruthy();
    await expect.poll(() => page.locator('.invite-badge').first().innerText(), { timeout: 15_000 }).toBe('Invited');

    // The client, on a phone, opens the mailed link.
    const phone = await newContext(browser, { viewport: PHONE });
    const clientPage = await phone.newPage();
    const clientErrors = watchErrors(clientPage);
    await clientPage.goto(link!);
    await expect.poll(() => clientPage.getByRole('heading', { name: 'Join Tereza Trenérka on Repwise' }).count()).toBe(1);
    expect(await clientPage.getByLabel('Email').inputValue()).toBe(email);
    await clientPage.getByLabel('Password', { exact: true }).fill('secret1');
    await clientPage.getByLabel('Confirm password').fill('secret2');
    await clientPage.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => clientPage.getByText('The password confirmation does not match.').count()).toBe(1);
    await clientPage.getByLabel('Confirm password').fill('secret1');
    await clientPage.getByRole('button', { name: 'Create account' }).click();
    await clientPage.waitForURL((u) => u.pathname === '/client', { timeout: 15_000 });
    expect(await clientPage.evaluate(() => localStorage.getItem('userRole'))).toBe('client');

    // The link worked once.
    const again = await newContext(browser);
    const againPage = await again.newPage();
    await againPage.goto(link!.replace('/invitation/', '/invite/'));
    await expect.poll(() => againPage.getByText('This invitation has already been used. Please sign in.').count()).toBe(1);

    // The trainer sees the client joined, without reloading.
    await expect.poll(() => page.getByText('Ľubica Nováková uses the app.').count(), { timeout: 20_000 }).toBe(1);
    expect(errors).toEqual([]);
    expect(clientErrors).toEqual([]);
    await Promise.all([context.close(), phone.close(), again.close()]);
  });

  it('the trainer deletes a client after a clear warning; the client is gone on the server too', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const token = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api('/api/clients', { token, body: { name: 'Dominik Delete' } });
    const { data } = (await res.json()) as { data: { id: string } };
    const context = await newContext(browser);
    const page = await context.newPage();
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await expect.poll(() => page.getByTestId('total-clients').innerText(), { timeout: 15_000 }).toBe('1');
    await page.goto(`${app.server.url}/trainer/clients/${data.id}`);
    await page.locator('.client-detail-actions').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    expect(await dialog.innerText()).toContain('removed together with their training plans, meal plans, workout logs and weight history. This is permanent');
    await dialog.getByRole('button', { name: 'Delete permanently' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer/clients');
    await expect.poll(() => page.getByText('No clients yet').count()).toBe(1);
    await expect.poll(async () => (await app.server.api(`/api/clients/${data.id}`, { token })).status, { timeout: 15_000 }).toBe(404);
    await context.close();
  });
});

describe('an invitation whose mail can not be sent', () => {
  it('shows "error while sending the invitation" with the link to copy', async () => {
    const s = createServer();
    await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
    const { port } = s.address() as AddressInfo;
    await new Promise<void>((r) => s.close(() => r()));
    const server = await startTestServer('pglite', { smtpUrl: `smtp://127.0.0.1:${port}/?ignoreTLS=true`, distDir: resolve(process.env.BUILD_DIR ?? 'dist') });
    try {
      const trainer = await createUser(server, { role: 'trainer' });
      const token = await signIn(server, trainer.email, trainer.password);
      const res = await server.api('/api/clients', { token, body: { name: 'Mira Mailless', email: uniqueEmail('mira') } });
      const { data } = (await res.json()) as { data: { id: string } };
      const context = await newContext(browser);
      const page = await context.newPage();
      await signInThroughUi(page, server.url, trainer, '/trainer');
      await page.goto(`${server.url}/trainer/clients/${data.id}`);
      await page.locator('#client-invitation').getByRole('button', { name: 'Send invitation' }).click();
      await expect.poll(() => page.getByText('error while sending the invitation').count(), { timeout: 15_000 }).toBe(1);
      const link = await page.getByLabel('Invitation link').inputValue();
      expect(link).toMatch(new RegExp(`^${server.url}/invitation/[A-Za-z0-9_-]{43}$`));
      await page.getByRole('button', { name: 'Copy link' }).click();
      await expect.poll(() => page.getByRole('button', { name: 'Link copied' }).count()).toBe(1);
      // The shared link works.
      const shown = await server.api(`/api/invitations/${link.split('/').pop()}`);
      expect(shown.status).toBe(200);
      await context.close();
    } finally {
      await server.close();
    }
  });
});
