import { z } from 'zod';
import { text } from '../mutations/fields';
import { CHECK_IN_MESSAGES as M } from './messages';

/**
 * A check-in form as data (docs/rules/check-ins.md "Forms"): a title and its
 * questions, each with a kind that says what answer it takes. Not yet a
 * synced entity; its entity.ts will take these schemas.
 */

export const FORM_TITLE_MAX = 120;
export const FORM_QUESTIONS_MAX = 40;
export const QUESTION_LABEL_MAX = 200;
export const QUESTION_UNIT_MAX = 16;
export const OPTIONS_MAX = 20;
export const OPTION_LABEL_MAX = 100;
export const SHORT_TEXT_MAX = 200;
export const LONG_TEXT_MAX = 4000;
export const SCALE_MIN = 1;
export const SCALE_MAX = 10;

export const QUESTION_KINDS = ['scale', 'number', 'yesNo', 'shortText', 'longText', 'choice', 'photo'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

interface QuestionBase {
  /** Stable within the form, so answers and last week's answers line up after an edit. */
  id: string;
  label: string;
  required: boolean;
}
export type Question =
  | (QuestionBase & { kind: 'scale' | 'yesNo' | 'shortText' | 'longText' | 'photo' })
  | (QuestionBase & { kind: 'number'; unit: string | null; min: number | null; max: number | null })
  | (QuestionBase & { kind: 'choice'; options: string[] });

export interface CheckInForm {
  title: string;
  questions: Question[];
}

const questionId = z.string({ error: M.checkInQuestionIdInvalid }).regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: M.checkInQuestionIdInvalid });
const base = {
  id: questionId,
  label: text(M.checkInQuestionLabelRequired).trim().min(1, { error: M.checkInQuestionLabelRequired }).max(QUESTION_LABEL_MAX, { error: M.checkInQuestionLabelTooLong }),
  required: z.boolean(),
};
const bound = z.number().refine(Number.isFinite).nullable();

export const QuestionSchema: z.ZodType<Question> = z.discriminatedUnion(
  'kind',
  [
    z.object({ ...base, kind: z.enum(['scale', 'yesNo', 'shortText', 'longText', 'photo']) }),
    z
      .object({
        ...base,
        kind: z.literal('number'),
        unit: text().trim().max(QUESTION_UNIT_MAX, { error: M.checkInUnitTooLong }).transform((s) => (s === '' ? null : s)).nullable(),
        min: bound,
        max: bound,
      })
      .refine((q) => q.min === null || q.max === null || q.min <= q.max, { error: M.checkInNumberRangeInvalid, path: ['max'] }),
    z.object({
      ...base,
      kind: z.literal('choice'),
      options: z
        .array(text(M.checkInOptionsInvalid).trim().min(1, { error: M.checkInOptionsInvalid }).max(OPTION_LABEL_MAX, { error: M.checkInOptionsInvalid }), { error: M.checkInOptionsInvalid })
        .min(2, { error: M.checkInOptionsInvalid })
        .max(OPTIONS_MAX, { error: M.checkInOptionsInvalid })
        .refine((o) => new Set(o).size === o.length, { error: M.checkInOptionsInvalid }),
    }),
  ],
  { error: M.checkInQuestionKindInvalid },
);

export const CheckInFormSchema = z.object({
  title: text(M.checkInTitleRequired).trim().min(1, { error: M.checkInTitleRequired }).max(FORM_TITLE_MAX, { error: M.checkInTitleTooLong }),
  questions: z
    .array(QuestionSchema, { error: M.checkInQuestionsRequired })
    .min(1, { error: M.checkInQuestionsRequired })
    .max(FORM_QUESTIONS_MAX, { error: M.checkInQuestionsRequired })
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, { error: M.checkInQuestionIdsRepeated }),
});
