import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { LocalTx } from '../local-tx';
import { updateClientLocal } from './client';
import { createWeightLogLocal, deleteWeightLogLocal, updateWeightLogLocal } from './weight-log';

export type LocalMutator<N extends MutationName> = (tx: LocalTx, args: MutationArgs<N>) => Promise<void>;

/** The device-side mutator of every mutation in domain/mutations/registry.ts. */
export const LOCAL_MUTATORS: { [N in MutationName]: LocalMutator<N> } = {
  'weightLog.create': createWeightLogLocal,
  'weightLog.update': updateWeightLogLocal,
  'weightLog.delete': deleteWeightLogLocal,
  'client.update': updateClientLocal,
};

export function runLocalMutator(tx: LocalTx, name: MutationName, args: unknown): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<MutationName>)(tx, args as MutationArgs<MutationName>);
}
