import type { z } from 'zod';
import type { EntityDecl } from '../protocol/entity';

/**
 * A mutation, defined once (architecture: "Mutations"): the zod schema of its
 * args and the row it is about (for the pending badge and the "needs
 * attention" list). The device has a local mutator for each
 * (replica/mutators) and the server a command (server/areas/index.ts).
 */
export interface MutationDef<S extends z.ZodType = z.ZodType> {
  args: S;
  target(args: z.output<S>): { table: string; id: string };
}

export const def = <S extends z.ZodType>(d: MutationDef<S>) => d;

/** One area of the product as sync sees it: the entities it declares and the mutations that change them. */
export interface Area<M extends Record<string, MutationDef> = Record<string, MutationDef>, E extends readonly EntityDecl[] = readonly EntityDecl[]> {
  entities: E;
  mutations: M;
}

export const defineArea = <const M extends Record<string, MutationDef>, const E extends readonly EntityDecl[]>(area: Area<M, E>) => area;
