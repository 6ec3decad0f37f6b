import { and, eq, isNull } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mealPlanMeals, mealPlans, meals } from '../../server/db/schema';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { newContext, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

/** The trainer's live meal rows on the server. */
async function serverRows(trainerId: string) {
  const db = env.app.server.ctx.db;
  return {
    meals: await db.select().from(meals).where(and(eq(meals.spaceId, trainerId), isNull(meals.deletedAt))),
    plans: await db.select().from(mealPlans).where(and(eq(mealPlans.spaceId, trainerId), isNull(mealPlans.deletedAt))),
    pivots: await db.select().from(mealPlanMeals).where(and(eq(mealPlanMeals.spaceId, trainerId), isNull(mealPlanMeals.deletedAt))),
  };
}

/** Adds an ingredient to the open meal dialog by searching for it, as typed, and picking the hit whose name starts so. */
async function addIngredient(dialog: Locator, query: string, hit: RegExp, amount?: string) {
  await dialog.getByLabel('Add an ingredient: search').fill(query);
  await dialog.getByTestId('ingredient-hit').filter({ hasText: hit }).first().click();
  if (amount === undefined) return;
  const line = dialog.getByTestId('meal-line').last();
  await line.getByRole('textbox').fill(amount);
}

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();

describe('the trainer\u2019s meals (issue 10)', () => {
  it('builds two meals from searched ingredients and a one-day plan with both; the day\u2019s totals show, survive an offline reload, and the server has the rows; the plan is assigned to a client from the client page as the client\u2019s own copy', async () => {
    const trainer = await createUser(env.app.server, { role: 'trainer', name: 'Martina Meals' });
    const context = await newContext(env.browser);
    const page = await context.newPage();
    const errors = watchErrors(page);

    await signInThroughUi(page, env.app.server.url, trainer, '/trainer');
    await page.getByRole('link', { name: 'Meals' }).first().click();
    await page.waitForURL(/\/trainer\/meals$/);
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');

    // An empty search lists nothing and says what to type; Slovak without accents finds the food.
    await page.getByRole('tab', { name: 'Ingredients' }).click();
    await expect.poll(() => page.getByText(/^Type a food/).count()).toBe(1);
    await page.getByLabel('Search ingredients').fill('kuracie prsia');
    await expect.poll(() => page.getByTestId('ingredient-hit').filter({ hasText: /^Chicken breast, skinless, raw/ }).count()).toBe(1);

    // Meal 1: 200 g chicken breast and 200 g cooked rice, found in Slovak and Czech.
    await page.getByRole('tab', { name: 'Meals' }).click();
    await page.getByRole('button', { name: 'New meal' }).click();
    let dialog = page.getByRole('dialog', { name: 'New meal' });
    await dialog.getByRole('button', { name: 'Save meal' }).click();
    await expect.poll(() => dialog.getByText('The meal title is required.').count()).toBe(1);
    await dialog.getByLabel('Title').fill('Chicken & rice');
    await addIngredient(dialog, 'kuracie prsia', /^Chicken breast, skinless, raw/, '200');
    await addIngredient(dialog, 'rýže vařená', /^White rice, cooked/, '0');
    await dialog.getByRole('button', { name: 'Save meal' }).click();
    await expect.poll(() => dialog.getByText('The amount must be a number greater than 0.').count()).toBe(1);
    await dialog.getByTestId('meal-line').last().getByRole('textbox').fill('200');
    // 240 + 260 kcal; protein 45 + 5.4; carbs 0 + 56.4; fat 5.2 + 0.6.
    await expect.poll(() => text(page, 'meal-totals')).toMatch(/500 kcal\s+P 50\.4 g\s+C 56\.4 g\s+F 5\.8 g/);
    await dialog.getByRole('button', { name: 'Save meal' }).click();
    await expect.poll(() => page.getByTestId('meal-row').count()).toBe(1);

    // Meal 2: two eggs (a piece is 50 g).
    await page.getByRole('button', { name: 'New meal' }).click();
    dialog = page.getByRole('dialog', { name: 'New meal' });
    await dialog.getByLabel('Title').fill('Eggs');
    await addIngredient(dialog, 'EGG', /^Egg, whole, raw/, '2');
    await expect.poll(() => dialog.getByTestId('meal-line').getByRole('combobox').inputValue()).toBe('piece');
    await expect.poll(() => text(page, 'meal-totals')).toMatch(/143 kcal\s+P 12\.6 g\s+C 0\.7 g\s+F 9\.5 g/);
    await dialog.getByRole('button', { name: 'Save meal' }).click();
    await expect.poll(() => page.getByTestId('meal-row').count()).toBe(2);
    // Title search, case-insensitive.
    await page.getByLabel('Search meals').fill('EGG');
    await expect.poll(() => page.getByTestId('meal-row').allInnerTexts()).toEqual([expect.stringContaining('Eggs')]);

    // A one-day plan: eggs for breakfast, chicken and rice for lunch.
    await page.getByRole('tab', { name: 'Meal plans' }).click();
    await page.getByRole('button', { name: 'New meal plan' }).click();
    const create = page.getByRole('dialog', { name: 'New meal plan' });
    await create.getByLabel('Title').fill('Cut, one day');
    await create.getByLabel('Number of days').fill('1');
    await create.getByRole('button', { name: 'Create and open' }).click();
    await page.waitForURL(/\/trainer\/meals\/plans\/[0-9a-f-]{36}$/);
    const planId = new URL(page.url()).pathname.split('/').pop()!;

    await page.getByRole('button', { name: 'Add meal to Breakfast' }).click();
    await page.getByRole('dialog', { name: 'Add to Breakfast, day 1' }).getByRole('button', { name: /^Eggs/ }).click();
    await page.getByRole('button', { name: 'Add meal to Lunch' }).click();
    await page.getByRole('dialog', { name: 'Add to Lunch, day 1' }).getByRole('button', { name: /^Chicken & rice/ }).click();
    await expect.poll(() => page.getByTestId('plan-meal').count()).toBe(2);
    const dayTotals = /643 kcal\s+P 63 g\s+C 57\.1 g\s+F 15\.3 g/;
    await expect.poll(() => text(page, 'day-totals')).toMatch(dayTotals);
    expect(await page.getByTestId('slot-breakfast').innerText()).toContain('Eggs');
    expect(await page.getByTestId('slot-lunch').innerText()).toContain('Chicken & rice');

    // The server has the rows as built.
    await waitForSyncState(page, 'synced', 30_000);
    await expect
      .poll(async () => (await serverRows(trainer.id)).pivots.length, { timeout: 15_000 })
      .toBe(2);
    const stored = await serverRows(trainer.id);
    const byTitle = new Map(stored.meals.map((m) => [m.title, m]));
    expect(byTitle.get('Chicken & rice')?.ingredients).toEqual([
      { ingredientId: 'chicken-breast', amount: 200, unit: 'g' },
      { ingredientId: 'rice-white-cooked', amount: 200, unit: 'g' },
    ]);
    expect(byTitle.get('Eggs')?.ingredients).toEqual([{ ingredientId: 'egg', amount: 2, unit: 'piece' }]);
    expect(stored.plans).toEqual([expect.objectContaining({ id: planId, title: 'Cut, one day', days: 1, clientId: null })]);
    expect(stored.pivots.map((p) => [p.mealId, p.day, p.slot]).sort()).toEqual(
      [
        [byTitle.get('Eggs')!.id, 1, 'breakfast'],
        [byTitle.get('Chicken & rice')!.id, 1, 'lunch'],
      ].sort(),
    );

    // Offline, a reload opens the editor from the device: all still there.
    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByTestId('plan-meal').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => text(page, 'day-totals')).toMatch(dayTotals);
    await context.setOffline(false);

    // Assigned from the client's page: the client gets a copy of their own, the template stays as it was.
    const clientId = await createClientRecord(env.app.server, trainer.id, null, 'Paula Plan');
    await page.goto(`${env.app.server.url}/trainer/clients/${clientId}`);
    await waitForSyncState(page, 'synced', 30_000);
    const section = page.getByTestId('client-meals-section');
    await section.getByRole('button', { name: 'Assign a meal plan' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign a meal plan' });
    await assign.getByLabel('Template').selectOption({ label: 'Cut, one day' });
    await assign.getByRole('button', { name: 'Assign', exact: true }).click();
    await assign.waitFor({ state: 'detached' });
    await expect.poll(() => section.getByTestId('client-meal-plan-row').allInnerTexts()).toEqual([expect.stringContaining('Cut, one day')]);
    await section.getByRole('link', { name: 'Edit Cut, one day' }).click();
    await page.waitForURL(new RegExp(`/trainer/clients/${clientId}/meal-plans/[0-9a-f-]{36}/edit$`));
    await page.getByText('Edits apply to Paula Plan only').waitFor();
    await expect.poll(() => text(page, 'day-totals')).toMatch(dayTotals);

    await waitForSyncState(page, 'synced', 30_000);
    await expect
      .poll(async () => (await serverRows(trainer.id)).plans.filter((p) => p.clientId === clientId).length, { timeout: 15_000 })
      .toBe(1);
    const assigned = await serverRows(trainer.id);
    const copy = assigned.plans.find((p) => p.clientId === clientId)!;
    expect(copy).toMatchObject({ title: 'Cut, one day', days: 1, copiedFromId: planId });
    expect(assigned.pivots.filter((p) => p.mealPlanId === copy.id).map((p) => [p.day, p.slot]).sort()).toEqual([
      [1, 'breakfast'],
      [1, 'lunch'],
    ]);
    // The template is untouched: still its own two meals.
    expect(assigned.pivots.filter((p) => p.mealPlanId === planId)).toHaveLength(2);

    expect(errors).toEqual([]);
    await context.close();
  });
});
