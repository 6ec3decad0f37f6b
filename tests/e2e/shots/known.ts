import type { Check, Finding } from './checks';
import type { Combo } from './visit';

/**
 * Findings the CI sample lets through for now, each with why: the one place they are listed. Every entry
 * names the route (its router pattern), the check and the element (a pattern of the finding's element);
 * `npm run shots` still reports them (test-results/shots/findings.md marks them "known").
 */
export interface KnownException {
  route: string;
  check: Check;
  element: RegExp;
  reason: string;
}

export const KNOWN_EXCEPTIONS: readonly KnownException[] = [];

export function knownException(f: Finding, combo: Combo): KnownException | undefined {
  return KNOWN_EXCEPTIONS.find((k) => k.route === combo.route.pattern && k.check === f.check && k.element.test(f.element));
}
