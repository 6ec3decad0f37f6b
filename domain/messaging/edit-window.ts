/** docs/rules/messaging.md "Editing and deleting": an author edits a message within this long of writing it. */
export const EDIT_WINDOW_MS = 15 * 60_000;

export interface Authored {
  authorId: string | null;
  writtenAt: string;
  removedAt: string | null;
}

/** Whether an edit made at `editedAt` is inside the message's edit window (judged by the edit's own time, so an edit made offline in time still counts). */
export function inEditWindow(m: { writtenAt: string }, editedAt: string | number | Date): boolean {
  const at = editedAt instanceof Date ? editedAt.getTime() : typeof editedAt === 'number' ? editedAt : Date.parse(editedAt);
  return at - Date.parse(m.writtenAt) <= EDIT_WINDOW_MS;
}

/** Whether the viewer may edit the message now: its author, not deleted, within the window. */
export function canEdit(m: Authored, viewer: { id: string }, now: string | number | Date): boolean {
  return m.authorId === viewer.id && !m.removedAt && inEditWindow(m, now);
}

/** Whether the viewer may delete the message: its author, once. */
export function canRemove(m: Authored, viewer: { id: string }): boolean {
  return m.authorId === viewer.id && !m.removedAt;
}
