import { billingArea } from './mutations/billing';
import { clientArea } from './mutations/client';
import { exerciseArea } from './mutations/exercise';
import { mealArea } from './mutations/meal';
import { notificationArea } from './mutations/notification';
import { onboardingArea } from './mutations/onboarding';
import { planArea } from './mutations/plan';
import { sessionArea } from './mutations/session';
import { weightLogArea } from './mutations/weight-log';
import { workoutArea } from './mutations/workout';

/**
 * Every area of the product that syncs: its entities and its mutations.
 * Adding an area is a line here, one in replica/mutators/index.ts and one in
 * server/replication/areas.ts (README "Adding a synced entity").
 */
export const AREAS = [clientArea, weightLogArea, exerciseArea, planArea, sessionArea, workoutArea, mealArea, billingArea, notificationArea, onboardingArea] as const;
