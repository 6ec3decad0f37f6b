/**
 * Messages of the habits area, in English; their sk and cz texts are below
 * (src/features/habits/i18n holds them under "messages"; spread into
 * domain/messages.ts, as the API answers with them). No placeholders: the app finds a text's key (messageKeyOf) to
 * translate it, so the limits are written out and kept equal to the
 * constants in habit.ts (messages.test.ts checks).
 */
export const HABIT_MESSAGES = {
  habitNameRequired: 'The habit needs a name.',
  habitNameTooLong: 'A habit name may not be longer than 80 characters.',
  habitKindInvalid: 'Choose whether the habit is ticked off or counted.',
  habitUnitRequired: 'A counted habit needs a unit (for example steps or l).',
  habitUnitTooLong: 'A unit may not be longer than 16 characters.',
  habitTargetInvalid: 'The daily target must be a number greater than 0 and at most 1,000,000, with at most two decimals.',
  habitDoneHasNoTarget: 'A habit that is ticked off has no unit or target.',
  habitScheduleInvalid: 'Choose every day, some days of the week, or a number of times a week.',
  habitWeekdaysRequired: 'Choose at least one day of the week for the habit.',
  habitTimesPerWeekInvalid: 'A habit can be done 1 to 7 times a week.',
  habitDateInvalid: 'Please enter a valid date for the habit.',
  habitEndBeforeStart: 'The end date may not be before the start date.',
  habitPauseInvalid: 'A pause ends on or after the day it starts.',
  habitTooManyPauses: 'A habit can have at most 100 pauses.',
  habitValueInvalid: 'Enter a number from 0 to 1,000,000 with at most two decimals.',
} as const;

export type HabitMessageKey = keyof typeof HABIT_MESSAGES;

export const HABIT_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<HabitMessageKey, string>> = {
  sk: {
    habitNameRequired: 'Návyk potrebuje názov.',
    habitNameTooLong: 'Názov návyku môže mať najviac 80 znakov.',
    habitKindInvalid: 'Vyberte, či sa návyk odškrtáva alebo počíta.',
    habitUnitRequired: 'Počítaný návyk potrebuje jednotku (napríklad kroky alebo l).',
    habitUnitTooLong: 'Jednotka môže mať najviac 16 znakov.',
    habitTargetInvalid: 'Denný cieľ musí byť číslo väčšie ako 0 a najviac 1 000 000, s najviac dvoma desatinnými miestami.',
    habitDoneHasNoTarget: 'Odškrtávaný návyk nemá jednotku ani cieľ.',
    habitScheduleInvalid: 'Vyberte každý deň, niektoré dni v týždni alebo počet opakovaní za týždeň.',
    habitWeekdaysRequired: 'Vyberte aspoň jeden deň v týždni.',
    habitTimesPerWeekInvalid: 'Návyk možno plniť 1 až 7-krát za týždeň.',
    habitDateInvalid: 'Zadajte platný dátum.',
    habitEndBeforeStart: 'Dátum konca nesmie byť pred dátumom začiatku.',
    habitPauseInvalid: 'Prestávka končí v deň svojho začiatku alebo neskôr.',
    habitTooManyPauses: 'Návyk môže mať najviac 100 prestávok.',
    habitValueInvalid: 'Zadajte číslo od 0 do 1 000 000 s najviac dvoma desatinnými miestami.',
  },
  cz: {
    habitNameRequired: 'Návyk potřebuje název.',
    habitNameTooLong: 'Název návyku může mít nejvýše 80 znaků.',
    habitKindInvalid: 'Vyberte, zda se návyk odškrtává, nebo počítá.',
    habitUnitRequired: 'Počítaný návyk potřebuje jednotku (například kroky nebo l).',
    habitUnitTooLong: 'Jednotka může mít nejvýše 16 znaků.',
    habitTargetInvalid: 'Denní cíl musí být číslo větší než 0 a nejvýše 1 000 000, s nejvýše dvěma desetinnými místy.',
    habitDoneHasNoTarget: 'Odškrtávaný návyk nemá jednotku ani cíl.',
    habitScheduleInvalid: 'Vyberte každý den, některé dny v týdnu, nebo počet opakování za týden.',
    habitWeekdaysRequired: 'Vyberte alespoň jeden den v týdnu.',
    habitTimesPerWeekInvalid: 'Návyk lze plnit 1 až 7krát za týden.',
    habitDateInvalid: 'Zadejte platné datum.',
    habitEndBeforeStart: 'Datum konce nesmí být před datem začátku.',
    habitPauseInvalid: 'Přestávka končí v den svého začátku nebo později.',
    habitTooManyPauses: 'Návyk může mít nejvýše 100 přestávek.',
    habitValueInvalid: 'Zadejte číslo od 0 do 1 000 000 s nejvýše dvěma desetinnými místy.',
  },
};
