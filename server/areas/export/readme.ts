import type { Locale } from '../../../domain/constants';
import type { CsvStyle } from './csv';

/*
 * README.txt of the export, in the account's language: what the zip is, how
 * the two formats differ, and what each file holds. A file without words
 * here fails the unit test, so a new synced entity gets its line.
 */

type Words = {
  title: string;
  made: (name: string, at: string) => string;
  formats: (csv: CsvStyle) => string;
  ids: string;
  files: Record<string, string>;
};

const EN: Words = {
  title: 'Repwise data export',
  made: (name, at) => `Exported for ${name} on ${at} (UTC).`,
  formats: (csv) =>
    [
      'Every table is here twice:',
      '  json/  the exact data, for programs: one JSON array of objects per file, times in ISO 8601 UTC,',
      '         money in minor units (1250 = 12.50), weights in kg.',
      `  csv/   the same rows for spreadsheets: UTF-8 with a byte order mark, columns separated by "${csv.delimiter}",`,
      `         decimals written with "${csv.decimal}", lists and objects as JSON text. A text that starts with = + - @`,
      "         gets a leading ' so that no spreadsheet runs it as a formula.",
    ].join('\n'),
  ids: 'Rows point to each other by id (clientId, sessionId, planId...). An exerciseId that is not a UUID names an exercise of the Repwise library (e.g. "barbell-bench-press"). Deleted rows are not included.',
  files: {
    profile: 'your account: name, email, role, language, time zone',
    clients: 'client records (a trainer: all clients; a client: their own record)',
    'weight-logs': 'body weight entries',
    measurements: 'body measurements in cm (waist, hips, chest, upper arm, thigh, calf, neck, your trainer\'s own in custom) and body fat in %',
    habits: 'habits your trainer set: name, kind (done: ticked; number: a value a day with its unit and target), schedule, start, end and pauses',
    'habit-entries': 'each day of a habit: ticked (done) or the value entered, by date',
    'check-in-forms': 'check-in questionnaires of a trainer: title and questions (id, text, kind, required)',
    'check-in-assignments': 'check-ins sent to a client: a copy of the form, the schedule (weekly on a day or every N days, at a time) and its time zone',
    'check-in-submissions': 'answered check-ins: the date, the questions as asked, the answers by question id, when sent, late, reviewed and the trainer\'s note',
    'photo-sets': 'progress photo sets: the date the photos were taken and a note',
    photos: 'progress photos (pose, size, file type); the pictures themselves are in the photos/ folder, named date-pose-id',
    exercises: 'exercises of your own and customized copies of library exercises',
    'training-plans': 'training plans and templates',
    'plan-blocks': 'the blocks of each plan (single exercises and supersets)',
    'block-exercises': 'the exercises of each block with their sets and per-set targets',
    sessions: 'training sessions (single ones and the concrete occurrences of a series), with approval, progress and prices',
    series: 'repeating sessions and their recurrence',
    'series-exceptions': 'single occurrences of a series that were moved, changed or cancelled',
    'exercise-logs': 'workout logs: one exercise done in one session',
    'exercise-sets': 'the sets of each exercise log (reps, weight, time, distance, RPE)',
    ingredients: 'ingredients saved by hand (the built-in food table is not included)',
    meals: 'meals (templates and client meals) with their ingredients',
    'meal-plans': 'meal plans',
    'meal-plan-meals': 'which meal is in which day and slot of a meal plan',
    'custom-meals': 'meals a client put together',
    'meal-logs': 'meal logs: calories, macros and water',
    payments: 'payments received from clients',
    conversations: 'your conversations (one per client) and where each side last read',
    messages: 'messages between trainer and client; a deleted one has no text and a removedAt',
    subscription: 'your Repwise subscription',
    'subscription-events': 'the history of your Repwise subscription',
  },
};

