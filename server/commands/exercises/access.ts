import { and, eq, isNull } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import { exercises } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';

export const notFound = () => new NotFound();
export const forbidden = () => new Forbidden();

/** Exercises, plans and the library are the trainer's tools: clients and admins may not write them. */
export function assertTrainer(actor: AuthUser): void {
  if (actor.role !== 'trainer') throw forbidden();
}

/** SQL condition: a live exercise of the trainer's own space (another trainer's id is simply not found). */
export function ownLiveExercise(actor: AuthUser, id: string) {
  return and(eq(exercises.id, id), eq(exercises.spaceId, actor.id), isNull(exercises.deletedAt));
}
