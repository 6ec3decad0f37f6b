import { nutritionInputSchema } from '../../../domain/meals/meal';
import type { Figures } from './day';

export const FIGURE_KEYS = ['calories', 'protein', 'carbs', 'fat'] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];
export type FiguresFields = Record<FigureKey, string>;

/** Figures as the form shows them: the language's decimal mark ("12,5" in sk and cz). */
export function figuresFields(f: Figures, decimalMark: '.' | ','): FiguresFields {
  const text = (n: number) => String(n).replace('.', decimalMark);
  return { calories: text(f.calories), protein: text(f.protein), carbs: text(f.carbs), fat: text(f.fat) };
}

/** Typed figures (point or comma) checked as a meal log takes them; each bad field gets the documented message. */
export function parseFigures(fields: FiguresFields): { ok: true; figures: Figures } | { ok: false; errors: Partial<Record<FigureKey, string>> } {
  const r = nutritionInputSchema.safeParse(fields);
  if (r.success) return { ok: true, figures: r.data };
  const errors: Partial<Record<FigureKey, string>> = {};
  for (const issue of r.error.issues) {
    const k = issue.path[0] as FigureKey;
    errors[k] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The decimal mark of a language. */
export const decimalMarkOf = (locale: string): '.' | ',' => (locale === 'en' ? '.' : ',');
