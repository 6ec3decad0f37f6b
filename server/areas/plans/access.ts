import { and, eq, isNull } from 'drizzle-orm';
import { libraryExercise } from '../../../domain/exercises/library';
import type { SetTarget, TrackingField } from '../../../domain/exercises/tracking';
import { setTargetsErrors } from '../../../domain/plans/targets';
import { isOwnExerciseId } from '../../../domain/plans/mutations';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { blockExercises, exercises, planBlocks, trainingPlans } from '../../db/schema';
import { NotFound, ValidationError } from '../../errors';

/** A live plan of the trainer's space; a deleted or foreign one is not found. */
export async function livePlan(db: Db, actor: AuthUser, id: string) {
  const [plan] = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, id), eq(trainingPlans.spaceId, actor.id), isNull(trainingPlans.deletedAt)))
    .limit(1);
  if (!plan) throw new NotFound();
  return plan;
}

/** A live block whose plan is live too. */
export async function liveBlock(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select({ block: planBlocks })
    .from(planBlocks)
    .innerJoin(trainingPlans, eq(trainingPlans.id, planBlocks.planId))
    .where(and(eq(planBlocks.id, id), eq(planBlocks.spaceId, actor.id), isNull(planBlocks.deletedAt), isNull(trainingPlans.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
  return row.block;
}

/** A live block exercise whose block is live too. */
export async function liveBlockExercise(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select({ item: blockExercises, block: planBlocks })
    .from(blockExercises)
    .innerJoin(planBlocks, eq(planBlocks.id, blockExercises.blockId))
    .where(and(eq(blockExercises.id, id), eq(blockExercises.spaceId, actor.id), isNull(blockExercises.deletedAt), isNull(planBlocks.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
  return row;
}

/**
 * The tracking fields of an exercise a block may use: a global one from the
 * library, or a live exercise of the trainer's own; anything else is not found.
 * Targets of a block that already uses a since deleted exercise stay editable
 * (allowDeleted).
 */
export async function trackingFieldsOf(db: Db, actor: AuthUser, exerciseId: string, opts: { allowDeleted?: boolean } = {}): Promise<readonly TrackingField[]> {
  if (!isOwnExerciseId(exerciseId)) {
    const g = libraryExercise(exerciseId);
    if (!g) throw new NotFound();
    return g.trackingFields;
  }
  const [row] = await db
    .select({ trackingFields: exercises.trackingFields })
    .from(exercises)
    .where(and(eq(exercises.id, exerciseId), eq(exercises.spaceId, actor.id), opts.allowDeleted ? undefined : isNull(exercises.deletedAt)))
    .limit(1);
  if (!row) throw new NotFound();
  return row.trackingFields;
}

/**
 * Checks a block exercise's sets and targets against the exercise's tracking
 * fields; a 422 names the offending set and field under `prefix`.
 */
export async function checkTargets(
  db: Db,
  actor: AuthUser,
  item: { exerciseId: string; sets: number; setTargets: SetTarget[] },
  prefix: string,
  opts: { allowDeleted?: boolean } = {},
): Promise<void> {
  const fields = await trackingFieldsOf(db, actor, item.exerciseId, opts);
  const errors = setTargetsErrors(fields, item.sets, item.setTargets);
  if (!errors) return;
  const keyed: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(errors)) keyed[prefix ? `${prefix}.${k}` : k] = v;
  throw new ValidationError(keyed);
}
