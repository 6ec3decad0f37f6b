import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { dailyNutritionTotals } from '../../../domain/meals/daily-totals';
import { initI18n } from '../../i18n/i18n';
import { setLanguage } from '../../i18n/language';
import { translations } from '../../i18n/resources';
import { DayTotals } from './DayTotals';

const i18n = initI18n('en', translations);
const TZ = 'Europe/Bratislava';
const log = (time: string, done: boolean, calories: number, protein: number, waterMl = 0) => ({
  loggedAt: `2026-03-10T${time}:00.000Z`,
  wasCompleted: done,
  calories,
  protein,
  carbs: 0,
  fat: 0.05,
  waterMl,
});

function render(language: 'en' | 'sk' | 'cz') {
  setLanguage(language);
  void i18n.changeLanguage(language);
  // Two eaten meals and one not: 1250.4 + 100.2 kcal, 30.25 + 0.1 g protein, 500.4 ml water.
  const totals = dailyNutritionTotals([log('07:00', true, 1250.4, 30.25, 500.4), log('11:00', true, 100.2, 0.1), log('17:00', false, 800, 40)], '2026-03-10', TZ);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <DayTotals totals={totals} targets={{ calories: 2000, protein: 120, carbs: 200, fat: 60 }} />
    </I18nextProvider>,
  );
}
const text = (html: string, id: string) => new RegExp(`data-testid="${id}"[^>]*>([^<]*)<`).exec(html)?.[1];

afterAll(() => setLanguage('en'));

describe('DayTotals', () => {
  it('shows docs/rules/meals.md "Daily totals" formatted for the language: kcal and water whole, macros one decimal, only eaten meals', () => {
    const en = render('en');
    expect(text(en, 'total-calories-value')).toBe('1,351 kcal');
    expect(text(en, 'total-protein-value')).toBe('30.4 g');
    expect(text(en, 'total-fat-value')).toBe('0.1 g');
    expect(text(en, 'total-water-value')).toBe('500 ml');
    expect(en).toMatch(/2 of 3 logs done \(67\s?%\)/);
    const sk = render('sk');
    expect(text(sk, 'total-calories-value')).toMatch(/^1\s351 kcal$/);
    expect(text(sk, 'total-protein-value')).toBe('30,4 g');
    expect(sk).toContain('Hotové 2 z 3 záznamov');
  });
});
