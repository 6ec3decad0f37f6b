import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { LocalTx } from '../local-tx';
import { billingMutators } from './billing';
import { checkInMutators } from './check-ins';
import { clientMutators } from './clients';
import { exerciseMutators } from './exercises';
import { habitMutators } from './habits';
import { mealMutators } from './meals';
import { measurementMutators } from './measurements';
import { messagingMutators } from './messaging';
import { notificationMutators } from './notifications';
import { onboardingMutators } from './onboarding';
import { photoMutators } from './photos';
import { planMutators } from './plans';
import { sessionMutators } from './sessions';
import type { LocalMutator } from './types';
import { weightLogMutators } from './weight-logs';
import { workoutMutators } from './workouts';

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
  ...messagingMutators,
  ...measurementMutators,
  ...habitMutators,
  ...checkInMutators,
  ...photoMutators,
};

export function runLocalMutator(tx: LocalTx, name: MutationName, args: unknown): Promise<void> {
  return (LOCAL_MUTATORS[name] as LocalMutator<MutationName>)(tx, args as MutationArgs<MutationName>);
}
