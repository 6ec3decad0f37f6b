import type { AREAS } from './areas';
import { paymentEntity } from './billing/entity';
import { clientEntity } from './clients/entity';
import { exerciseEntity } from './exercises/entity';
import { customMealEntity, ingredientEntity, mealEntity, mealLogEntity, mealPlanEntity, mealPlanMealEntity } from './meals/entity';
import { conversationEntity, messageEntity } from './messaging/entity';
import { notificationEntity } from './notifications/entity';
import { onboardingEntity } from './onboarding/entity';
import { blockExerciseEntity, planBlockEntity, trainingPlanEntity } from './plans/entity';
import type { EntityDecl } from './protocol/entity';
import { seriesEntity, seriesExceptionEntity, sessionEntity } from './sessions/entity';
import { weightLogEntity } from './weight-logs/entity';
import { exerciseLogEntity, exerciseSetEntity } from './workouts/entity';

export type Entity = (typeof AREAS)[number]['entities'][number];
export type EntityName = Entity['name'];

/**
 * Every synced entity, in the order of the areas (domain/areas.ts) that declare
 * them. Listed here from the entity files, not read from AREAS: the device
 * database and the sync worker need the declarations, and AREAS would bring
 * every mutation's schemas and rules (and the exercise library) along.
 * An entity added to an area and not here fails the build below, and
 * domain/entities.test.ts checks the order.
 */
const LIST = [
  clientEntity,
  weightLogEntity,
  exerciseEntity,
  trainingPlanEntity,
  planBlockEntity,
  blockExerciseEntity,
  sessionEntity,
  seriesEntity,
  seriesExceptionEntity,
  exerciseLogEntity,
  exerciseSetEntity,
  ingredientEntity,
  mealEntity,
  mealPlanEntity,
  mealPlanMealEntity,
  customMealEntity,
  mealLogEntity,
  paymentEntity,
  notificationEntity,
  onboardingEntity,
  conversationEntity,
  messageEntity,
] as const satisfies readonly Entity[];

type Unlisted = Exclude<EntityName, (typeof LIST)[number]['name']>;
/** Fails to compile, naming the entity, when an area declares one the list above lacks. */
const everyEntityListed: [Unlisted] extends [never] ? true : { unlisted: Unlisted } = true;
void everyEntityListed;

export const ENTITIES: readonly Entity[] = LIST;

const byName = new Map<string, EntityDecl>(ENTITIES.map((e) => [e.name, e as EntityDecl]));

export function entityNamed(name: string): EntityDecl | undefined {
  return byName.get(name);
}

/** The entities whose rows go with a deleted row of `parent`, directly. */
export function childrenOf(parent: string): (EntityDecl & { parent: { entity: string; field: string } })[] {
  return (ENTITIES as readonly EntityDecl[]).filter((e): e is EntityDecl & { parent: { entity: string; field: string } } => e.parent?.entity === parent);
}
