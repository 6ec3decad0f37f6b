import { DashboardIntro } from '../DashboardIntro';
import { soonScreen } from '../soon';

export const TrainerDashboard = () => <DashboardIntro area="trainer" />;
export const TrainerClients = soonScreen('trainer.clients');
export const TrainerClientDetail = soonScreen('trainer.clientDetail');
