/**
 * What a message may point at (docs/rules/messaging.md "References"): the
 * kind names the thing as the product speaks of it, the table where its row
 * lives on the device. A logged workout is its session's exercise logs, so it
 * points at the session and shows the log; a session card shows the plan of
 * the day. A check-in is a submitted one (the trainer's reply to it).
 */
export const REF_KINDS = ['sessionLog', 'exerciseLog', 'exerciseSet', 'weightLog', 'mealLog', 'session', 'plan', 'checkIn'] as const;
export type RefKind = (typeof REF_KINDS)[number];

export const REF_TABLES = {
  sessionLog: 'sessions',
  exerciseLog: 'exerciseLogs',
  exerciseSet: 'exerciseSets',
  weightLog: 'weightLogs',
  mealLog: 'mealLogs',
  session: 'sessions',
  plan: 'trainingPlans',
  checkIn: 'checkInSubmissions',
} as const satisfies Record<RefKind, string>;

/** What the thread shows for a reference: the card's text key (under "messaging.ref" in the app's texts) and the row to open and read it from. */
export interface ReferenceCard {
  kind: RefKind;
  id: string;
  table: (typeof REF_TABLES)[RefKind];
  labelKey: `ref.${RefKind}`;
}

/** The card of a message's reference, or null when it points at nothing. */
export function referenceCard(m: { refKind: RefKind | null; refId: string | null }): ReferenceCard | null {
  if (!m.refKind || !m.refId) return null;
  return { kind: m.refKind, id: m.refId, table: REF_TABLES[m.refKind], labelKey: `ref.${m.refKind}` };
}

/** Whether a message comments on this item: the item's page lists these (a session's log shows those of sessionLog). */
export function isAbout(m: { refKind: RefKind | null; refId: string | null }, kind: RefKind, id: string): boolean {
  return m.refKind === kind && m.refId === id;
}
