import { describe, expect, it } from 'vitest';
import { dailyNutritionTotals } from './daily-totals';

const log = (loggedAt: string, wasCompleted: boolean, calories: number, protein: number, carbs: number, fat: number, waterMl = 0) => ({
  loggedAt,
  wasCompleted,
  calories,
  protein,
  carbs,
  fat,
  waterMl,
});

describe('dailyNutritionTotals (docs/rules/meals.md "Daily totals")', () => {
  const tz = 'Europe/Bratislava';

  it('counts only completed logs and rounds the sums: calories and water whole, macros to one decimal', () => {
    const logs = [
      log('2025-03-10T07:00:00Z', true, 420.4, 25.25, 50.04, 10.06, 250.4),
      log('2025-03-10T11:00:00Z', true, 610.3, 40.1, 60.05, 20.1, 500.3),
      log('2025-03-10T17:00:00Z', false, 700, 50, 70, 30, 300),
    ];
    expect(dailyNutritionTotals(logs, '2025-03-10', tz)).toEqual({
      date: '2025-03-10',
      calories: 1031,
      protein: 65.4,
      carbs: 110.1,
      fat: 30.2,
      waterMl: 751,
      completedLogs: 2,
      totalLogs: 3,
      completionRatio: 2 / 3,
    });
  });

  it('uses the client\'s local day, not the UTC day', () => {
    // 23:30 UTC on the 9th is 00:30 on the 10th in Bratislava; 23:30 UTC on the 10th is already the 11th.
    const logs = [log('2025-03-09T23:30:00Z', true, 100, 1, 1, 1), log('2025-03-10T23:30:00Z', true, 200, 2, 2, 2)];
    expect(dailyNutritionTotals(logs, '2025-03-10', tz)).toMatchObject({ calories: 100, totalLogs: 1 });
    expect(dailyNutritionTotals(logs, '2025-03-10', 'UTC')).toMatchObject({ calories: 200, totalLogs: 1 });
  });

  it('gives zeros and a ratio of 0 for a day with no logs', () => {
    expect(dailyNutritionTotals([], '2025-03-10', tz)).toEqual({
      date: '2025-03-10',
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
      waterMl: 0,
      completedLogs: 0,
      totalLogs: 0,
      completionRatio: 0,
    });
    expect(dailyNutritionTotals([log('2025-03-10T08:00:00Z', false, 500, 1, 1, 1)], '2025-03-10', tz).completionRatio).toBe(0);
  });
});
