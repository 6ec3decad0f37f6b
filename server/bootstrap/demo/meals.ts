import { ingredientResolver } from '../../../domain/meals/shipped';
import { instantAt, localDateOf } from '../../../domain/meals/local-day';
import type { MealIngredient } from '../../../domain/meals/meal';
import { SLOT_TIMES, type MealSlot } from '../../../domain/meals/slots';
import { mealTotals, roundNutrients } from '../../../domain/meals/totals';
import { demoId, pushAs, type DemoPart } from './seed';

type Line = [ingredientId: string, amount: number, unit: MealIngredient['unit']];

/** The trainer's meals, from the shipped ingredient table. */
const MEALS: Record<string, { title: string; description?: string; lines: Line[] }> = {
  oats: { title: 'Oats with banana and almonds', lines: [['oats', 60, 'g'], ['milk-reduced-fat', 200, 'ml'], ['banana', 1, 'piece'], ['almonds', 1, 'tbsp']] },
  eggs: { title: 'Scrambled eggs on wholegrain toast', lines: [['egg', 3, 'piece'], ['bread-whole-wheat', 60, 'g'], ['tomato', 1, 'piece']] },
  yogurt: { title: 'Greek yogurt with apple', lines: [['greek-yogurt-fat-free', 170, 'g'], ['apple', 1, 'piece']] },
  chicken: { title: 'Chicken, rice and broccoli', description: 'Cook the rice the day before.', lines: [['chicken-breast', 150, 'g'], ['rice-white-cooked', 200, 'g'], ['broccoli', 150, 'g'], ['olive-oil', 1, 'tsp']] },
  salmon: { title: 'Salmon with potatoes', lines: [['salmon-farmed', 150, 'g'], ['potato-boiled', 250, 'g'], ['cucumber', 100, 'g']] },
  pasta: { title: 'Pasta with lean beef', lines: [['pasta-cooked', 220, 'g'], ['beef-ground-95', 120, 'g'], ['tomato', 2, 'piece']] },
  cottage: { title: 'Cottage cheese with cucumber', lines: [['cottage-cheese', 200, 'g'], ['cucumber', 100, 'g']] },
};

/** A week: day by day, the meal of each slot. */
const WEEK: Partial<Record<MealSlot, string>>[] = [
  { breakfast: 'oats', lunch: 'chicken', snacks: 'yogurt', dinner: 'cottage' },
  { breakfast: 'eggs', lunch: 'pasta', snacks: 'yogurt', dinner: 'salmon' },
  { breakfast: 'oats', lunch: 'salmon', snacks: 'yogurt', dinner: 'cottage' },
  { breakfast: 'eggs', lunch: 'chicken', snacks: 'yogurt', dinner: 'pasta' },
  { breakfast: 'oats', lunch: 'pasta', snacks: 'yogurt', dinner: 'cottage' },
  { breakfast: 'eggs', lunch: 'chicken', dinner: 'salmon' },
  { breakfast: 'oats', lunch: 'salmon', dinner: 'cottage' },
];

const TIME_ZONE = 'Europe/Bratislava';
const LOGGED_DAYS = 10;
const DAY_MS = 86_400_000;

const lines = (key: string) => MEALS[key]!.lines.map(([ingredientId, amount, unit]) => ({ ingredientId, amount, unit }));

/**
 * Meals (issue #10): the trainer's meals and a week's plan template, assigned
 * to Adam from ten days ago; Adam has logged most of it from his phone, with
 * a skipped snack now and then, a bigger lunch some days and water.
 */
export const mealsPart: DemoPart = {
  name: 'meals',
  async seed(s) {
    const adamId = s.clientIds.get('adam');
    const adam = s.clientUsers.get('adam');
    if (!adamId || !adam) return;
    const planId = demoId('meal-plan:week');
    const mealId = (key: string) => demoId(`meal:${key}`);
    const pivots = WEEK.flatMap((day, i) =>
      Object.entries(day).map(([slot, key]) => ({ id: demoId(`meal-plan:week:${i + 1}:${slot}`), mealPlanId: planId, mealId: mealId(key!), day: i + 1, slot: slot as MealSlot, position: 0 })),
    );
    const today = localDateOf(s.now, TIME_ZONE);
    const startsOn = localDateOf(new Date(s.now.getTime() - LOGGED_DAYS * DAY_MS), TIME_ZONE);
    // Stable copy ids, so a second start names the same rows.
    const idMap: Record<string, string> = {};
    for (const old of [...pivots.map((p) => p.id), ...Object.keys(MEALS).map(mealId)]) idMap[old] = demoId(`meal-plan:adam:${old}`);
    const copyId = demoId('meal-plan:adam');
    await pushAs(s, s.trainer, 'trainer:meals', [
      ...Object.entries(MEALS).map(([key, m]) => ({ name: 'meal.create', args: { id: mealId(key), title: m.title, description: m.description ?? null, ingredients: lines(key) } })),
      { name: 'mealPlan.create', args: { id: planId, title: 'Balanced week', description: 'About 1,500 kcal a day, high in protein.', days: 7 } },
      ...pivots.map((p) => ({ name: 'mealPlanMeal.add', args: p })),
      { name: 'mealPlan.assign', args: { templateId: planId, clientId: adamId, newPlanId: copyId, idMap, startsOn, title: 'Balanced week (Adam)' } },
    ]);

    // Adam's logs: every past day of the plan and this morning's breakfast.
    const resolve = ingredientResolver();
    const logs: { name: string; args: unknown }[] = [];
    for (let back = LOGGED_DAYS; back >= 0; back--) {
      const date = localDateOf(new Date(s.now.getTime() - back * DAY_MS), TIME_ZONE);
      const day = (LOGGED_DAYS - back) % WEEK.length;
      for (const [slot, key] of Object.entries(WEEK[day]!) as [MealSlot, string][]) {
        const loggedAt = instantAt(date, SLOT_TIMES[slot], TIME_ZONE);
        if (date === today && slot !== 'breakfast') continue;
        const bigger = slot === 'lunch' && back % 3 === 0 ? 1.25 : 1;
        const n = roundNutrients(mealTotals(lines(key).map((l) => ({ ...l, amount: l.amount * bigger })), resolve).totals);
        const skipped = slot === 'snacks' && back % 4 === 1;
        logs.push({
          name: 'mealLog.create',
          args: {
            id: demoId(`meal-log:adam:${date}:${slot}`),
            loggedAt,
            wasCompleted: !skipped,
            calories: n.kcal,
            protein: n.protein,
            carbs: n.carbs,
            fat: n.fat,
            waterMl: slot === 'lunch' ? 500 : 250,
            mealId: idMap[mealId(key)],
            slot,
          },
        });
      }
    }
    await pushAs(s, adam, 'client:adam:meals', logs);
  },
};
