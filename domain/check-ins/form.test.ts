import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { MESSAGES } from '../messages';
import { checkInMessage, validateAnswers } from './answers';
import { CheckInFormSchema, FORM_QUESTIONS_MAX, FORM_TITLE_MAX, LONG_TEXT_MAX, QUESTION_LABEL_MAX, SHORT_TEXT_MAX, type CheckInForm } from './form';
import { CHECK_IN_MESSAGES as M, CHECK_IN_MESSAGE_TRANSLATIONS } from './messages';
import { formFromStarter, STARTER_FORMS } from './templates';

const PHOTO = '0190f3c4-7a1b-7c2d-8e3f-112233445566';
const form: CheckInForm = {
  title: 'Weekly',
  questions: [
    { id: 'energy', kind: 'scale', label: 'Energy', required: true },
    { id: 'weight', kind: 'number', label: 'Weight', required: false, unit: 'kg', min: 20, max: 500 },
    { id: 'trained', kind: 'yesNo', label: 'Trained?', required: false },
    { id: 'win', kind: 'shortText', label: 'Win', required: false },
    { id: 'notes', kind: 'longText', label: 'Notes', required: false },
    { id: 'mood', kind: 'choice', label: 'Mood', required: false, options: ['good', 'bad'] },
    { id: 'photo', kind: 'photo', label: 'Photo', required: false },
  ],
};
const errorsOf = (answers: Record<string, unknown>) => {
  const r = validateAnswers(form, answers);
  return r.ok ? [] : r.errors;
};

describe('answers against their form', () => {
  it('takes every kind, trimmed, empty ones dropped', () => {
    const r = validateAnswers(form, { energy: 7, weight: 70.5, trained: false, win: '  PR  ', notes: '', mood: 'good', photo: PHOTO.toUpperCase() });
    expect(r).toEqual({ ok: true, answers: { energy: 7, weight: 70.5, trained: false, win: 'PR', mood: 'good', photo: PHOTO } });
  });

  it('enforces required questions', () => {
    expect(errorsOf({})).toEqual([{ questionId: 'energy', key: 'answerRequired' }]);
    expect(errorsOf({ energy: null })).toEqual([{ questionId: 'energy', key: 'answerRequired' }]);
  });

  it('refuses each kind out of type or range, and unknown questions', () => {
    const one = (id: string, value: unknown) => errorsOf({ energy: 5, [id]: value });
    for (const bad of [0, 11, 5.5, '5', true]) expect(one('energy', bad)).toEqual([{ questionId: 'energy', key: 'answerScaleInvalid' }]);
    expect(one('weight', '70')).toEqual([{ questionId: 'weight', key: 'answerNumberInvalid' }]);
    expect(one('weight', Number.NaN)).toEqual([{ questionId: 'weight', key: 'answerNumberInvalid' }]);
    expect(one('weight', 19.9)).toEqual([{ questionId: 'weight', key: 'answerNumberOutOfRange' }]);
    expect(one('trained', 'yes')).toEqual([{ questionId: 'trained', key: 'answerYesNoInvalid' }]);
    expect(one('win', 'x'.repeat(SHORT_TEXT_MAX + 1))).toEqual([{ questionId: 'win', key: 'answerShortTextTooLong' }]);
    expect(one('win', 'x'.repeat(SHORT_TEXT_MAX))).toEqual([]);
    expect(one('notes', 'x'.repeat(LONG_TEXT_MAX + 1))).toEqual([{ questionId: 'notes', key: 'answerLongTextTooLong' }]);
    expect(one('notes', 'a\0b')).toEqual([{ questionId: 'notes', key: 'answerTextInvalid' }]);
    expect(one('mood', 'meh')).toEqual([{ questionId: 'mood', key: 'answerChoiceInvalid' }]);
    expect(one('photo', 'photo.jpg')).toEqual([{ questionId: 'photo', key: 'answerPhotoInvalid' }]);
    expect(one('sneaky', 1)).toEqual([{ questionId: 'sneaky', key: 'answerUnknownQuestion' }]);
  });

  it('says what is wrong in every language', () => {
    expect(checkInMessage('answerRequired', 'en')).toBe('Please answer this question.');
    expect(checkInMessage('answerRequired', 'sk')).toBe('Odpovedzte, prosím, na túto otázku.');
    expect(checkInMessage('answerRequired', 'cz')).toBe('Odpovězte prosím na tuto otázku.');
  });
});

