import { useLiveQuery } from 'dexie-react-hooks';
import type { RefKind } from '../../../domain/messaging/references';
import { useUserDb } from '../../db';
import type { RepwiseDb } from '../../db';
import type { RefTarget } from './references';

async function readTarget(db: RepwiseDb, kind: RefKind, id: string): Promise<RefTarget | null> {
  switch (kind) {
    case 'sessionLog':
    case 'session': {
      const s = await db.sessions.get(id);
      return s ? { when: s.startsAt, detail: s.title || null, sessionId: s.id } : null;
    }
    case 'exerciseLog': {
      const l = await db.exerciseLogs.get(id);
      if (!l) return null;
      const ex = await db.exercises.get(l.exerciseId);
      return { when: l.loggedAt ?? null, detail: ex?.title ?? null, sessionId: l.sessionId };
    }
    case 'exerciseSet': {
      const s = await db.exerciseSets.get(id);
      if (!s) return null;
      const l = await db.exerciseLogs.get(s.exerciseLogId);
      const ex = l ? await db.exercises.get(l.exerciseId) : undefined;
      return { when: l?.loggedAt ?? null, detail: ex?.title ?? null, sessionId: s.sessionId };
    }
    case 'weightLog': {
      const w = await db.weightLogs.get(id);
      return w ? { when: w.loggedAt, detail: `${w.weightKg} kg`, sessionId: null } : null;
    }
    case 'mealLog': {
      const m = await db.mealLogs.get(id);
      return m ? { when: m.loggedAt, detail: `${Math.round(m.calories)} kcal`, sessionId: m.sessionId } : null;
    }
    case 'plan': {
      const p = await db.trainingPlans.get(id);
      return p ? { when: null, detail: p.title, sessionId: null } : null;
    }
    case 'checkIn': {
      const c = await db.checkInSubmissions.get(id);
      return c ? { when: c.submittedAt, detail: c.title, sessionId: null, path: `/trainer/check-ins/${c.assignmentId}/${c.date}` } : null;
    }
  }
}

/** The referenced item as the device holds it; null when it is not on the device (outside the sync window, or deleted). */
export function useRefTarget(kind: RefKind, id: string): RefTarget | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => readTarget(db, kind, id), [db, kind, id]);
}
