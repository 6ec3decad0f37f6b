import { billingArea } from './billing/mutations';
import { checkInArea } from './check-ins/mutations';
import { clientArea } from './clients/mutations';
import { exerciseArea } from './exercises/mutations';
import { habitArea } from './habits/mutations';
import { mealArea } from './meals/mutations';
import { measurementArea } from './measurements/mutations';
import { messagingArea } from './messaging/mutations';
import { notificationArea } from './notifications/mutations';
import { onboardingArea } from './onboarding/mutations';
import { photoArea } from './photos/mutations';
import { planArea } from './plans/mutations';
import { sessionArea } from './sessions/mutations';
import { weightLogArea } from './weight-logs/mutations';
import { workoutArea } from './workouts/mutations';

/**
 * Every area of the product that syncs: its entities (domain/entities.ts reads
 * them from here, in this order, the pull's) and its mutations.
 * Adding an area is a line here, one in replica/mutators/index.ts and one in
 * server/areas/index.ts (README "Adding a synced entity").
 */
export const AREAS = [clientArea, weightLogArea, exerciseArea, planArea, sessionArea, workoutArea, mealArea, billingArea, notificationArea, onboardingArea, messagingArea, measurementArea, photoArea, checkInArea, habitArea] as const;
