import { AREAS } from './areas';
import type { EntityDecl } from './protocol/entity';

/** Every synced entity, as its area declares it (domain/protocol/entity.ts). */
export const ENTITIES: readonly Entity[] = AREAS.flatMap((a): readonly Entity[] => a.entities);

export type Entity = (typeof AREAS)[number]['entities'][number];
export type EntityName = Entity['name'];

const byName = new Map<string, EntityDecl>(ENTITIES.map((e) => [e.name, e as EntityDecl]));

export function entityNamed(name: string): EntityDecl | undefined {
  return byName.get(name);
}

/** The entities whose rows go with a deleted row of `parent`, directly. */
export function childrenOf(parent: string): (EntityDecl & { parent: { entity: string; field: string } })[] {
  return (ENTITIES as readonly EntityDecl[]).filter((e): e is EntityDecl & { parent: { entity: string; field: string } } => e.parent?.entity === parent);
}
