import type { Answers } from '../../../domain/check-ins/answers';
import type { Question } from '../../../domain/check-ins/form';
import { htmlLangOf } from '../../../domain/language';
import type { Locale } from '../../../domain/constants';
import type { Draft } from './drafts';

/**
 * A draft (values as typed) as the answers a submit sends: a number's text
 * read with a point or a comma, anything unreadable kept as text so
 * validateAnswers names it, and empty fields left out.
 */
export function answersOf(questions: readonly Question[], draft: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const q of questions) {
    const v = draft[q.id];
    if (v === undefined || v === '') continue;
    if ((q.kind === 'number' || q.kind === 'scale') && typeof v === 'string') {
      const n = Number(v.trim().replace(',', '.'));
      out[q.id] = v.trim() === '' ? undefined : Number.isFinite(n) ? n : v;
    } else out[q.id] = v;
  }
  return out;
}

/** An answer as the review shows it. */
export function answerText(q: Question | undefined, v: Answers[string] | undefined, yesNo: { yes: string; no: string }, locale: Locale): string {
  if (v === undefined) return '—';
  if (typeof v === 'boolean') return v ? yesNo.yes : yesNo.no;
  if (typeof v === 'number') {
    const n = new Intl.NumberFormat(htmlLangOf(locale)).format(v);
    return q?.kind === 'number' && q.unit ? `${n} ${q.unit}` : q?.kind === 'scale' ? `${n}/10` : n;
  }
  return v;
}
