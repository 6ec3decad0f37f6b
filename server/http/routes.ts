import type { OpenAPIHono } from '@hono/zod-openapi';
import type { HonoEnv } from '../context';
import { registerAccountRoutes } from './account';
import { registerAdminRoutes } from './admin';
import { registerBillingRoutes } from './billing';
import { registerCalendarRoutes } from './calendar';
import { registerCheckoutPages } from './checkout-pages';
import { registerClientRoutes } from './clients';
import { registerExerciseLogRoutes } from './exercise-logs';
import { registerExerciseRoutes } from './exercises';
import { registerExportRoutes } from './export';
import { registerHealthRoutes } from './health';
import { registerMealRoutes } from './meals';
import { registerNotificationRoutes } from './notifications';
import { registerOnboardingRoutes } from './onboarding';
import { registerPlanRoutes } from './plans';
import { registerInvitationRoutes } from './invitations';
import { registerPageViewRoutes } from './page-views';
import { registerSessionRoutes } from './sessions';
import { registerSettingsRoutes } from './settings';
import { registerSubscriptionRoutes } from './subscriptions';
import { registerSyncRoutes } from './sync';
import { registerWeightLogRoutes } from './weight-logs';

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
