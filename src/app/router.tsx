import { matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouteGuard } from './guards/RouteGuard';
import { withTexts } from '../i18n/withTexts';
import { lazyNamed, preloadScreens } from './lazyNamed';

// The signed-in areas' layouts: their shell (navigation, sync status, the device database) is part of
// the app's entry (main.tsx), which the public pages never fetch.
// The sign-in frame (its language and theme menus) loads with the sign-in screens, not with the signed-in areas.
const AuthLayout = lazyNamed(() => import('./layouts/AuthLayout'), 'AuthLayout');
const { TrainerLayout, ClientLayout, AdminLayout } = {
  TrainerLayout: lazyNamed(() => withTexts(['more', 'staff'], import('./layouts/TrainerLayout')), 'TrainerLayout'),
  ClientLayout: lazyNamed(() => import('./layouts/ClientLayout'), 'ClientLayout'),
  AdminLayout: lazyNamed(() => withTexts(['more', 'staff'], import('./layouts/AdminLayout')), 'AdminLayout'),
};

// Screens load on demand: the landing never pulls in the app, and the app never pulls in the landing.
const landing = {
  LandingLayout: lazyNamed(() => withTexts(['landing'], import('../features/landing/LandingLayout')), 'LandingLayout'),
  LandingPage: lazyNamed(() => withTexts(['landing'], import('../features/landing/LandingPage')), 'LandingPage'),
  AlternativesPage: lazyNamed(() => withTexts(['landing'], import('../features/landing/AlternativesPage')), 'AlternativesPage'),
  CompetitorPage: lazyNamed(() => withTexts(['landing'], import('../features/landing/CompetitorPage')), 'CompetitorPage'),
};
const auth = {
  LoginScreen: lazyNamed(() => import('../features/auth/LoginScreen'), 'LoginScreen'),
  ForgotPasswordScreen: lazyNamed(() => import('../features/auth/ForgotPasswordScreen'), 'ForgotPasswordScreen'),
  ResetPasswordScreen: lazyNamed(() => import('../features/auth/ResetPasswordScreen'), 'ResetPasswordScreen'),
  RegisterScreen: lazyNamed(() => import('../features/auth/RegisterScreen'), 'RegisterScreen'),
  VerifyEmailScreen: lazyNamed(() => import('../features/auth/VerifyEmailScreen'), 'VerifyEmailScreen'),
  CheckoutSuccessScreen: lazyNamed(() => import('../features/subscriptions/CheckoutSuccessScreen'), 'CheckoutSuccessScreen'),
  ClientRegistrationScreen: lazyNamed(() => import('../features/auth/ClientRegistrationScreen'), 'ClientRegistrationScreen'),
  EmailVerificationScreen: lazyNamed(() => import('../features/auth/EmailVerificationScreen'), 'EmailVerificationScreen'),
  TrialExpiredScreen: lazyNamed(() => import('../features/subscriptions/TrialExpiredScreen'), 'TrialExpiredScreen'),
};
const settings = {
  SettingsScreen: lazyNamed(() => withTexts(['more'], import('../features/settings/SettingsScreen')), 'SettingsScreen'),
  AccountScreen: lazyNamed(() => withTexts(['more'], import('../features/settings/AccountScreen')), 'AccountScreen'),
};
// Logging, progress and the schedule are chunks of their own: the dashboards do not carry them.
const loadWorkoutLog = () => withTexts(['more'], import('../features/workout-log/screens'));
const loadProgress = () => withTexts(['more'], import('../features/progress/screens'));
const trainer = {
  TrainerDashboard: lazyNamed(() => withTexts(['more', 'staff'], import('../features/trainer-home/Dashboard')), 'TrainerDashboard'),
  TrainerClients: lazyNamed(() => withTexts(['more', 'staff'], import('../features/clients/ClientsScreen')), 'TrainerClients'),
  TrainerClientDetail: lazyNamed(() => withTexts(['more', 'staff'], import('../features/clients/ClientDetailScreen')), 'TrainerClientDetail'),
  TrainerClientLogs: lazyNamed(loadProgress, 'TrainerClientLogsScreen'),
  TrainerPlanProgress: lazyNamed(loadProgress, 'TrainerPlanProgressScreen'),
  TrainerSessionLog: lazyNamed(loadWorkoutLog, 'TrainerSessionLogScreen'),
  TrainerGroupSessionLog: lazyNamed(loadWorkoutLog, 'TrainerGroupSessionLogScreen'),
};
const loadClient = () => import('../features/client-home/screens');
const client = {
  ClientDashboard: lazyNamed(loadClient, 'ClientDashboard'),
  ClientPlanSessionLog: lazyNamed(loadWorkoutLog, 'ClientPlanSessionLogScreen'),
  ClientBlankWorkout: lazyNamed(loadWorkoutLog, 'ClientBlankWorkoutScreen'),
  ClientSessionLog: lazyNamed(loadWorkoutLog, 'ClientSessionLogScreen'),
  ClientProgress: lazyNamed(loadProgress, 'ClientProgressScreen'),
  ClientExerciseTracker: lazyNamed(loadProgress, 'ClientExerciseTrackerScreen'),
  ClientManualLog: lazyNamed(() => withTexts(['more'], import('../features/manual-log/ManualLogScreen')), 'ManualLogScreen'),
  ClientMeals: lazyNamed(() => withTexts(['more'], import('../features/meal-log/MealDayScreen')), 'ClientMealsScreen'),
  ClientTrackWorkout: lazyNamed(() => withTexts(['more'], import('../features/workout-start/TrackWorkoutScreen')), 'TrackWorkoutScreen'),
  ClientSchedule: lazyNamed(() => withTexts(['more'], import('../features/schedule/ScheduleScreen')), 'ScheduleScreen'),
  ClientBilling: lazyNamed(() => withTexts(['more'], import('../features/billing/OwnBillingScreen')), 'OwnBillingScreen'),
};
// Messaging (issue 29): one chunk for the inbox, a thread and the broadcast form, on both sides.
const loadMessaging = {
  TrainerMessages: lazyNamed(() => withTexts(['more', 'staff'], import('../features/messaging/TrainerMessagesScreen')), 'TrainerMessagesScreen'),
  Broadcast: lazyNamed(() => withTexts(['more', 'staff'], import('../features/messaging/BroadcastScreen')), 'BroadcastScreen'),
  ClientMessages: lazyNamed(() => withTexts(['more'], import('../features/messaging/ClientMessagesScreen')), 'ClientMessagesScreen'),
};
// Check-ins (issue 31): one chunk for the trainer's list, review and forms, and the client's form.
const loadCheckIns = {
  TrainerCheckIns: lazyNamed(() => withTexts(['more', 'staff'], import('../features/check-ins/TrainerCheckInsScreen')), 'TrainerCheckInsScreen'),
  TrainerCheckIn: lazyNamed(() => withTexts(['more', 'staff'], import('../features/check-ins/TrainerCheckInScreen')), 'TrainerCheckInScreen'),
  Forms: lazyNamed(() => withTexts(['more', 'staff'], import('../features/check-ins/FormsScreen')), 'CheckInFormsScreen'),
  ClientCheckIn: lazyNamed(() => withTexts(['more'], import('../features/check-ins/ClientCheckInScreen')), 'ClientCheckInScreen'),
};
const weight = {
  ClientWeightScreen: lazyNamed(() => withTexts(['more'], import('../features/weight-logs/WeightScreen')), 'ClientWeightScreen'),
  ClientMeasurementsScreen: lazyNamed(() => withTexts(['more'], import('../features/measurements/MeasurementsScreen')), 'ClientMeasurementsScreen'),
};
// Exercise library and training plans (issue 4): the editor serves templates and client plans alike.
const plans = {
  TrainingScreen: lazyNamed(() => withTexts(['more', 'staff'], import('../features/exercises/TrainingScreen')), 'TrainingScreen'),
  PlanEditorScreen: lazyNamed(() => withTexts(['more', 'staff'], import('../features/plans/PlanEditorScreen')), 'PlanEditorScreen'),
  ClientPlansScreen: lazyNamed(() => withTexts(['more'], import('../features/plans/ClientPlansScreen')), 'ClientPlansScreen'),
  ClientPlanDetailsScreen: lazyNamed(() => withTexts(['more'], import('../features/plans/ClientPlanDetailsScreen')), 'ClientPlanDetailsScreen'),
};
// Meals (issue 10): the trainer's meal plans, meals and ingredients; the plan editor serves templates and client meal plans alike.
const loadMeals = () => withTexts(['more', 'staff'], import('../features/meals/MealsScreen'));
const meals = {
  TrainerMeals: lazyNamed(loadMeals, 'TrainerMeals'),
  MealPlanEditorScreen: lazyNamed(() => withTexts(['more', 'staff'], import('../features/meals/MealPlanEditorScreen')), 'MealPlanEditorScreen'),
};
const loadAdmin = () => withTexts(['more', 'staff'], import('../features/admin/screens'));
const admin = {
  AdminDashboard: lazyNamed(loadAdmin, 'AdminDashboard'),
  AdminTrainers: lazyNamed(loadAdmin, 'AdminTrainers'),
  AdminTrainerDetail: lazyNamed(loadAdmin, 'AdminTrainerDetail'),
  AdminClients: lazyNamed(loadAdmin, 'AdminClients'),
  AdminAnalytics: lazyNamed(loadAdmin, 'AdminAnalytics'),
  AdminSettings: lazyNamed(loadAdmin, 'AdminSettings'),
};
const { LandingLayout, LandingPage, AlternativesPage, CompetitorPage } = landing;
const { LoginScreen, ForgotPasswordScreen, ResetPasswordScreen, RegisterScreen, VerifyEmailScreen, CheckoutSuccessScreen, ClientRegistrationScreen, EmailVerificationScreen, TrialExpiredScreen } = auth;
const { SettingsScreen, AccountScreen } = settings;

