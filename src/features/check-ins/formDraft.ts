import { QUESTION_KINDS, type CheckInForm, type Question, type QuestionKind } from '../../../domain/check-ins/form';

/** The kinds a trainer may add now: a photo question waits for progress photos to land (docs/rules/check-ins.md "Forms"). */
export const OFFERED_KINDS: readonly QuestionKind[] = QUESTION_KINDS.filter((k) => k !== 'photo');

/** A question being edited: every kind's fields as typed, so switching the kind loses nothing. */
export interface QuestionDraft {
  id: string;
  label: string;
  required: boolean;
  kind: QuestionKind;
  unit: string;
  min: string;
  max: string;
  options: string;
}

export interface FormDraft {
  title: string;
  questions: QuestionDraft[];
}

/** A new question's id: unique within the form and kept when its text changes, so answers line up week to week. */
export const newQuestionId = () => `q-${Math.random().toString(36).slice(2, 10)}`;

export const blankQuestion = (): QuestionDraft => ({ id: newQuestionId(), label: '', required: true, kind: 'scale', unit: '', min: '', max: '', options: '' });

export function draftOf(form: CheckInForm): FormDraft {
  return {
    title: form.title,
    questions: form.questions.map((q) => ({
      id: q.id,
      label: q.label,
      required: q.required,
      kind: q.kind,
      unit: q.kind === 'number' ? (q.unit ?? '') : '',
      min: q.kind === 'number' && q.min !== null ? String(q.min) : '',
      max: q.kind === 'number' && q.max !== null ? String(q.max) : '',
      options: q.kind === 'choice' ? q.options.join('\n') : '',
    })),
  };
}

const num = (s: string): number | null => {
  const t = s.trim().replace(',', '.');
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : NaN;
};

/** The draft as the form the mutation takes; the schema (CheckInFormSchema) then says what is wrong, in the user's words. */
export function formOf(d: FormDraft): { title: string; questions: Question[] } {
  return {
    title: d.title,
    questions: d.questions.map((q): Question => {
      const base = { id: q.id, label: q.label, required: q.required };
      if (q.kind === 'number') return { ...base, kind: 'number', unit: q.unit, min: num(q.min), max: num(q.max) };
      if (q.kind === 'choice') return { ...base, kind: 'choice', options: q.options.split('\n').map((o) => o.trim()).filter(Boolean) };
      return { ...base, kind: q.kind };
    }),
  };
}
