import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedIngredient } from '../../domain/meals/shipped';
import { signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { startNetSwitch } from './support/net-switch';
import { canReachServer, cutNetwork, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';

let app: E2eApp;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp({ demo: true }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const TRAINER = { email: 'demo@repwise.app', password: 'demo1234' };
// Cyril has no meals in the demo (Adam has a plan and logs of his own).
const CLIENT = { email: 'cyril@repwise.app', password: 'demo1234' };

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await app.server.api(path, { token, ...init });
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type Line = { ingredient_id: string; amount: number; unit: 'g' | 'piece' };
type Figures = { calories: number; protein: number; carbs: number; fat: number };

/** Half away from zero at one decimal (docs/rules/meals.md "Daily totals" "one decimal"). */
const round1 = (n: number) => Math.round((n + Number.EPSILON) * 10) / 10;

/** A meal's figures from the shipped table (per 100 g, grams per piece), summed, then rounded as a log stores them. */
function figuresOf(lines: Line[]): Figures {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const l of lines) {
    const i = shippedIngredient(l.ingredient_id)!;
    const grams = l.unit === 'g' ? l.amount : l.amount * i.units.gramsPerPiece!;
    sum.calories += (i.per100g.kcal * grams) / 100;
    sum.protein += (i.per100g.protein * grams) / 100;
    sum.carbs += (i.per100g.carbs * grams) / 100;
    sum.fat += (i.per100g.fat * grams) / 100;
  }
  return { calories: Math.round(sum.calories), protein: round1(sum.protein), carbs: round1(sum.carbs), fat: round1(sum.fat) };
}

/** What the screen shows for a day's totals, in English. */
const kcal = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 0 })} kcal`;
const grams = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 1 })} g`;

async function shownTotals(totals: Locator) {
  const text = async (k: string) => (await totals.getByTestId(`total-${k}-value`).innerText()).trim();
  return { calories: await text('calories'), protein: await text('protein'), carbs: await text('carbs'), fat: await text('fat'), water: await text('water'), completion: (await totals.getByTestId('total-completion').innerText()).trim() };
}

const mealRow = (page: Page, title: string) => page.locator(`[data-testid="meal-log"][data-title="${title}"]`);

