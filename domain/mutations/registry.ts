import type { z } from 'zod';
import { AREAS } from '../areas';
import { strictDeep } from '../strict-schema';
import type { SyncTableName } from '../protocol/tables';
import type { MutationDef } from './def';

export type { MutationDef } from './def';

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
type AreaMutations = UnionToIntersection<(typeof AREAS)[number]['mutations']>;

/**
 * Every mutation, as its area defines it (domain/areas.ts), its args strict
 * at every level: a key the mutation does not know refuses the mutation
 * (naming the key) rather than being dropped, on the device as on the server.
 */
export const MUTATIONS = Object.fromEntries(
  AREAS.flatMap((a) => Object.entries(a.mutations as Record<string, MutationDef>)).map(([name, d]) => [name, { ...d, args: strictDeep(d.args) }]),
) as unknown as AreaMutations;

export type MutationName = keyof typeof MUTATIONS;
export type MutationArgs<N extends MutationName> = z.output<(typeof MUTATIONS)[N]['args']>;
/** What a caller passes (before defaults and normalisation). */
export type MutationInput<N extends MutationName> = z.input<(typeof MUTATIONS)[N]['args']>;

export function isMutationName(name: string): name is MutationName {
  return Object.prototype.hasOwnProperty.call(MUTATIONS, name);
}

/** Validates and normalises args; throws the ZodError for the caller to show. */
export function parseMutationArgs<N extends MutationName>(name: N, args: unknown): MutationArgs<N> {
  return MUTATIONS[name].args.parse(args) as MutationArgs<N>;
}

export function mutationTarget(name: MutationName, args: unknown): { table: SyncTableName; id: string } {
  return (MUTATIONS[name] as MutationDef).target(args) as { table: SyncTableName; id: string };
}
