import { describe, expect, it } from 'vitest';
import type { MealLogRow, MealPlanRow } from '../../../domain/meals/entity';
import { instantAt } from '../../../domain/meals/local-day';
import { activePlanOn, isWaterLog, loggedDates, logsOfDay, progressOf, scaleFigures, waterAfter, weekTotals } from './day';
import { decimalMarkOf, figuresFields, parseFigures } from './figuresForm';

const TZ = 'Europe/Bratislava';
let n = 0;
function log(date: string, time: string, over: Partial<MealLogRow> = {}): MealLogRow {
  n++;
  return {
    id: `00000000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    clientId: 'c1',
    loggedAt: instantAt(date, time, TZ),
    wasCompleted: true,
    calories: 100,
    protein: 10,
    carbs: 10,
    fat: 1,
    waterMl: 0,
    sessionId: null,
    mealId: 'm',
    slot: 'lunch',
    createdAt: '',
    updatedAt: '',
    ...over,
  };
}
const plan = (id: string, startsOn: string | null, createdAt = '2026-01-01T00:00:00Z', clientId: string | null = 'c1'): MealPlanRow => ({
  id,
  clientId,
  title: id,
  description: null,
  days: 7,
  copiedFromId: null,
  startsOn,
  createdAt,
  updatedAt: createdAt,
});

describe('activePlanOn', () => {
  it('picks the plan started last on or before the date; templates and future plans never count', () => {
    const plans = [plan('old', '2026-03-01'), plan('new', '2026-03-10'), plan('future', '2026-04-01'), plan('template', null, undefined, null)];
    expect(activePlanOn(plans, '2026-03-05')?.id).toBe('old');
    expect(activePlanOn(plans, '2026-03-10')?.id).toBe('new');
    expect(activePlanOn(plans, '2026-03-31')?.id).toBe('new');
    expect(activePlanOn(plans, '2026-02-28')).toBeNull();
  });
  it('the newer assignment wins a tie on the start date', () => {
    expect(activePlanOn([plan('a', '2026-03-01', '2026-03-01T08:00:00Z'), plan('b', '2026-03-01', '2026-03-01T09:00:00Z')], '2026-03-02')?.id).toBe('b');
  });
});

describe('the day of logs', () => {
  it('takes the logs of the local day in the client zone, in order, water apart', () => {
    const late = log('2026-03-10', '23:30');
    const early = log('2026-03-10', '00:15');
    const water = log('2026-03-10', '10:00', { mealId: null, slot: null, calories: 0, protein: 0, carbs: 0, fat: 0, waterMl: 500 });
    const nextDay = log('2026-03-11', '00:10');
    const { meals, water: w } = logsOfDay([late, nextDay, water, early], '2026-03-10', TZ);
    expect(meals.map((l) => l.id)).toEqual([early.id, late.id]);
    expect(w.map((l) => l.id)).toEqual([water.id]);
    // 23:30 in Bratislava is 22:30 UTC the same day; 00:10 on the 11th is still the 10th in UTC but not locally.
    expect(isWaterLog(water)).toBe(true);
    expect(isWaterLog(late)).toBe(false);
  });

  it('lists logged days newest first', () => {
    expect(loggedDates([log('2026-03-08', '12:00'), log('2026-03-10', '12:00'), log('2026-03-10', '18:00'), log('2026-03-09', '08:00')], TZ, 2)).toEqual(['2026-03-10', '2026-03-09']);
  });
});

describe('weekTotals', () => {
  it('gives seven days oldest first, docs/rules/meals.md "Daily totals" rounding on each: only completed logs, kcal and water whole, macros one decimal', () => {
    const logs = [
      log('2026-03-10', '08:00', { calories: 250.4, protein: 12.26, carbs: 30.04, fat: 5.05 }),
      log('2026-03-10', '12:00', { calories: 300.3, protein: 20.02, carbs: 40.01, fat: 10.01 }),
      log('2026-03-10', '18:00', { calories: 999, wasCompleted: false }),
      log('2026-03-10', '10:00', { mealId: null, slot: null, calories: 0, protein: 0, carbs: 0, fat: 0, waterMl: 750 }),
      log('2026-03-04', '12:00', { calories: 500 }),
      log('2026-03-03', '12:00', { calories: 700 }),
    ];
    const week = weekTotals(logs, '2026-03-10', TZ);
    expect(week.map((d) => d.date)).toEqual(['2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10']);
    expect(week[0]!.calories).toBe(500);
    expect(week[6]).toMatchObject({ calories: 551, protein: 32.3, carbs: 70.1, fat: 15.1, waterMl: 750, completedLogs: 3, totalLogs: 4, completionRatio: 0.75 });
    expect(week.slice(1, 6).every((d) => d.totalLogs === 0 && d.calories === 0)).toBe(true);
  });
});

describe('portions and figures', () => {
  it('scales a meal: kcal whole, macros to one decimal', () => {
    expect(scaleFigures({ calories: 415, protein: 31.5, carbs: 40.3, fat: 12.1 }, 1.5)).toEqual({ calories: 623, protein: 47.3, carbs: 60.5, fat: 18.2 });
    expect(scaleFigures({ calories: 415, protein: 31.5, carbs: 40.3, fat: 12.1 }, 0.5)).toEqual({ calories: 208, protein: 15.8, carbs: 20.2, fat: 6.1 });
  });
  it('reads typed figures with a point or a comma and refuses bad ones with the documented message', () => {
    expect(parseFigures({ calories: '520', protein: '32,5', carbs: '60', fat: '12.3' })).toEqual({ ok: true, figures: { calories: 520, protein: 32.5, carbs: 60, fat: 12.3 } });
    const bad = parseFigures({ calories: '-5', protein: '1.25', carbs: 'x', fat: '1' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.calories).toBe('Calories must be a number from 0 to 10000.');
      expect(bad.errors.protein).toBe('Enter grams from 0 to 1000 with at most one decimal.');
      expect(bad.errors.carbs).toBeDefined();
      expect(bad.errors.fat).toBeUndefined();
    }
    expect(figuresFields({ calories: 520, protein: 32.5, carbs: 60, fat: 0 }, decimalMarkOf('sk'))).toEqual({ calories: '520', protein: '32,5', carbs: '60', fat: '0' });
  });
  it('keeps water within a log and progress within its bar', () => {
    expect(waterAfter(9900, 250)).toBe(10_000);
    expect(waterAfter(100, -250)).toBe(0);
    expect(waterAfter(500, 250)).toBe(750);
    expect(progressOf(50, 200)).toBe(0.25);
    expect(progressOf(300, 200)).toBe(1);
    expect(progressOf(10, 0)).toBeNull();
  });
});