/** The landing pages of docs/rules/routes-and-screens.md "Public pages", once per locale prefix. The guard decides who sees them (classify.ts). */
function landingRoutes(prefix: '' | '/sk' | '/cz'): RouteObject {
  return {
    path: prefix || '/',
    element: <LandingLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'quickcoach-alternative', element: <CompetitorPage slug="quickcoach" /> },
      { path: 'alternatives', element: <AlternativesPage /> },
      { path: 'alternatives/:competitor', element: <CompetitorPage /> },
    ],
  };
}

export const routes: RouteObject[] = [
  {
    element: <RouteGuard />,
    children: [
      landingRoutes(''),
      landingRoutes('/sk'),
      landingRoutes('/cz'),
      {
        element: <AuthLayout />,
        children: [
          { path: 'login', element: <LoginScreen /> },
          { path: 'forgot-password', element: <ForgotPasswordScreen /> },
          { path: 'reset-password/:token', element: <ResetPasswordScreen /> },
          { path: 'trainer/register', element: <RegisterScreen /> },
          { path: 'trainer/verify-email/:id/:hash', element: <VerifyEmailScreen /> },
          { path: 'trainer/registration/success', element: <CheckoutSuccessScreen kind="registration" /> },
          { path: 'trainer/subscription/success', element: <CheckoutSuccessScreen kind="subscription" /> },
          { path: 'client-register/:token', element: <ClientRegistrationScreen /> },
          { path: 'invitation/:token', element: <ClientRegistrationScreen /> },
          { path: 'invite/:token', element: <ClientRegistrationScreen /> },
          { path: 'email/verification', element: <EmailVerificationScreen /> },
          { path: 'trial-expired', element: <TrialExpiredScreen /> },
        ],
      },
      {
        path: 'trainer',
        element: <TrainerLayout />,
        children: [
          { index: true, element: <trainer.TrainerDashboard /> },
          { path: 'dashboard', element: <trainer.TrainerDashboard /> },
          { path: 'clients', element: <trainer.TrainerClients /> },
          { path: 'clients/:id', element: <trainer.TrainerClientDetail /> },
          { path: 'clients/:id/logs', element: <trainer.TrainerClientLogs /> },
          { path: 'clients/:clientId/plans/:planId/progress', element: <trainer.TrainerPlanProgress /> },
          { path: 'clients/:clientId/plans/:planId/edit', element: <plans.PlanEditorScreen /> },
          { path: 'training', element: <plans.TrainingScreen /> },
          { path: 'training/plans/:planId', element: <plans.PlanEditorScreen /> },
          { path: 'clients/:clientId/meal-plans/:planId/edit', element: <meals.MealPlanEditorScreen /> },
          { path: 'meals', element: <meals.TrainerMeals /> },
          { path: 'meals/plans/:planId', element: <meals.MealPlanEditorScreen /> },
          { path: 'settings', element: <SettingsScreen role="trainer" /> },
          { path: 'account', element: <AccountScreen /> },
          { path: 'sessions/:id/log', element: <trainer.TrainerSessionLog /> },
          { path: 'group-sessions/:groupId/log', element: <trainer.TrainerGroupSessionLog /> },
          { path: 'messages', element: <loadMessaging.TrainerMessages /> },
          { path: 'messages/broadcast', element: <loadMessaging.Broadcast /> },
          { path: 'messages/:clientId', element: <loadMessaging.TrainerMessages /> },
          { path: 'check-ins', element: <loadCheckIns.TrainerCheckIns /> },
          { path: 'check-ins/forms', element: <loadCheckIns.Forms /> },
          { path: 'check-ins/:assignmentId/:date', element: <loadCheckIns.TrainerCheckIn /> },
        ],
      },
      {
        path: 'client',
        element: <ClientLayout />,
        children: [
          { index: true, element: <client.ClientDashboard /> },
          { path: 'dashboard', element: <client.ClientDashboard /> },
          { path: 'plans', element: <plans.ClientPlansScreen /> },
          { path: 'plans/:id', element: <plans.ClientPlanDetailsScreen /> },
          { path: 'plans/:planId/sessions/:sessionId/log', element: <client.ClientPlanSessionLog /> },
          { path: 'blank-workout', element: <client.ClientBlankWorkout /> },
          { path: 'sessions/:sessionId/log', element: <client.ClientSessionLog /> },
          { path: 'progress', element: <client.ClientProgress /> },
          { path: 'exercise-tracker', element: <client.ClientExerciseTracker /> },
          { path: 'manual-log', element: <client.ClientManualLog /> },
          { path: 'weight', element: <weight.ClientWeightScreen /> },
          { path: 'measurements', element: <weight.ClientMeasurementsScreen /> },
          { path: 'meals', element: <client.ClientMeals /> },
          { path: 'track-workout', element: <client.ClientTrackWorkout /> },
          { path: 'account', element: <AccountScreen /> },
          { path: 'settings', element: <SettingsScreen role="client" /> },
          { path: 'schedule', element: <client.ClientSchedule /> },
          { path: 'billing', element: <client.ClientBilling /> },
          { path: 'messages', element: <loadMessaging.ClientMessages /> },
          { path: 'check-ins/:assignmentId/:date', element: <loadCheckIns.ClientCheckIn /> },
        ],
      },
      {
        path: 'admin',
        element: <AdminLayout />,
        children: [
          { index: true, element: <admin.AdminDashboard /> },
          { path: 'dashboard', element: <admin.AdminDashboard /> },
          { path: 'trainers', element: <admin.AdminTrainers /> },
          { path: 'trainer/:id', element: <admin.AdminTrainerDetail /> },
          { path: 'clients', element: <admin.AdminClients /> },
          { path: 'analytics', element: <admin.AdminAnalytics /> },
          { path: 'settings', element: <admin.AdminSettings /> },
        ],
      },
      { path: '*', element: <Navigate to="/login" replace /> },
    ],
  },
];

/** Loads the screens of a path before the first render, so it shows at once (over its pre-rendered HTML). */
export function preloadPath(pathname: string): Promise<unknown> {
  return preloadScreens((matchRoutes(routes, pathname) ?? []).map((m) => m.route.element));
}
