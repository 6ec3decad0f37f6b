import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippedIngredient } from '../../domain/meals/shipped';
import { signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
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
// Cyril has no meals in the demo.
const CLIENT = { email: 'cyril@repwise.app', password: 'demo1234' };

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await app.server.api(path, { token, ...init });
  expect(res.status, `${init.method ?? 'GET'} ${path}: ${res.status}`).toBeLessThan(300);
  return (await res.json()) as T;
}

type Line = { id: string; grams: number };
type Figures = { calories: number; protein: number; carbs: number; fat: number };

/** Half away from zero at one decimal (docs/rules/meals.md "Daily totals" "one decimal"). */
const round1 = (n: number) => Math.round((n + Number.EPSILON) * 10) / 10;

/** Unrounded figures of grams of shipped ingredients, from the table's figures per 100 g. */
function raw(lines: Line[], factor = 1): Figures {
  const sum = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const l of lines) {
    const p = shippedIngredient(l.id)!.per100g;
    const g = (l.grams * factor) / 100;
    sum.calories += p.kcal * g;
    sum.protein += p.protein * g;
    sum.carbs += p.carbs * g;
    sum.fat += p.fat * g;
  }
  return sum;
}
const rounded = (f: Figures): Figures => ({ calories: Math.round(f.calories), protein: round1(f.protein), carbs: round1(f.carbs), fat: round1(f.fat) });

