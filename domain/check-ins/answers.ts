import { hasLoneSurrogate } from '../mutations/fields';
import type { Locale } from '../constants';
import { LONG_TEXT_MAX, SCALE_MAX, SCALE_MIN, SHORT_TEXT_MAX, type CheckInForm, type Question } from './form';
import { CHECK_IN_MESSAGES, CHECK_IN_MESSAGE_TRANSLATIONS, type CheckInMessageKey } from './messages';

/**
 * Answers checked against their form (docs/rules/check-ins.md "Answers"), the
 * same on the device before a submit and on the server when it arrives: every
 * answer's kind and range, required questions answered, no answer to a
 * question the form does not have. An empty answer (null, missing, blank
 * text) is no answer.
 */

/** A scale's or number's value, a yes/no, a text, a chosen option, or a photo's reference id. */
export type AnswerValue = number | boolean | string;
export type Answers = Record<string, AnswerValue>;

export interface AnswerError {
  questionId: string;
  key: CheckInMessageKey;
}

export type AnswersResult = { ok: true; answers: Answers } | { ok: false; errors: AnswerError[] };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type One = { value: AnswerValue } | { key: CheckInMessageKey } | null;

function textAnswer(value: unknown, max: number, tooLong: CheckInMessageKey): One {
  if (typeof value !== 'string') return { key: 'answerTextInvalid' };
  const t = value.trim();
  if (t === '') return null;
  if (t.includes('\0') || hasLoneSurrogate(t)) return { key: 'answerTextInvalid' };
  return t.length > max ? { key: tooLong } : { value: t };
}

/** One answer read for its question: its value, its error, or null when it is empty. */
function answerOf(q: Question, value: unknown): One {
  if (value === undefined || value === null) return null;
  switch (q.kind) {
    case 'scale':
      return Number.isInteger(value) && (value as number) >= SCALE_MIN && (value as number) <= SCALE_MAX ? { value: value as number } : { key: 'answerScaleInvalid' };
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return { key: 'answerNumberInvalid' };
      if ((q.min !== null && value < q.min) || (q.max !== null && value > q.max)) return { key: 'answerNumberOutOfRange' };
      return { value };
    case 'yesNo':
      return typeof value === 'boolean' ? { value } : { key: 'answerYesNoInvalid' };
    case 'shortText':
      return textAnswer(value, SHORT_TEXT_MAX, 'answerShortTextTooLong');
    case 'longText':
      return textAnswer(value, LONG_TEXT_MAX, 'answerLongTextTooLong');
    case 'choice':
      return typeof value === 'string' && q.options.includes(value) ? { value } : { key: 'answerChoiceInvalid' };
    case 'photo':
      // The photo itself is stored elsewhere (progress photos); the answer is its id.
      return typeof value === 'string' && UUID.test(value) ? { value: value.toLowerCase() } : { key: 'answerPhotoInvalid' };
  }
}

export function validateAnswers(form: CheckInForm, answers: Readonly<Record<string, unknown>>): AnswersResult {
  const errors: AnswerError[] = [];
  const out: Answers = {};
  const known = new Set(form.questions.map((q) => q.id));
  for (const id of Object.keys(answers)) if (!known.has(id)) errors.push({ questionId: id, key: 'answerUnknownQuestion' });
  for (const q of form.questions) {
    const one = Object.hasOwn(answers, q.id) ? answerOf(q, answers[q.id]) : null;
    if (one === null) {
      if (q.required) errors.push({ questionId: q.id, key: 'answerRequired' });
    } else if ('key' in one) errors.push({ questionId: q.id, key: one.key });
    else out[q.id] = one.value;
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, answers: out };
}

/** A check-in message in the user's language. */
export function checkInMessage(key: CheckInMessageKey, locale: Locale): string {
  return locale === 'en' ? CHECK_IN_MESSAGES[key] : CHECK_IN_MESSAGE_TRANSLATIONS[locale][key];
}
