/**
 * Messages of the exercise area, in English, spread into domain/messages.ts; the
 * sk/cz texts below are copied into src/features/exercises/i18n under "messages"
 * (src/features/exercises/messages.test.ts keeps the two in step).
 * Templates use i18next's {{name}} placeholders so the app can translate an import
 * warning from its key and params, and the English text reads the same.
 */
export const EXERCISE_MESSAGES = {
  // docs/rules/exercises.md "Video links": "Video URL: YouTube, Vimeo or hosted video link, else 'enter a valid link'."
  videoUrlInvalid: 'Please enter a valid link',
  exerciseTitleRequired: 'The title field is required.',
  exerciseTitleTooLong: 'The title may not be longer than 255 characters.',
  exerciseDescriptionTooLong: 'The description may not be longer than 5000 characters.',
  trackingFieldsRequired: 'Choose at least one tracking field.',
  trackingFieldsDuplicate: 'Each tracking field can be chosen only once.',
  trackingFieldUnknown: 'Unknown tracking field.',
  targetNotTracked: 'This exercise does not track this value.',
  repsInvalid: 'Reps must be a whole number, 0 or more.',
  // docs/rules/weight-logs.md "Typing a weight" rule: same key and text as the weight log's entry in domain/messages.ts.
  weightInvalid: 'Please enter a valid weight (e.g., 70.5 or 70,5)',
  durationInvalid: 'Duration must be a whole number of seconds, 0 or more.',
  distanceInvalid: 'Distance must be a number of meters, 0 or more.',
  effortRange: 'Effort must be between 1 and 10.',
  assistanceRange: 'Assistance must be between 1 and 10.',
  // import: file-level problems (row 0)
  importInvalidJson: 'The file is not valid JSON.',
  importNotList: 'The file must contain a list of exercises.',
  importEmptyFile: 'The file contains no exercises.',
  importNoTitleColumn: 'The CSV file needs a title or name column.',
  importUnclosedQuote: 'A quoted cell is not closed; the rest of the file was read as one cell.',
  // import: row problems
  importRowNotObject: 'This row is not an exercise; it was skipped.',
  importTitleMissing: 'The exercise has no title; the row was skipped.',
  importTitleTooLong: 'The title was longer than 255 characters and was shortened.',
  importDuplicateRow: 'Same exercise as row {{other}}; the row was skipped.',
  importCellCount: 'The row has {{count}} cells but the header has {{expected}}.',
  importCategoryUnknown: 'Unknown category "{{value}}"; used {{category}}.',
  importCategoryMissing: 'No category given; used {{category}}.',
  importEquipmentUnknown: 'Unknown equipment "{{value}}"; used Other.',
  importMuscleUnknown: 'Unknown muscle "{{value}}"; it was left out.',
  importTrackingUnknown: 'Unknown tracking field "{{value}}"; it was left out.',
  importVideoUrlInvalid: 'The video link "{{value}}" is not a YouTube, Vimeo or video file link; it was left out.',
} as const;

export type ExerciseMessageKey = keyof typeof EXERCISE_MESSAGES;

