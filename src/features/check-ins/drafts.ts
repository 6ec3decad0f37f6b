/**
 * The answers of a check-in not yet submitted, kept on this device per user
 * and check-in (docs/rules/check-ins.md "Answering"), as messaging keeps
 * a message draft: nobody else's business, so not synced; localStorage keeps
 * it across reloads and offline. Values are as typed (a number field's text).
 */
export type Draft = Record<string, string | number | boolean>;

const PREFIX = 'repwise.checkInDraft.';
const keyOf = (userId: string, assignmentId: string, date: string) => `${PREFIX}${userId}.${assignmentId}.${date}`;

export function readDraft(userId: string, assignmentId: string, date: string): Draft {
  try {
    const raw = localStorage.getItem(keyOf(userId, assignmentId, date));
    const d = raw ? (JSON.parse(raw) as unknown) : null;
    if (!d || typeof d !== 'object' || Array.isArray(d)) return {};
    return Object.fromEntries(Object.entries(d).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v))) as Draft;
  } catch {
    return {};
  }
}

/** Stores the draft, or forgets it once empty. A full storage keeps the answers on screen only. */
export function writeDraft(userId: string, assignmentId: string, date: string, draft: Draft): void {
  try {
    if (Object.keys(draft).length === 0) localStorage.removeItem(keyOf(userId, assignmentId, date));
    else localStorage.setItem(keyOf(userId, assignmentId, date), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the answers stay on screen until submitted.
  }
}

export function clearDraft(userId: string, assignmentId: string, date: string): void {
  try {
    localStorage.removeItem(keyOf(userId, assignmentId, date));
  } catch {
    // Nothing stored to forget.
  }
}
