import type { z } from 'zod';
import type { SyncTableName } from '../sync/tables';
import { ClientUpdateArgs } from './client';
import { WeightLogCreateArgs, WeightLogDeleteArgs, WeightLogUpdateArgs } from './weight-log';

/**
 * Every mutation, defined once (architecture: "Mutations"): its name, the zod
 * schema of its args, and the row it is about (for the pending badge and the
 * "needs attention" list). The device has a local mutator for each
 * (sync/mutators) and the server a command (server/sync/commands.ts).
 */
export interface MutationDef<S extends z.ZodType = z.ZodType> {
  args: S;
  target(args: z.output<S>): { table: SyncTableName; id: string };
}

const def = <S extends z.ZodType>(d: MutationDef<S>) => d;

export const MUTATIONS = {
  'weightLog.create': def({ args: WeightLogCreateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'weightLog.update': def({ args: WeightLogUpdateArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'weightLog.delete': def({ args: WeightLogDeleteArgs, target: (a) => ({ table: 'weightLogs', id: a.id }) }),
  'client.update': def({ args: ClientUpdateArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
} as const;

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
  return (MUTATIONS[name] as MutationDef).target(args);
}
