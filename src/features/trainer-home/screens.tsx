import { DashboardIntro } from '../DashboardIntro';
import { soonScreen } from '../soon';
import { TrainerGroupSessionLogScreen, TrainerSessionLogScreen } from '../workout-log/screens';

export const TrainerDashboard = () => <DashboardIntro area="trainer" />;
export const TrainerClients = soonScreen('trainer.clients');
export const TrainerClientDetail = soonScreen('trainer.clientDetail');
export { TrainerClientLogsScreen as TrainerClientLogs } from '../progress/screens';
export const TrainerPlanProgress = soonScreen('trainer.planProgress');
export const TrainerMeals = soonScreen('trainer.meals');
export const TrainerSessionLog = TrainerSessionLogScreen;
export const TrainerGroupSessionLog = TrainerGroupSessionLogScreen;