/** sk and cz texts of the same keys, for src/i18n/{sk,cz}.json "messages". */
export const EXERCISE_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<ExerciseMessageKey, string>> = {
  sk: {
    videoUrlInvalid: 'Zadajte platný odkaz',
    exerciseTitleRequired: 'Názov je povinný.',
    exerciseTitleTooLong: 'Názov môže mať najviac 255 znakov.',
    exerciseDescriptionTooLong: 'Popis môže mať najviac 5000 znakov.',
    trackingFieldsRequired: 'Vyberte aspoň jeden sledovaný údaj.',
    trackingFieldsDuplicate: 'Každý sledovaný údaj možno vybrať iba raz.',
    trackingFieldUnknown: 'Neznámy sledovaný údaj.',
    targetNotTracked: 'Toto cvičenie tento údaj nesleduje.',
    repsInvalid: 'Počet opakovaní musí byť celé číslo, 0 alebo viac.',
    weightInvalid: 'Zadajte platnú hmotnosť (napr. 70.5 alebo 70,5)',
    durationInvalid: 'Trvanie musí byť celý počet sekúnd, 0 alebo viac.',
    distanceInvalid: 'Vzdialenosť musí byť počet metrov, 0 alebo viac.',
    effortRange: 'Námaha musí byť od 1 do 10.',
    assistanceRange: 'Dopomoc musí byť od 1 do 10.',
    importInvalidJson: 'Súbor nie je platný JSON.',
    importNotList: 'Súbor musí obsahovať zoznam cvičení.',
    importEmptyFile: 'Súbor neobsahuje žiadne cvičenia.',
    importNoTitleColumn: 'Súbor CSV potrebuje stĺpec title alebo name.',
    importUnclosedQuote: 'Bunka v úvodzovkách nie je uzavretá; zvyšok súboru sa načítal ako jedna bunka.',
    importRowNotObject: 'Tento riadok nie je cvičenie; bol preskočený.',
    importTitleMissing: 'Cvičenie nemá názov; riadok bol preskočený.',
    importTitleTooLong: 'Názov bol dlhší ako 255 znakov a bol skrátený.',
    importDuplicateRow: 'Rovnaké cvičenie ako v riadku {{other}}; riadok bol preskočený.',
    importCellCount: 'Riadok má {{count}} buniek, hlavička má {{expected}}.',
    importCategoryUnknown: 'Neznáma kategória „{{value}}“; použila sa kategória {{category}}.',
    importCategoryMissing: 'Kategória chýba; použila sa kategória {{category}}.',
    importEquipmentUnknown: 'Neznáme vybavenie „{{value}}“; použilo sa Iné.',
    importMuscleUnknown: 'Neznámy sval „{{value}}“; bol vynechaný.',
    importTrackingUnknown: 'Neznámy sledovaný údaj „{{value}}“; bol vynechaný.',
    importVideoUrlInvalid: 'Odkaz na video „{{value}}“ nie je z YouTube, Vimeo ani videosúbor; bol vynechaný.',
  },
  cz: {
    videoUrlInvalid: 'Zadejte platný odkaz',
    exerciseTitleRequired: 'Název je povinný.',
    exerciseTitleTooLong: 'Název může mít nejvýše 255 znaků.',
    exerciseDescriptionTooLong: 'Popis může mít nejvýše 5000 znaků.',
    trackingFieldsRequired: 'Vyberte alespoň jeden sledovaný údaj.',
    trackingFieldsDuplicate: 'Každý sledovaný údaj lze vybrat jen jednou.',
    trackingFieldUnknown: 'Neznámý sledovaný údaj.',
    targetNotTracked: 'Tento cvik tento údaj nesleduje.',
    repsInvalid: 'Počet opakování musí být celé číslo, 0 nebo více.',
    weightInvalid: 'Zadejte platnou hmotnost (např. 70.5 nebo 70,5)',
    durationInvalid: 'Doba trvání musí být celý počet sekund, 0 nebo více.',
    distanceInvalid: 'Vzdálenost musí být počet metrů, 0 nebo více.',
    effortRange: 'Námaha musí být od 1 do 10.',
    assistanceRange: 'Dopomoc musí být od 1 do 10.',
    importInvalidJson: 'Soubor není platný JSON.',
    importNotList: 'Soubor musí obsahovat seznam cviků.',
    importEmptyFile: 'Soubor neobsahuje žádné cviky.',
    importNoTitleColumn: 'Soubor CSV potřebuje sloupec title nebo name.',
    importUnclosedQuote: 'Buňka v uvozovkách není uzavřená; zbytek souboru byl načten jako jedna buňka.',
    importRowNotObject: 'Tento řádek není cvik; byl přeskočen.',
    importTitleMissing: 'Cvik nemá název; řádek byl přeskočen.',
    importTitleTooLong: 'Název byl delší než 255 znaků a byl zkrácen.',
    importDuplicateRow: 'Stejný cvik jako na řádku {{other}}; řádek byl přeskočen.',
    importCellCount: 'Řádek má {{count}} buněk, hlavička má {{expected}}.',
    importCategoryUnknown: 'Neznámá kategorie „{{value}}“; použita kategorie {{category}}.',
    importCategoryMissing: 'Kategorie chybí; použita kategorie {{category}}.',
    importEquipmentUnknown: 'Neznámé vybavení „{{value}}“; použito Jiné.',
    importMuscleUnknown: 'Neznámý sval „{{value}}“; byl vynechán.',
    importTrackingUnknown: 'Neznámý sledovaný údaj „{{value}}“; byl vynechán.',
    importVideoUrlInvalid: 'Odkaz na video „{{value}}“ není z YouTube, Vimeo ani videosoubor; byl vynechán.',
  },
};

/** Fills {{name}} placeholders, as i18next does, for the English text of a templated message. */
export function formatMessage(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
