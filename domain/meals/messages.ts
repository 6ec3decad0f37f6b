/**
 * Messages of the meals area, in English, in the style of
 * domain/exercises/messages.ts: meant to be spread into domain/messages.ts (not
 * yet done: that file is outside this area's folder), with the sk/cz texts below
 * copied into src/features/meals/i18n under "messages".
 * No placeholders: zod reports these texts as they are, and the app finds a
 * text's key (messageKeyOf) to translate it, so the limits are written out and
 * kept equal to the constants in limits.ts (messages.test.ts checks).
 */
export const MEAL_MESSAGES = {
  ingredientNameRequired: 'The ingredient name is required.',
  ingredientNameTooLong: 'The ingredient name may not be longer than 255 characters.',
  kcalInvalid: 'Calories must be a number from 0 to 900 per 100 g.',
  proteinInvalid: 'Protein must be a number from 0 to 100 g per 100 g.',
  carbsInvalid: 'Carbohydrates must be a number from 0 to 100 g per 100 g.',
  fatInvalid: 'Fat must be a number from 0 to 100 g per 100 g.',
  macrosOver100: 'Protein, carbohydrates and fat together cannot be more than 100 g per 100 g.',
  gramsPerPieceInvalid: 'The weight of one piece must be more than 0 and at most 2000 g.',
  densityInvalid: 'The density must be between 0.3 and 2.5 g per ml.',
  spoonInvalid: 'The weight of a spoon must be more than 0 and at most 2000 g.',
  amountInvalid: 'The amount must be a number greater than 0.',
  unitUnknown: 'Unknown unit.',
  unitNotAvailable: 'This unit cannot be used for this ingredient.',
  ingredientUnknown: 'This ingredient does not exist.',
  mealTitleRequired: 'The meal title is required.',
  mealTitleTooLong: 'The meal title may not be longer than 255 characters.',
  mealTooManyIngredients: 'A meal can have at most 100 ingredients.',
  customMealNutritionRequired: 'Add ingredients or enter the calories and macros.',
  mealPlanTitleRequired: 'The meal plan title is required.',
  mealPlanTitleTooLong: 'The meal plan title may not be longer than 255 characters.',
  mealPlanDaysInvalid: 'A meal plan has from 1 to 28 days.',
  mealPlanDayOutOfRange: 'This day is not in the meal plan.',
  mealSlotUnknown: 'Choose breakfast, lunch, dinner or snacks.',
  caloriesInvalid: 'Calories must be a number from 0 to 10000.',
  macroInvalid: 'Enter grams from 0 to 1000 with at most one decimal.',
  waterInvalid: 'Water must be a whole number of ml from 0 to 10000.',
} as const;

export type MealMessageKey = keyof typeof MEAL_MESSAGES;

