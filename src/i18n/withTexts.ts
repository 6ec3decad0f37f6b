import { loadTextParts } from './i18n';
import type { TextPart } from './parts';

/**
 * A script with the parts of the texts it shows beyond core (parts.ts), fetched side by side: a screen
 * (app/router.tsx) or a dialog loaded on first use. tests/unit/text-parts.test.ts reads these calls.
 */
export function withTexts<M>(parts: readonly TextPart[], screen: Promise<M>): Promise<M> {
  return Promise.all([screen, loadTextParts(parts)]).then(([m]) => m);
}
