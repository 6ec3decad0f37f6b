import type { ProgressStatus } from './rows';

/**
 * Session progress (docs/rules/sessions.md "Progress"): not_started → in_progress → completed, forward
 * only. Asking for the state a session is already in is allowed and changes
 * nothing, so a start or finish replayed by sync is harmless.
 */
export type ProgressEvent = 'start' | 'complete';

const NEXT: Record<ProgressEvent, { from: ProgressStatus; to: ProgressStatus }> = {
  start: { from: 'not_started', to: 'in_progress' },
  complete: { from: 'in_progress', to: 'completed' },
};

export type ProgressResult = { ok: true; status: ProgressStatus; changed: boolean } | { ok: false; code: 'invalid_transition' };

export function progressAfter(status: ProgressStatus, event: ProgressEvent): ProgressResult {
  const step = NEXT[event];
  if (status === step.to) return { ok: true, status, changed: false };
  if (status === step.from) return { ok: true, status: step.to, changed: true };
  return { ok: false, code: 'invalid_transition' };
}
