/**
 * Messages of the measurements area (docs/rules/measurements.md "Typing a
 * measurement"), in English, spread into domain/messages.ts; their sk and cz
 * texts are below (the app keeps them in src/features/measurements/i18n under
 * "messages"). No placeholders: the app finds a text's key to translate it,
 * so the limits are written out.
 */
export const MEASUREMENT_MESSAGES = {
  measurementWaistInvalid: 'Please enter a waist between 30 and 250 cm (e.g., 82.5 or 82,5)',
  measurementHipsInvalid: 'Please enter hips between 40 and 250 cm (e.g., 98.5 or 98,5)',
  measurementChestInvalid: 'Please enter a chest between 40 and 250 cm (e.g., 96.5 or 96,5)',
  measurementUpperArmInvalid: 'Please enter an upper arm between 10 and 100 cm (e.g., 32.5 or 32,5)',
  measurementThighInvalid: 'Please enter a thigh between 20 and 150 cm (e.g., 55.5 or 55,5)',
  measurementCalfInvalid: 'Please enter a calf between 15 and 100 cm (e.g., 37.5 or 37,5)',
  measurementNeckInvalid: 'Please enter a neck between 20 and 80 cm (e.g., 38.5 or 38,5)',
  measurementBodyFatInvalid: 'Please enter body fat between 2 and 75 % (e.g., 18.5 or 18,5)',
  measurementCustomInvalid: 'Please enter a measurement between 1 and 300 cm (e.g., 25.5 or 25,5)',
  measurementCustomNameInvalid: 'A measurement name needs 1 to 40 characters, and at most 20 names per entry',
  measurementEmpty: 'Enter at least one measurement',
  logMeasurementFailed: 'Failed to save the measurements',
} as const;

export type MeasurementMessageKey = keyof typeof MEASUREMENT_MESSAGES;

export const MEASUREMENT_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<MeasurementMessageKey, string>> = {
  sk: {
    measurementWaistInvalid: 'Zadajte pás od 30 do 250 cm (napr. 82.5 alebo 82,5)',
    measurementHipsInvalid: 'Zadajte boky od 40 do 250 cm (napr. 98.5 alebo 98,5)',
    measurementChestInvalid: 'Zadajte hrudník od 40 do 250 cm (napr. 96.5 alebo 96,5)',
    measurementUpperArmInvalid: 'Zadajte rameno od 10 do 100 cm (napr. 32.5 alebo 32,5)',
    measurementThighInvalid: 'Zadajte stehno od 20 do 150 cm (napr. 55.5 alebo 55,5)',
    measurementCalfInvalid: 'Zadajte lýtko od 15 do 100 cm (napr. 37.5 alebo 37,5)',
    measurementNeckInvalid: 'Zadajte krk od 20 do 80 cm (napr. 38.5 alebo 38,5)',
    measurementBodyFatInvalid: 'Zadajte telesný tuk od 2 do 75 % (napr. 18.5 alebo 18,5)',
    measurementCustomInvalid: 'Zadajte mieru od 1 do 300 cm (napr. 25.5 alebo 25,5)',
    measurementCustomNameInvalid: 'Názov miery musí mať 1 až 40 znakov a záznam najviac 20 názvov',
    measurementEmpty: 'Zadajte aspoň jednu mieru',
    logMeasurementFailed: 'Miery sa nepodarilo uložiť',
  },
  cz: {
    measurementWaistInvalid: 'Zadejte pas od 30 do 250 cm (např. 82.5 nebo 82,5)',
    measurementHipsInvalid: 'Zadejte boky od 40 do 250 cm (např. 98.5 nebo 98,5)',
    measurementChestInvalid: 'Zadejte hrudník od 40 do 250 cm (např. 96.5 nebo 96,5)',
    measurementUpperArmInvalid: 'Zadejte paži od 10 do 100 cm (např. 32.5 nebo 32,5)',
    measurementThighInvalid: 'Zadejte stehno od 20 do 150 cm (např. 55.5 nebo 55,5)',
    measurementCalfInvalid: 'Zadejte lýtko od 15 do 100 cm (např. 37.5 nebo 37,5)',
    measurementNeckInvalid: 'Zadejte krk od 20 do 80 cm (např. 38.5 nebo 38,5)',
    measurementBodyFatInvalid: 'Zadejte tělesný tuk od 2 do 75 % (např. 18.5 nebo 18,5)',
    measurementCustomInvalid: 'Zadejte míru od 1 do 300 cm (např. 25.5 nebo 25,5)',
    measurementCustomNameInvalid: 'Název míry musí mít 1 až 40 znaků a záznam nejvýše 20 názvů',
    measurementEmpty: 'Zadejte alespoň jednu míru',
    logMeasurementFailed: 'Míry se nepodařilo uložit',
  },
};
