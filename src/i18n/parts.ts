/**
 * The texts come in parts, each a chunk per language, so a page fetches the
 * texts of the screens it can show and no more:
 * - core: the shared texts (src/i18n/<lang>.json), the signed-in frame, the
 *   client's dashboard, the sign-in screens, and every feature's `messages`
 *   (a rejected write may show any of them, on any screen), wherever the
 *   rest of the feature is;
 * - more: the other screens of the client area (and of the trainer's), and
 *   the dashboard's dialogs, which load it with them (i18n/withTexts.ts);
 * - staff: the trainer's and the admin's own screens;
 * - landing: the public landing pages.
 * A screen's part loads with the screen (app/router.tsx; a dialog's with the
 * dialog, through withTexts), and a language
 * switch fetches every part shown so far (i18n.ts). tests/unit/text-parts.test.ts
 * checks that each screen reaches only features of the parts it loads, and
 * that the parts as built (scripts/text-parts.ts) follow this table.
 */
export const TEXT_PARTS = ['core', 'more', 'staff', 'landing'] as const;
export type TextPart = (typeof TEXT_PARTS)[number];

/** The part of each feature's texts (src/features/<feature>/i18n); a feature not listed is in core. */
export const FEATURE_PART: Readonly<Record<string, Exclude<TextPart, 'core'>>> = {
  calendar: 'more',
  'calendar-feed': 'more',
  clients: 'more',
  companion: 'more',
  'data-export': 'more',
  exercises: 'more',
  feedback: 'more',
  'manual-log': 'more',
  meals: 'more',
  measurements: 'more',
  onboarding: 'more',
  photos: 'more',
  plans: 'more',
  plates: 'more',
  progress: 'more',
  'workout-import': 'more',
  'workout-log': 'more',
  admin: 'staff',
  'session-form': 'staff',
  landing: 'landing',
};
