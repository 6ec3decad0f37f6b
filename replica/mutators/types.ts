import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { LocalTx } from '../local-tx';

export type LocalMutator<N extends MutationName> = (tx: LocalTx, args: MutationArgs<N>) => Promise<void>;

/** Some mutations' local mutators, by name (one area's). */
export type LocalMutators = { [N in MutationName]?: LocalMutator<N> };