describe('a client logs the day of their meal plan offline', () => {
  it('fills today from the plan, ticks one meal, changes the other one’s amount and ticks it, adds water; totals follow docs/rules/meals.md "Daily totals" and the trainer sees the same after reconnecting', async () => {
    const trainerToken = await signIn(app.server, TRAINER.email, TRAINER.password);
    const { data: clients } = await api<{ data: { id: string; email: string | null }[] }>('/api/clients', trainerToken);
    const clientId = clients.find((c) => c.email === CLIENT.email)!.id;

    // The trainer builds a one-day plan from two meals and assigns it (it started two days ago: any day is its day 1).
    const breakfast: Line[] = [
      { ingredient_id: 'oats', amount: 80, unit: 'g' },
      { ingredient_id: 'banana', amount: 1, unit: 'piece' },
    ];
    const lunch: Line[] = [
      { ingredient_id: 'chicken-breast', amount: 150, unit: 'g' },
      { ingredient_id: 'rice-white', amount: 80, unit: 'g' },
    ];
    const { data: oats } = await api<{ data: { id: string } }>('/api/trainer/meals', trainerToken, { method: 'POST', body: { title: 'Oats with banana', ingredients: breakfast } });
    const { data: chicken } = await api<{ data: { id: string } }>('/api/trainer/meals', trainerToken, { method: 'POST', body: { title: 'Chicken with rice', ingredients: lunch } });
    const { data: plan } = await api<{ data: { id: string } }>('/api/trainer/meal-plans', trainerToken, { method: 'POST', body: { title: 'Lean week', days: 1 } });
    await api(`/api/trainer/meal-plans/${plan.id}/meals`, trainerToken, { method: 'POST', body: { meal_id: oats.id, day: 1, slot: 'breakfast' } });
    await api(`/api/trainer/meal-plans/${plan.id}/meals`, trainerToken, { method: 'POST', body: { meal_id: chicken.id, day: 1, slot: 'lunch' } });
    const startsOn = new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10);
    await api(`/api/clients/${clientId}/meal-plans`, trainerToken, { method: 'POST', body: { meal_plan_id: plan.id, starts_on: startsOn } });

    // The client's phone, through a switch that really cuts the network.
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const net = await startNetSwitch(app.server.url);
    await signInThroughUi(page, net.url, CLIENT, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    // The dashboard's card leads to the day, once the plan is on the device.
    const card = page.getByTestId('today-meals');
    await card.waitFor();

    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    await card.getByRole('link', { name: 'Open my meals' }).click();
    await page.waitForURL((u) => u.pathname === '/client/meals');
    const today = (await page.getByTestId('meal-day').getAttribute('data-date'))!;
    await page.getByText('Plan: Lean week, day 1 of 1').waitFor();

    await page.getByRole('button', { name: 'Fill today from my plan' }).click();
    await expect.poll(() => page.getByTestId('meal-log').count()).toBe(2);
    await page.getByRole('status').getByText('2 planned meals added.').waitFor();
    // Filling again adds nothing: the button is gone, the plan's meals are in.
    expect(await page.getByRole('button', { name: 'Fill today from my plan' }).count()).toBe(0);
    const totals = page.getByTestId('meal-day-totals');
    expect((await shownTotals(totals)).completion).toBe('0 of 2 logs done (0%)');
    expect((await shownTotals(totals)).calories).toBe(kcal(0));

    // Breakfast as planned: one tap.
    await page.getByRole('button', { name: 'Mark Oats with banana eaten' }).click();
    await expect.poll(() => mealRow(page, 'Oats with banana').getAttribute('data-completed')).toBe('true');

    // Lunch was a bigger plate: one and a half portions, then ticked.
    await page.getByRole('button', { name: 'Change the amount of Chicken with rice' }).click();
    const dialog = page.getByRole('dialog', { name: 'Amount of Chicken with rice' });
    await dialog.getByRole('button', { name: '1.5×' }).click();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await mealRow(page, 'Chicken with rice').getAttribute('data-completed')).toBe('false');
    await page.getByRole('button', { name: 'Mark Chicken with rice eaten' }).click();
    await expect.poll(() => mealRow(page, 'Chicken with rice').getAttribute('data-completed')).toBe('true');

    // A glass of water.
    await page.getByRole('button', { name: 'Add 250 ml of water' }).click();
    await expect.poll(async () => (await page.getByTestId('water-value').innerText()).trim()).toBe('250 ml');

    // Expected from the data: each meal as a log stores it, lunch scaled by 1.5, the day's sums rounded once.
    const b = figuresOf(breakfast);
    const l0 = figuresOf(lunch);
    const l = { calories: Math.round(l0.calories * 1.5), protein: round1(l0.protein * 1.5), carbs: round1(l0.carbs * 1.5), fat: round1(l0.fat * 1.5) };
    const day = { calories: Math.round(b.calories + l.calories), protein: round1(b.protein + l.protein), carbs: round1(b.carbs + l.carbs), fat: round1(b.fat + l.fat) };
    const expected = { calories: kcal(day.calories), protein: grams(day.protein), carbs: grams(day.carbs), fat: grams(day.fat), water: '250 ml', completion: '3 of 3 logs done (100%)' };
    await expect.poll(() => shownTotals(totals)).toEqual(expected);
    expect(await mealRow(page, 'Chicken with rice').innerText()).toContain(kcal(l.calories));

    // Nothing got out while offline; the marks say so.
    await expect.poll(() => page.locator('[data-testid="meal-log"][data-pending="true"]').count()).toBe(2);
    const before = await api<{ data: { logs: unknown[] } }>(`/api/clients/${clientId}/meal-logs/date/${today}`, trainerToken);
    expect(before.data.logs).toEqual([]);

    // Back online: the outbox goes out by itself, and the server's docs/rules/meals.md "Daily totals" are the screen's.
    net.restore();
    await restoreNetwork(context);
    await waitForSyncState(page, 'synced', 30_000);
    const after = await api<{ data: { logs: unknown[]; totals: { calories: number; protein: number; carbs: number; fat: number; water_ml: number; completion_ratio: number } } }>(
      `/api/clients/${clientId}/meal-logs/date/${today}`,
      trainerToken,
    );
    expect(after.data.logs).toHaveLength(3);
    expect(after.data.totals).toMatchObject({ calories: day.calories, protein: day.protein, carbs: day.carbs, fat: day.fat, water_ml: 250, completion_ratio: 1 });

    // The trainer's client page, on a desktop, shows the same day.
    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainer = await trainerContext.newPage();
    errors.push(...watchErrors(trainer));
    await signInThroughUi(trainer, app.server.url, TRAINER, '/trainer');
    await trainer.goto(`${app.server.url}/trainer/clients/${clientId}`);
    await waitForSyncState(trainer, 'synced');
    const section = trainer.getByTestId('client-meals-section');
    expect(await section.getByTestId('client-meal-plan-row').innerText()).toContain('Lean week');
    const trainerDay = section.locator(`[data-testid="client-meal-day"][data-date="${today}"]`);
    await expect.poll(() => shownTotals(trainerDay.getByTestId('meal-day-totals')), { timeout: 15_000 }).toEqual(expected);

    expect(errors).toEqual([]);
    await trainerContext.close();
    await context.close();
    await net.close();
  });
});
