import { z } from 'zod';
import { MESSAGES } from '../messages';

export const FEEDBACK_FIELDS = ['liked', 'improve', 'other'] as const;
export type FeedbackField = (typeof FEEDBACK_FIELDS)[number];
export const FEEDBACK_MAX = 2000;

const answer = z
  .string()
  .trim()
  .max(FEEDBACK_MAX, { error: MESSAGES.feedbackTooLong })
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * Settings → Feedback (docs/rules/settings.md "Feedback"): three optional answers, at least one written.
 * Blank answers count as not written; the error sits on the form as a whole.
 */
export const FeedbackInput = z
  .object({ liked: answer, improve: answer, other: answer })
  .superRefine((v, ctx) => {
    if (!FEEDBACK_FIELDS.some((f) => v[f])) ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.feedbackEmpty });
  });
export type FeedbackInput = z.input<typeof FeedbackInput>;