/** sk and cz texts of the same keys, for src/i18n/{sk,cz}.json "messages". */
export const MEAL_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<MealMessageKey, string>> = {
  sk: {
    ingredientNameRequired: 'Názov suroviny je povinný.',
    ingredientNameTooLong: 'Názov suroviny môže mať najviac 255 znakov.',
    kcalInvalid: 'Kalórie musia byť číslo od 0 do 900 na 100 g.',
    proteinInvalid: 'Bielkoviny musia byť číslo od 0 do 100 g na 100 g.',
    carbsInvalid: 'Sacharidy musia byť číslo od 0 do 100 g na 100 g.',
    fatInvalid: 'Tuky musia byť číslo od 0 do 100 g na 100 g.',
    macrosOver100: 'Bielkoviny, sacharidy a tuky spolu nemôžu presiahnuť 100 g na 100 g.',
    gramsPerPieceInvalid: 'Hmotnosť jedného kusu musí byť viac ako 0 a najviac 2000 g.',
    densityInvalid: 'Hustota musí byť od 0,3 do 2,5 g na ml.',
    spoonInvalid: 'Hmotnosť lyžice musí byť viac ako 0 a najviac 2000 g.',
    amountInvalid: 'Množstvo musí byť číslo väčšie ako 0.',
    unitUnknown: 'Neznáma jednotka.',
    unitNotAvailable: 'Túto jednotku nemožno použiť pre túto surovinu.',
    ingredientUnknown: 'Táto surovina neexistuje.',
    mealTitleRequired: 'Názov jedla je povinný.',
    mealTitleTooLong: 'Názov jedla môže mať najviac 255 znakov.',
    mealTooManyIngredients: 'Jedlo môže mať najviac 100 surovín.',
    customMealNutritionRequired: 'Pridajte suroviny alebo zadajte kalórie a makroživiny.',
    mealPlanTitleRequired: 'Názov jedálnička je povinný.',
    mealPlanTitleTooLong: 'Názov jedálnička môže mať najviac 255 znakov.',
    mealPlanDaysInvalid: 'Jedálniček má od 1 do 28 dní.',
    mealPlanDayOutOfRange: 'Tento deň v jedálničku nie je.',
    mealSlotUnknown: 'Vyberte raňajky, obed, večeru alebo desiatu či olovrant.',
    caloriesInvalid: 'Kalórie musia byť číslo od 0 do 10000.',
    macroInvalid: 'Zadajte gramy od 0 do 1000 s najviac jedným desatinným miestom.',
    waterInvalid: 'Voda musí byť celý počet ml od 0 do 10000.',
  },
  cz: {
    ingredientNameRequired: 'Název suroviny je povinný.',
    ingredientNameTooLong: 'Název suroviny může mít nejvýše 255 znaků.',
    kcalInvalid: 'Kalorie musí být číslo od 0 do 900 na 100 g.',
    proteinInvalid: 'Bílkoviny musí být číslo od 0 do 100 g na 100 g.',
    carbsInvalid: 'Sacharidy musí být číslo od 0 do 100 g na 100 g.',
    fatInvalid: 'Tuky musí být číslo od 0 do 100 g na 100 g.',
    macrosOver100: 'Bílkoviny, sacharidy a tuky dohromady nemohou přesáhnout 100 g na 100 g.',
    gramsPerPieceInvalid: 'Hmotnost jednoho kusu musí být více než 0 a nejvýše 2000 g.',
    densityInvalid: 'Hustota musí být od 0,3 do 2,5 g na ml.',
    spoonInvalid: 'Hmotnost lžíce musí být více než 0 a nejvýše 2000 g.',
    amountInvalid: 'Množství musí být číslo větší než 0.',
    unitUnknown: 'Neznámá jednotka.',
    unitNotAvailable: 'Tuto jednotku nelze použít pro tuto surovinu.',
    ingredientUnknown: 'Tato surovina neexistuje.',
    mealTitleRequired: 'Název jídla je povinný.',
    mealTitleTooLong: 'Název jídla může mít nejvýše 255 znaků.',
    mealTooManyIngredients: 'Jídlo může mít nejvýše 100 surovin.',
    customMealNutritionRequired: 'Přidejte suroviny nebo zadejte kalorie a makroživiny.',
    mealPlanTitleRequired: 'Název jídelníčku je povinný.',
    mealPlanTitleTooLong: 'Název jídelníčku může mít nejvýše 255 znaků.',
    mealPlanDaysInvalid: 'Jídelníček má od 1 do 28 dnů.',
    mealPlanDayOutOfRange: 'Tento den v jídelníčku není.',
    mealSlotUnknown: 'Vyberte snídani, oběd, večeři nebo svačinu.',
    caloriesInvalid: 'Kalorie musí být číslo od 0 do 10000.',
    macroInvalid: 'Zadejte gramy od 0 do 1000 s nejvýše jedním desetinným místem.',
    waterInvalid: 'Voda musí být celý počet ml od 0 do 10000.',
  },
};
