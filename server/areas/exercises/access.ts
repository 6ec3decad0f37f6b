import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import { exercises } from '../../db/schema';

/** SQL condition: a live exercise of the trainer's own space (another trainer's id is simply not found). */
export function ownLiveExercise(actor: AuthUser, id: string) {
  return and(eq(exercises.id, id), eq(exercises.spaceId, actor.id), isNull(exercises.deletedAt));
}
