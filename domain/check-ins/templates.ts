import type { Locale } from '../constants';
import type { CheckInForm, Question } from './form';

/**
 * The starter check-in forms a trainer begins from (docs/rules/check-ins.md
 * "Starter forms"), their texts in every language. Picking one copies it in
 * the trainer's language; the copy is theirs to change. Question ids are the
 * same in every language, so a client's answers line up week to week
 * whichever language the form was copied in.
 */
type Texts = Record<Locale, string>;
type StarterQuestion =
  | { id: string; kind: 'scale' | 'yesNo' | 'shortText' | 'longText' | 'photo'; required: boolean; labels: Texts }
  | { id: string; kind: 'number'; required: boolean; labels: Texts; units: Texts | null; min: number | null; max: number | null }
  | { id: string; kind: 'choice'; required: boolean; labels: Texts; options: Record<Locale, string[]> };

export interface StarterForm {
  id: string;
  titles: Texts;
  questions: StarterQuestion[];
}

const scale = (id: string, labels: Texts): StarterQuestion => ({ id, kind: 'scale', required: true, labels });

export const STARTER_FORMS: readonly StarterForm[] = [
  {
    id: 'weekly',
    titles: { en: 'Weekly check-in', sk: 'Týždenný check-in', cz: 'Týdenní check-in' },
    questions: [
      scale('energy', { en: 'How was your energy this week? (1–10)', sk: 'Aká bola vaša energia tento týždeň? (1–10)', cz: 'Jaká byla vaše energie tento týden? (1–10)' }),
      scale('sleep-quality', { en: 'How well did you sleep? (1–10)', sk: 'Ako dobre ste spali? (1–10)', cz: 'Jak dobře jste spali? (1–10)' }),
      scale('stress', { en: 'How stressed were you? (1–10)', sk: 'Aký veľký stres ste mali? (1–10)', cz: 'Jak velký stres jste měli? (1–10)' }),
      scale('adherence', { en: 'How well did you stick to the plan? (1–10)', sk: 'Ako dobre ste dodržali plán? (1–10)', cz: 'Jak dobře jste dodrželi plán? (1–10)' }),
      { id: 'weight', kind: 'number', required: false, labels: { en: 'Your weight', sk: 'Vaša hmotnosť', cz: 'Vaše hmotnost' }, units: { en: 'kg', sk: 'kg', cz: 'kg' }, min: 20, max: 500 },
      { id: 'biggest-win', kind: 'longText', required: false, labels: { en: 'Your biggest win this week', sk: 'Váš najväčší úspech tohto týždňa', cz: 'Váš největší úspěch tohoto týdne' } },
      { id: 'coach-question', kind: 'longText', required: false, labels: { en: 'A question for your coach', sk: 'Otázka pre vášho trénera', cz: 'Otázka pro vašeho trenéra' } },
    ],
  },
  {
    id: 'intake',
    titles: { en: 'Intake questionnaire', sk: 'Vstupný dotazník', cz: 'Vstupní dotazník' },
    questions: [
      { id: 'goal', kind: 'longText', required: true, labels: { en: 'What is your main goal?', sk: 'Aký je váš hlavný cieľ?', cz: 'Jaký je váš hlavní cíl?' } },
      {
        id: 'experience',
        kind: 'choice',
        required: true,
        labels: { en: 'Your training experience', sk: 'Vaše skúsenosti s tréningom', cz: 'Vaše zkušenosti s tréninkem' },
        options: { en: ['Beginner', 'Some experience', 'Experienced'], sk: ['Začiatočník', 'Mierne pokročilý', 'Skúsený'], cz: ['Začátečník', 'Mírně pokročilý', 'Zkušený'] },
      },
      { id: 'training-days', kind: 'number', required: true, labels: { en: 'Days a week you can train', sk: 'Koľko dní v týždni môžete trénovať', cz: 'Kolik dní v týdnu můžete trénovat' }, units: null, min: 0, max: 7 },
      { id: 'injuries', kind: 'yesNo', required: true, labels: { en: 'Do you have any injuries or health limits?', sk: 'Máte nejaké zranenia alebo zdravotné obmedzenia?', cz: 'Máte nějaká zranění nebo zdravotní omezení?' } },
      { id: 'injuries-detail', kind: 'longText', required: false, labels: { en: 'If so, which?', sk: 'Ak áno, aké?', cz: 'Pokud ano, jaká?' } },
      { id: 'sleep-hours', kind: 'number', required: false, labels: { en: 'Hours you usually sleep', sk: 'Koľko hodín zvyčajne spíte', cz: 'Kolik hodin obvykle spíte' }, units: { en: 'h', sk: 'h', cz: 'h' }, min: 0, max: 24 },
      { id: 'weight', kind: 'number', required: false, labels: { en: 'Your weight', sk: 'Vaša hmotnosť', cz: 'Vaše hmotnost' }, units: { en: 'kg', sk: 'kg', cz: 'kg' }, min: 20, max: 500 },
      { id: 'diet', kind: 'longText', required: false, labels: { en: 'How do you eat now?', sk: 'Ako sa teraz stravujete?', cz: 'Jak se teď stravujete?' } },
    ],
  },
];

export function starterForm(id: string): StarterForm | undefined {
  return STARTER_FORMS.find((f) => f.id === id);
}

/** A starter as a new form in a language. */
export function formFromStarter(starter: StarterForm, locale: Locale): CheckInForm {
  return {
    title: starter.titles[locale],
    questions: starter.questions.map((q): Question => {
      const base = { id: q.id, label: q.labels[locale], required: q.required };
      if (q.kind === 'number') return { ...base, kind: 'number', unit: q.units ? q.units[locale] : null, min: q.min, max: q.max };
      if (q.kind === 'choice') return { ...base, kind: 'choice', options: [...q.options[locale]] };
      return { ...base, kind: q.kind };
    }),
  };
}