const SK: Words = {
  title: 'Export údajov z Repwise',
  made: (name, at) => `Exportované pre ${name} dňa ${at} (UTC).`,
  formats: (csv) =>
    [
      'Každá tabuľka je tu dvakrát:',
      '  json/  presné údaje pre programy: v každom súbore jedno pole objektov JSON, časy v ISO 8601 UTC,',
      '         peniaze v najmenších jednotkách (1250 = 12,50), hmotnosti v kg.',
      `  csv/   tie isté riadky pre tabuľkové procesory: UTF-8 so znakom BOM, stĺpce oddelené „${csv.delimiter}“,`,
      `         desatinné čísla s „${csv.decimal}“, zoznamy a objekty ako text JSON. Text začínajúci = + - @`,
      "         dostane na začiatok ', aby ho žiadna tabuľka nespustila ako vzorec.",
    ].join('\n'),
  ids: 'Riadky na seba odkazujú cez id (clientId, sessionId, planId...). exerciseId, ktoré nie je UUID, označuje cvik z knižnice Repwise (napr. „barbell-bench-press“). Zmazané riadky export neobsahuje.',
  files: {
    profile: 'váš účet: meno, e-mail, rola, jazyk, časové pásmo',
    clients: 'záznamy klientov (tréner: všetci klienti; klient: jeho vlastný záznam)',
    'weight-logs': 'záznamy telesnej hmotnosti',
    measurements: 'telesné miery v cm (pás, boky, hrudník, rameno, stehno, lýtko, krk, vlastné miery trénera v custom) a telesný tuk v %',
    habits: 'návyky od trénera: názov, druh (done: odškrtáva sa; number: hodnota za deň s jednotkou a cieľom), rozvrh, začiatok, koniec a prestávky',
    'habit-entries': 'každý deň návyku: odškrtnutý (done) alebo zadaná hodnota, podľa dátumu',
    'check-in-forms': 'dotazníky check-inov trénera: názov a otázky (id, text, druh, povinná)',
    'check-in-assignments': 'check-iny poslané klientovi: kópia formulára, rozvrh (týždenne v deň alebo každých N dní, v čase) a jeho časové pásmo',
    'check-in-submissions': 'vyplnené check-iny: dátum, otázky tak, ako boli položené, odpovede podľa id otázky, kedy boli odoslané, oneskorenie, prezretie a poznámka trénera',
    'photo-sets': 'série fotiek pokroku: dátum, kedy boli fotky urobené, a poznámka',
    photos: 'fotky pokroku (póza, rozmery, typ súboru); samotné obrázky sú v priečinku photos/, pomenované dátum-póza-id',
    exercises: 'vlastné cviky a upravené kópie cvikov z knižnice',
    'training-plans': 'tréningové plány a šablóny',
    'plan-blocks': 'bloky každého plánu (samostatné cviky a supersérie)',
    'block-exercises': 'cviky každého bloku so sériami a cieľmi pre každú sériu',
    sessions: 'tréningy (jednotlivé a konkrétne termíny opakovaných), so schválením, priebehom a cenami',
    series: 'opakované tréningy a ich opakovanie',
    'series-exceptions': 'jednotlivé termíny opakovaného tréningu, ktoré boli presunuté, zmenené alebo zrušené',
    'exercise-logs': 'záznamy tréningov: jeden cvik v jednom tréningu',
    'exercise-sets': 'série každého záznamu cviku (opakovania, váha, čas, vzdialenosť, RPE)',
    ingredients: 'ručne uložené suroviny (vstavaná tabuľka potravín nie je súčasťou)',
    meals: 'jedlá (šablóny a jedlá klientov) s ich surovinami',
    'meal-plans': 'jedálničky',
    'meal-plan-meals': 'ktoré jedlo je v ktorom dni a časti dňa jedálnička',
    'custom-meals': 'jedlá, ktoré si zostavil klient',
    'meal-logs': 'záznamy jedál: kalórie, makroživiny a voda',
    payments: 'platby prijaté od klientov',
    conversations: 'vaše konverzácie (jedna s každým klientom) a kde ktorá strana naposledy čítala',
    messages: 'správy medzi trénerom a klientom; zmazaná nemá text a má removedAt',
    subscription: 'vaše predplatné Repwise',
    'subscription-events': 'história vášho predplatného Repwise',
  },
};

