import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { shippedIngredient } from '../../../domain/meals/shipped';
import { initI18n } from '../../i18n/i18n';
import { translations } from '../../i18n/resources';
import { IngredientFactsView, IngredientSearch, MacroLine } from './IngredientSearch';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;|\u00a0|\u202f/g, ' ').replace(/\s+/g, ' ').trim();

function render(lang: 'en' | 'sk' | 'cz', node: React.ReactNode) {
  const i18n = initI18n(lang, translations);
  void i18n.changeLanguage(lang);
  return text(renderToString(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>));
}

describe('meal figures on screen', () => {
  it('are written for the language: whole kcal, one decimal, the decimal comma in sk and cz', () => {
    const n = { kcal: 1392.4, protein: 100.94, carbs: 57.05, fat: 3.6 };
    expect(render('en', <MacroLine {...n} />)).toBe('1,392 kcal P 100.9 g C 57.1 g F 3.6 g');
    expect(render('sk', <MacroLine {...n} />)).toBe('1 392 kcal B 100,9 g S 57,1 g T 3,6 g');
    expect(render('cz', <MacroLine {...n} />)).toBe('1 392 kcal B 100,9 g S 57,1 g T 3,6 g');
  });

  it('show an ingredient per 100 g with its units and their grams', () => {
    const egg = shippedIngredient('egg')!;
    expect(render('sk', <IngredientFactsView ingredient={egg} name={egg.names.sk} />)).toBe(
      'Vajce celé (surové) Vajcia · na 100 g 143 kcal B 12,6 g S 0,7 g T 9,5 g Jednotky: g · 1 kus = 50 g',
    );
  });

  it('an empty search lists nothing and says what to type', () => {
    const html = render('cz', <IngredientSearch own={[]} />);
    expect(html).toContain('Napište název potraviny');
    expect(html).not.toContain('kcal');
  });
});
