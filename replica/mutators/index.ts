import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { LocalTx } from '../local-tx';
import { billingMutators } from './billing';
import { clientMutators } from './client';
import { exerciseMutators } from './exercise';
import { mealMutators } from './meal';
import { notificationMutators } from './notification';
import { onboardingMutators } from './onboarding';
import { planMutators } from './plan';
import { sessionMutators } from './session';
import type { LocalMutator } from './types';
import { weightLogMutators } from './weight-log';
import { workoutMutators } from './workout';

export type { LocalMutator } from './types';

/** The device-side mutator of every mutation (domain/areas.ts), an area a line; the type fails the build when one is missing. */
export const LOCAL_MUTATORS: { [N in MutationName]: LocalMutator<N> } = {
  ...clientMutators,
  ...weightLogMutators,
  ...exerciseMutators,
  ...planMutators,
  ...sessionMutators,
  ...workoutMutators,
  ...mealMutators,
  ...billingMutators,
  ...notificationMutators,
  ...onboardingMutators,
};

export function runLocalMutator(tx: LocalTx, name: MutationName, args: unknown): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<MutationName>)(tx, args as MutationArgs<MutationName>);
}
