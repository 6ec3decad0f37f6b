import type { Browser, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { localRows, signInThroughUi, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, PHONE, throttleCpu, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

type Targets = Record<string, number>[];
interface PlanDto {
  id: string;
  blocks: { exercises: { id: string; set_targets: Targets }[] }[];
}

type Item = 'bench' | 'row';
type Field = 'Reps' | 'Weight (kg)' | 'Effort, RPE (1–10)';
/**
 * What a trainer types, cell by cell. `tabs`: the Tab presses that lead from the cell before (a set's last cell
 * to the next set's first passes the set's remove button); an exercise's first cell is focused directly.
 */
const TYPED: { item: Item; set: number; field: Field; text: string; tabs: number }[] = [
  { item: 'bench', set: 1, field: 'Reps', text: '8', tabs: 0 },
  { item: 'bench', set: 1, field: 'Weight (kg)', text: '60', tabs: 1 },
  { item: 'bench', set: 1, field: 'Effort, RPE (1–10)', text: '7', tabs: 1 },
  { item: 'bench', set: 2, field: 'Reps', text: '6', tabs: 2 },
  { item: 'bench', set: 2, field: 'Weight (kg)', text: '62.5', tabs: 1 },
  { item: 'bench', set: 3, field: 'Reps', text: '4', tabs: 3 },
  { item: 'bench', set: 3, field: 'Weight (kg)', text: '65', tabs: 1 },
  { item: 'row', set: 1, field: 'Reps', text: '10', tabs: 0 },
  { item: 'row', set: 2, field: 'Reps', text: '12', tabs: 4 },
];
const BENCH: Targets = [{ reps: 8, weight: 60, effort: 7 }, { reps: 6, weight: 62.5 }, { reps: 4, weight: 65 }];
const ROW: Targets = [{ reps: 10 }, { reps: 12 }, {}];

describe('the plan editor under fast typing (issue 32 item 4)', () => {
  it('keeps every value typed as fast as keys go at a 4x slower CPU: on the device, on the server and in the client\u2019s copy', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const clientUser = await createUser(app.server, { role: 'client', name: 'Eva Client' });
    const clientId = await createClientRecord(app.server, trainer.id, clientUser.id, 'Eva Client');
    const token = await signIn(app.server, trainer.email, trainer.password);
    const planId = uuidv7();
    const bench = uuidv7();
    const row = uuidv7();
    const empty = [{}, {}, {}];
    const res = await app.server.api('/api/sync/push', {
      token,
      body: {
        protocolVersion: PROTOCOL_VERSION,
        deviceId: uuidv7(),
        mutations: [
          { name: 'plan.create', args: { id: planId, title: 'Strength A', clientId } },
          { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: bench, exerciseId: 'barbell-bench-press', sets: 3, setTargets: empty }] } },
          { name: 'block.add', args: { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: row, exerciseId: 'barbell-bent-over-row', sets: 3, setTargets: empty }] } },
        ].map((m, i) => ({ id: i + 1, ...m })),
      },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { results: { error?: unknown }[] }).results.every((r) => !r.error)).toBe(true);

    const context = await newContext(browser, { viewport: { width: 1280, height: 1400 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.goto(`${app.server.url}/trainer/clients/${clientId}/plans/${planId}/edit`);
    const cell = (item: Item, set: number, field: Field) => page.getByTestId('plan-item').nth(item === 'bench' ? 0 : 1).getByLabel(`Set ${set}, ${field}`);
    await cell('row', 3, 'Reps').waitFor({ timeout: 20_000 });

    const onDevice = async (p: Page, userId: string) => {
      const rows = await localRows<{ id: string; setTargets: Targets }>(p, userId, 'blockExercises');
      return [rows.find((r) => r.id === bench)?.setTargets, rows.find((r) => r.id === row)?.setTargets];
    };
    const shown = async () => {
      const out: string[] = [];
      for (const typed of TYPED) out.push(await cell(typed.item, typed.set, typed.field).inputValue());
      return out;
    };

    const unthrottle = await throttleCpu(page, 4);
    try {
      // Keys only, as a fast typist's keyboard sends them: a value, then Tab on to the next cell (each Tab leaves a
      // field, which saves it), from the first key the page gets, while the write path is still being loaded.
      const keys = (item: Item) => TYPED.filter((x) => x.item === item).flatMap((x, i) => [...(i ? Array<string>(x.tabs).fill('Tab') : []), ...x.text]).concat('Tab');
      for (const item of ['bench', 'row'] as const) {
        await cell(item, 1, 'Reps').focus();
        await typeFast(page, keys(item));
      }
      // The editor shows each value typed, and the device's database has each one.
      await expect.poll(shown).toEqual(TYPED.map((x) => x.text));
      await expect.poll(() => onDevice(page, trainer.id), { timeout: 20_000 }).toEqual([BENCH, ROW]);
    } finally {
      await unthrottle();
    }

    // The server has each one.
    await waitForSyncState(page, 'synced', 30_000);
    const plans = (await (await app.server.api(`/api/clients/${clientId}/plans`, { token })).json()) as { data: PlanDto[] };
    const onServer = plans.data.find((p) => p.id === planId)!.blocks.flatMap((b) => b.exercises.map((e) => e.set_targets));
    expect(onServer).toEqual([BENCH, ROW]);

    // And so does the client's copy, on her phone.
    const phone = await newContext(browser, { viewport: PHONE });
    const her = await phone.newPage();
    const herErrors = watchErrors(her);
    await signInThroughUi(her, app.server.url, clientUser, '/client');
    await expect.poll(() => onDevice(her, clientUser.id), { timeout: 30_000 }).toEqual([BENCH, ROW]);

    expect(errors).toEqual([]);
    expect(herErrors).toEqual([]);
    await phone.close();
    await context.close();
  }, 180_000);
});

/**
 * Sends keys to the page one after another without waiting for each to be handled, as a keyboard does: each
 * Playwright key press waits for the page's answer, a round trip that on a loaded machine takes longer than a
 * fast typist's next key, so the page would never see one key arrive while the last one's save is under way.
 * Digits, '.' and Tab.
 */
async function typeFast(page: Page, keys: string[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const sent: Promise<unknown>[] = [];
  for (const key of keys) {
    const tab = key === 'Tab';
    const code = tab ? 'Tab' : key === '.' ? 'Period' : `Digit${key}`;
    const keyCode = tab ? 9 : key === '.' ? 190 : 48 + Number(key);
    const base = { key, code, windowsVirtualKeyCode: keyCode, nativeVirtualKeyCode: keyCode };
    sent.push(cdp.send('Input.dispatchKeyEvent', tab ? { type: 'rawKeyDown', ...base } : { type: 'keyDown', text: key, unmodifiedText: key, ...base }));
    sent.push(cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base }));
  }
  await Promise.all(sent);
  await cdp.detach();
}
