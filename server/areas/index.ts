import { bindAreas, type ServerArea } from '../replication/area';
import { accountsServer } from './accounts/area';
import { adminServer } from './admin/area';
import { billingServer } from './billing/area';
import { calendarServer } from './calendar/area';
import { checkInsServer } from './check-ins/area';
import { clientsServer } from './clients/area';
import { exercisesServer } from './exercises/area';
import { exportServer } from './export/area';
import { invitationsServer } from './invitations/area';
import { mealsServer } from './meals/area';
import { measurementsServer } from './measurements/area';
import { habitsServer } from './habits/area';
import { messagingServer } from './messaging/area';
import { notificationsServer } from './notifications/area';
import { onboardingServer } from './onboarding/area';
import { photosServer } from './photos/area';
import { pageViewsServer } from './page-views/area';
import { plansServer } from './plans/area';
import { sessionsServer } from './sessions/area';
import { subscriptionsServer } from './subscriptions/area';
import { weightLogsServer } from './weight-logs/area';
import { workoutsServer } from './workouts/area';

/**
 * Every area of the server, a line each, in the order their routes are
 * registered. Only start.ts (and tests standing in for it) import this: it
 * is handed to the app, push and pull (server/replication never imports an
 * area), and an area's own files never import it, so no import goes round.
 */
export const AREAS: readonly ServerArea[] = [
  accountsServer,
  weightLogsServer,
  measurementsServer,
  photosServer,
  habitsServer,
  checkInsServer,
  clientsServer,
  invitationsServer,
  exercisesServer,
  plansServer,
  sessionsServer,
  calendarServer,
  workoutsServer,
  mealsServer,
  billingServer,
  subscriptionsServer,
  notificationsServer,
  onboardingServer,
  messagingServer,
  adminServer,
  pageViewsServer,
  exportServer,
];

/** The areas bound: commands by mutation, synced tables in pull order (fails at import when one is missing). */
export const SERVER_AREAS = bindAreas(AREAS);
