import { DashboardIntro } from '../DashboardIntro';
import { soonScreen } from '../soon';

export const ClientDashboard = () => <DashboardIntro area="client" />;
export const ClientPlans = soonScreen('client.plans');
export const ClientPlanDetails = soonScreen('client.planDetails');
export const ClientPlanSessionLog = soonScreen('client.sessionLog');
export const ClientBlankWorkout = soonScreen('client.blankWorkout');
export const ClientSessionLog = soonScreen('client.sessionLog');
export const ClientProgress = soonScreen('client.progress');
export const ClientExerciseTracker = soonScreen('client.exerciseTracker');
export const ClientManualLog = soonScreen('client.manualLog');
export const ClientWeight = soonScreen('client.weight');
export const ClientMeals = soonScreen('client.meals');
export const ClientTrackWorkout = soonScreen('client.trackWorkout');
export const ClientSchedule = soonScreen('client.schedule');