const kcal = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 0 })} kcal`;
const grams = (n: number) => `${n.toLocaleString('en', { maximumFractionDigits: 1 })} g`;

async function shownTotals(totals: Locator) {
  const text = async (k: string) => (await totals.getByTestId(`total-${k}-value`).innerText()).trim();
  return { calories: await text('calories'), protein: await text('protein'), carbs: await text('carbs'), fat: await text('fat') };
}

async function shownFields(dialog: Locator): Promise<Figures> {
  const value = async (label: string) => Number((await dialog.getByRole('textbox', { name: label }).inputValue()).replace(',', '.'));
  return { calories: await value('Calories (kcal)'), protein: await value('Protein (g)'), carbs: await value('Carbohydrates (g)'), fat: await value('Fat (g)') };
}

const mealRow = (page: Page, title: string) => page.locator(`[data-testid="meal-log"][data-title="${title}"]`);

/** Picks an ingredient or meal found by the query and adds the amount typed. */
async function addFood(dialog: Locator, query: string, hit: RegExp, amount: string) {
  await dialog.getByRole('searchbox', { name: 'Find a food or meal' }).fill(query);
  await dialog.getByRole('button', { name: hit }).first().click();
  const step = dialog.getByRole('form', { name: /: how much\?$/ });
  await step.getByRole('textbox', { name: /^(Amount|Portions)$/ }).fill(amount);
  const gives = (await step.getByTestId('food-amount-figures').innerText()).trim();
  await step.getByRole('button', { name: 'Add to the meal' }).click();
  await step.waitFor({ state: 'detached' });
  return gives;
}

describe('a client logs a meal from the ingredient table and their trainer’s meals, offline', () => {
  it('searches without accents, gives amounts, gets the figures worked out, logs; the totals survive an offline reload, the meal is remembered, and the server has the computed figures after reconnecting', async () => {
    const trainerToken = await signIn(app.server, TRAINER.email, TRAINER.password);
    const { data: clients } = await api<{ data: { id: string; email: string | null }[] }>('/api/clients', trainerToken);
    const clientId = clients.find((c) => c.email === CLIENT.email)!.id;

    // A meal of the trainer's reaches the client's device with a plan assigned to start next week (so today has no plan of its own).
    const oatsMeal: Line[] = [
      { id: 'oats', grams: 80 },
      { id: 'banana', grams: shippedIngredient('banana')!.units.gramsPerPiece! },
    ];
    const { data: oats } = await api<{ data: { id: string } }>('/api/trainer/meals', trainerToken, {
      method: 'POST',
      body: { title: 'Overnight oats', ingredients: [{ ingredient_id: 'oats', amount: 80, unit: 'g' }, { ingredient_id: 'banana', amount: 1, unit: 'piece' }] },
    });
    const { data: plan } = await api<{ data: { id: string } }>('/api/trainer/meal-plans', trainerToken, { method: 'POST', body: { title: 'Next week', days: 1 } });
    await api(`/api/trainer/meal-plans/${plan.id}/meals`, trainerToken, { method: 'POST', body: { meal_id: oats.id, day: 1, slot: 'breakfast' } });
    const startsOn = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await api(`/api/clients/${clientId}/meal-plans`, trainerToken, { method: 'POST', body: { meal_plan_id: plan.id, starts_on: startsOn } });

    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const net = await startNetSwitch(app.server.url);
    await signInThroughUi(page, net.url, CLIENT, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    const card = page.getByTestId('today-meals');
    await card.waitFor();

    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    await card.getByRole('link', { name: 'Open my meals' }).click();
    await page.waitForURL((u) => u.pathname === '/client/meals');
    const today = (await page.getByTestId('meal-day').getAttribute('data-date'))!;
    const totals = page.getByTestId('meal-day-totals');

    // 150 g of chicken breast found by its Slovak name typed without accents, and 80 g of rice by its Czech one.
    await page.getByRole('button', { name: 'Add a meal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a meal' });
    const chicken = rounded(raw([{ id: 'chicken-breast', grams: 150 }]));
    expect(chicken).toEqual({ calories: 180, protein: 33.8, carbs: 0, fat: 3.9 });
    expect(await addFood(dialog, 'kuraci prsia', /^Chicken breast, skinless, raw \(Kuracie prsia/, '150')).toBe('That is 180 kcal · P 33.8 g · C 0 g · F 3.9 g.');
    await dialog.getByRole('status').getByText('Added: Chicken breast, skinless, raw.').waitFor();
    expect(await shownFields(dialog)).toEqual(chicken);
    await addFood(dialog, 'bila ryze', /^White rice, raw \(Bílá rýže/, '80');
    const items = dialog.getByTestId('meal-item');
    expect(await items.count()).toBe(2);
    expect(await items.nth(1).innerText()).toContain('White rice, raw · 80 g');
    // Summed, then rounded once: what a log stores.
    const plate = rounded(raw([{ id: 'chicken-breast', grams: 150 }, { id: 'rice-white', grams: 80 }]));
    expect(await shownFields(dialog)).toEqual(plate);
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Chicken breast, skinless, raw + White rice, raw');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Chicken and rice');
    await dialog.getByRole('button', { name: 'Log meal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => mealRow(page, 'Chicken and rice').count()).toBe(1);

    // One and a half portions of the trainer's meal: logged as that meal.
    await page.getByRole('button', { name: 'Add a meal' }).click();
    const portion = rounded(raw(oatsMeal, 1.5));
    await addFood(dialog, 'overnight', /^Overnight oats/, '1.5');
    expect(await shownFields(dialog)).toEqual(portion);
    expect(await dialog.getByRole('textbox', { name: 'Name' }).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Log meal' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => mealRow(page, 'Overnight oats').count()).toBe(1);

    const day = rounded({ calories: plate.calories + portion.calories, protein: plate.protein + portion.protein, carbs: plate.carbs + portion.carbs, fat: plate.fat + portion.fat });
    const expected = { calories: kcal(day.calories), protein: grams(day.protein), carbs: grams(day.carbs), fat: grams(day.fat) };
    await expect.poll(() => shownTotals(totals)).toEqual(expected);

    // An offline reload: everything comes back from the device, and the plate is remembered as the client's own meal.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => shownTotals(totals), { timeout: 15_000 }).toEqual(expected);
    expect(await mealRow(page, 'Chicken and rice').innerText()).toContain(kcal(plate.calories));
    await page.getByRole('button', { name: 'Add a meal' }).click();
    await dialog.getByRole('searchbox', { name: 'Find a food or meal' }).fill('chicken and');
    await dialog.getByRole('region', { name: 'My saved meals' }).getByRole('button', { name: /^Chicken and rice/ }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const before = await api<{ data: { logs: unknown[] } }>(`/api/clients/${clientId}/meal-logs/date/${today}`, trainerToken);
    expect(before.data.logs).toEqual([]);

    // Back online: the server has both logs with the figures worked out on the phone, and the remembered meal with what it was made of.
    net.restore();
    await restoreNetwork(context);
    await waitForSyncState(page, 'synced', 30_000);
    const after = await api<{ data: { logs: (Figures & { meal_id: string | null })[]; totals: Figures } }>(`/api/clients/${clientId}/meal-logs/date/${today}`, trainerToken);
    expect(after.data.logs).toHaveLength(2);
    expect(after.data.totals).toMatchObject(day);
    const clientToken = await signIn(app.server, CLIENT.email, CLIENT.password);
    const { data: custom } = await api<{ data: { id: string; title: string; nutrition: Figures | null; ingredients: { ingredient_id: string; amount: number; unit: string }[] }[] }>('/api/client/custom-meals', clientToken);
    expect(custom).toHaveLength(1);
    expect(custom[0]).toMatchObject({ title: 'Chicken and rice', nutrition: plate });
    expect(custom[0]!.ingredients.map((l) => [l.ingredient_id, l.amount, l.unit])).toEqual([
      ['chicken-breast', 150, 'g'],
      ['rice-white', 80, 'g'],
    ]);
    const byMeal = new Map(after.data.logs.map((l) => [l.meal_id, l]));
    expect(byMeal.get(custom[0]!.id)).toMatchObject(plate);
    const copies = after.data.logs.filter((l) => l.meal_id !== custom[0]!.id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject(portion);

    expect(errors).toEqual([]);
    await context.close();
    await net.close();
  });
});