const CZ: Words = {
  title: 'Export dat z Repwise',
  made: (name, at) => `Exportováno pro ${name} dne ${at} (UTC).`,
  formats: (csv) =>
    [
      'Každá tabulka je tu dvakrát:',
      '  json/  přesná data pro programy: v každém souboru jedno pole objektů JSON, časy v ISO 8601 UTC,',
      '         peníze v nejmenších jednotkách (1250 = 12,50), hmotnosti v kg.',
      `  csv/   tytéž řádky pro tabulkové procesory: UTF-8 se znakem BOM, sloupce oddělené „${csv.delimiter}“,`,
      `         desetinná čísla s „${csv.decimal}“, seznamy a objekty jako text JSON. Text začínající = + - @`,
      "         dostane na začátek ', aby ho žádná tabulka nespustila jako vzorec.",
    ].join('\n'),
  ids: 'Řádky na sebe odkazují přes id (clientId, sessionId, planId...). exerciseId, které není UUID, označuje cvik z knihovny Repwise (např. „barbell-bench-press“). Smazané řádky export neobsahuje.',
  files: {
    profile: 'váš účet: jméno, e-mail, role, jazyk, časové pásmo',
    clients: 'záznamy klientů (trenér: všichni klienti; klient: jeho vlastní záznam)',
    'weight-logs': 'záznamy tělesné hmotnosti',
    measurements: 'tělesné míry v cm (pas, boky, hrudník, paže, stehno, lýtko, krk, vlastní míry trenéra v custom) a tělesný tuk v %',
    habits: 'návyky od trenéra: název, druh (done: odškrtává se; number: hodnota za den s jednotkou a cílem), rozvrh, začátek, konec a přestávky',
    'habit-entries': 'každý den návyku: odškrtnutý (done) nebo zadaná hodnota, podle data',
    'check-in-forms': 'dotazníky check-inů trenéra: název a otázky (id, text, druh, povinná)',
    'check-in-assignments': 'check-iny poslané klientovi: kopie formuláře, rozvrh (týdně v den nebo každých N dní, v čase) a jeho časové pásmo',
    'check-in-submissions': 'vyplněné check-iny: datum, otázky tak, jak byly položeny, odpovědi podle id otázky, kdy byly odeslány, zpoždění, prohlédnutí a poznámka trenéra',
    'photo-sets': 'série fotek pokroku: datum, kdy byly fotky pořízeny, a poznámka',
    photos: 'fotky pokroku (póza, rozměry, typ souboru); samotné obrázky jsou ve složce photos/, pojmenované datum-póza-id',
    exercises: 'vlastní cviky a upravené kopie cviků z knihovny',
    'training-plans': 'tréninkové plány a šablony',
    'plan-blocks': 'bloky každého plánu (samostatné cviky a supersérie)',
    'block-exercises': 'cviky každého bloku se sériemi a cíli pro každou sérii',
    sessions: 'tréninky (jednotlivé a konkrétní termíny opakovaných), se schválením, průběhem a cenami',
    series: 'opakované tréninky a jejich opakování',
    'series-exceptions': 'jednotlivé termíny opakovaného tréninku, které byly přesunuty, změněny nebo zrušeny',
    'exercise-logs': 'záznamy tréninků: jeden cvik v jednom tréninku',
    'exercise-sets': 'série každého záznamu cviku (opakování, váha, čas, vzdálenost, RPE)',
    ingredients: 'ručně uložené suroviny (vestavěná tabulka potravin není součástí)',
    meals: 'jídla (šablony a jídla klientů) s jejich surovinami',
    'meal-plans': 'jídelníčky',
    'meal-plan-meals': 'které jídlo je ve kterém dni a části dne jídelníčku',
    'custom-meals': 'jídla, která si sestavil klient',
    'meal-logs': 'záznamy jídel: kalorie, makroživiny a voda',
    payments: 'platby přijaté od klientů',
    conversations: 'vaše konverzace (jedna s každým klientem) a kde která strana naposledy četla',
    messages: 'zprávy mezi trenérem a klientem; smazaná nemá text a má removedAt',
    subscription: 'vaše předplatné Repwise',
    'subscription-events': 'historie vašeho předplatného Repwise',
  },
};

export const README_WORDS: Record<Locale, Words> = { en: EN, sk: SK, cz: CZ };

export function readmeText(o: { language: Locale; name: string; at: Date; files: readonly string[]; csv: CsvStyle }): string {
  const w = README_WORDS[o.language];
  const at = o.at.toISOString().slice(0, 16).replace('T', ' ');
  const width = Math.max(...o.files.map((f) => f.length));
  const lines = o.files.map((f) => `  ${f.padEnd(width)}  ${w.files[f] ?? ''}`);
  return [w.title, '='.repeat(w.title.length), '', w.made(o.name, at), '', w.formats(o.csv), '', w.ids, '', ...lines, ''].join('\n').replace(/\n/g, '\r\n');
}