describe('a form as data', () => {
  const messagesOf = (input: unknown) => {
    const r = CheckInFormSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => i.message);
  };

  it('takes the example and refuses bad titles, questions and options', () => {
    expect(messagesOf(form)).toEqual([]);
    expect(messagesOf({ ...form, title: ' ' })).toEqual([M.checkInTitleRequired]);
    expect(messagesOf({ ...form, title: 'x'.repeat(FORM_TITLE_MAX + 1) })).toEqual([M.checkInTitleTooLong]);
    expect(messagesOf({ ...form, questions: [] })).toEqual([M.checkInQuestionsRequired]);
    expect(messagesOf({ ...form, questions: Array.from({ length: FORM_QUESTIONS_MAX + 1 }, (_, i) => ({ ...form.questions[0], id: `q${i}` })) })).toEqual([M.checkInQuestionsRequired]);
    expect(messagesOf({ ...form, questions: [form.questions[0], form.questions[0]] })).toEqual([M.checkInQuestionIdsRepeated]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[0], label: 'x'.repeat(QUESTION_LABEL_MAX + 1) }] })).toEqual([M.checkInQuestionLabelTooLong]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[0], kind: 'video' }] })).toEqual([M.checkInQuestionKindInvalid]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[0], id: 'Energy Level' }] })).toEqual([M.checkInQuestionIdInvalid]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[5], options: ['a', 'a'] }] })).toEqual([M.checkInOptionsInvalid]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[5], options: ['a'] }] })).toEqual([M.checkInOptionsInvalid]);
    expect(messagesOf({ ...form, questions: [{ ...form.questions[1], min: 10, max: 5 }] })).toEqual([M.checkInNumberRangeInvalid]);
  });

  it('starter forms are valid in every language with the same question ids', () => {
    for (const starter of STARTER_FORMS) {
      const ids = starter.questions.map((q) => q.id);
      for (const locale of LOCALES) {
        const f = formFromStarter(starter, locale);
        expect(messagesOf(f), `${starter.id} ${locale}`).toEqual([]);
        expect(f.questions.map((q) => q.id)).toEqual(ids);
      }
    }
    const weekly = formFromStarter(STARTER_FORMS[0]!, 'en');
    expect(weekly.questions.map((q) => q.id)).toEqual(['energy', 'sleep-quality', 'stress', 'adherence', 'weight', 'biggest-win', 'coach-question']);
  });
});

describe('check-in messages', () => {
  it('are spread into domain/messages.ts, each text one key only (the app translates a text back by it), and are all translated', () => {
    const base = MESSAGES as Record<string, string>;
    for (const [k, t] of Object.entries(M)) {
      expect(base[k], k).toBe(t);
      expect(Object.keys(base).filter((key) => base[key] === t), k).toEqual([k]);
    }
    expect(new Set(Object.values(M)).size).toBe(Object.keys(M).length);
    for (const lang of ['sk', 'cz'] as const) {
      expect(Object.keys(CHECK_IN_MESSAGE_TRANSLATIONS[lang]).sort()).toEqual(Object.keys(M).sort());
      for (const [k, en] of Object.entries(M)) expect(CHECK_IN_MESSAGE_TRANSLATIONS[lang][k as keyof typeof M], k).not.toBe(en);
    }
    expect(M.answerShortTextTooLong).toContain(String(SHORT_TEXT_MAX));
    expect(M.answerLongTextTooLong).toContain('4,000');
    expect(M.checkInTitleTooLong).toContain(String(FORM_TITLE_MAX));
  });
});
