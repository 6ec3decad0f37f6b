import type { RefKind } from '../../../domain/messaging/references';

/**
 * An unsent message, kept on this device per user and conversation
 * (docs/rules/messaging.md "On the device"): a draft is nobody else's
 * business, so it is not synced and lives in localStorage, which keeps it
 * across reloads and offline.
 */
export interface Draft {
  body: string;
  ref: { kind: RefKind; id: string } | null;
}

const PREFIX = 'repwise.messageDraft.';

const keyOf = (userId: string, conversationId: string) => `${PREFIX}${userId}.${conversationId}`;

export function readDraft(userId: string, conversationId: string): Draft | null {
  try {
    const raw = localStorage.getItem(keyOf(userId, conversationId));
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<Draft>;
    return { body: typeof d.body === 'string' ? d.body : '', ref: d.ref && typeof d.ref.id === 'string' ? d.ref : null };
  } catch {
    return null;
  }
}

/** Stores the draft, or forgets it once it is empty. A full storage keeps the text on screen only. */
export function writeDraft(userId: string, conversationId: string, draft: Draft): void {
  try {
    if (!draft.body.trim() && !draft.ref) localStorage.removeItem(keyOf(userId, conversationId));
    else localStorage.setItem(keyOf(userId, conversationId), JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the draft still stays on screen until sent.
  }
}

export function clearDraft(userId: string, conversationId: string): void {
  try {
    localStorage.removeItem(keyOf(userId, conversationId));
  } catch {
    // Nothing stored to forget.
  }
}
