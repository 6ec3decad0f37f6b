/** Limits of the meals area. The messages in messages.ts spell them out; messages.test.ts keeps the two equal. */
export const INGREDIENT_NAME_MAX = 255;
/** Pure fat is 900 kcal per 100 g; nothing a person eats has more. */
export const KCAL_PER_100G_MAX = 900;
export const GRAMS_PER_PIECE_MAX = 2000;
export const GRAMS_PER_SPOON_MAX = 2000;
/** g/ml: from puffed or whipped foods to syrups and honey. */
export const DENSITY_MIN = 0.3;
export const DENSITY_MAX = 2.5;
export const MEAL_TITLE_MAX = 255;
export const MEAL_INGREDIENTS_MAX = 100;
/** An amount of one ingredient in a meal: 100 kg or 100 l is far beyond any meal, and catches typing slips. */
export const AMOUNT_MAX = 100_000;
export const MEAL_PLAN_TITLE_MAX = 255;
/** Four weeks: trainers plan a week, a fortnight or a month of days that repeat. */
export const MEAL_PLAN_MAX_DAYS = 28;
export const LOG_CALORIES_MAX = 10_000;
export const LOG_MACRO_MAX = 1000;
export const LOG_WATER_MAX_ML = 10_000;
