import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../context';
import { registerAccountRoutes } from '../areas/accounts/routes';
import { registerAdminRoutes } from '../areas/admin/routes';
import { registerBillingRoutes } from '../areas/billing/routes';
import { registerCalendarRoutes } from '../areas/calendar/routes';
import { registerCheckoutPages } from '../areas/subscriptions/checkout-pages';
import { registerClientRoutes } from '../areas/clients/routes';
import { registerExerciseLogRoutes } from '../areas/workouts/routes';
import { registerExerciseRoutes } from '../areas/exercises/routes';
import { registerExportRoutes } from '../areas/export/routes';
import { registerHealthRoutes } from './health';
import { registerMealRoutes } from '../areas/meals/routes/index';
import { registerNotificationRoutes } from '../areas/notifications/routes';
import { registerOnboardingRoutes } from './onboarding';
import { registerPlanRoutes } from '../areas/plans/routes';
import { registerInvitationRoutes } from '../areas/invitations/routes';
import { registerPageViewRoutes } from '../areas/page-views/routes';
import { registerSessionRoutes } from '../areas/sessions/routes';
import { registerSettingsRoutes } from '../areas/accounts/profile-routes';
import { registerSubscriptionRoutes } from '../areas/subscriptions/routes';
import { registerSyncRoutes } from './sync';
import { registerWeightLogRoutes } from '../areas/weight-logs/routes';

/** One line per area; each area's routes live in their own file. */
export function registerRoutes(app: OpenAPIHono<HonoEnv>) {
  registerHealthRoutes(app);
  registerAccountRoutes(app);
  registerSettingsRoutes(app);
  registerSyncRoutes(app);
  registerWeightLogRoutes(app);
  registerClientRoutes(app);
  registerInvitationRoutes(app);
  registerExerciseRoutes(app);
  registerPlanRoutes(app);
  registerSessionRoutes(app);
  registerCalendarRoutes(app);
  registerExerciseLogRoutes(app);
  registerMealRoutes(app);
  registerBillingRoutes(app);
  registerSubscriptionRoutes(app);
  registerCheckoutPages(app);
  registerNotificationRoutes(app);
  registerOnboardingRoutes(app);
  registerAdminRoutes(app);
  registerPageViewRoutes(app);
  registerExportRoutes(app);
}
