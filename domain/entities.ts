import { AREAS } from './areas';
import type { EntityDecl } from './protocol/entity';

export type Entity = (typeof AREAS)[number]['entities'][number];
export type EntityName = Entity['name'];

/**
 * Every synced entity, in the order of the areas (domain/areas.ts) that declare
 * them, so a new entity needs no line here. Only the server, the tests and the
 * generator of domain/device-entities.ts import this as a value: it brings
 * every area's mutations, schemas and rules along, which the device database
 * and the sync worker must not load (they read DEVICE_ENTITIES; a type import
 * from here is free). domain/entities.test.ts checks the names, SQL tables and
 * pull orders are unique.
 */
export const ENTITIES: readonly Entity[] = AREAS.flatMap((a): readonly Entity[] => a.entities);

const byName = new Map<string, EntityDecl>(ENTITIES.map((e) => [e.name, e as EntityDecl]));

export function entityNamed(name: string): EntityDecl | undefined {
  return byName.get(name);
}

/** The entities whose rows go with a deleted row of `parent`, directly. */
export function childrenOf(parent: string): (EntityDecl & { parent: { entity: string; field: string } })[] {
  return (ENTITIES as readonly EntityDecl[]).filter((e): e is EntityDecl & { parent: { entity: string; field: string } } => e.parent?.entity === parent);
}
