import { DashboardIntro } from '../DashboardIntro';
import { soonScreen } from '../soon';

export const AdminDashboard = () => <DashboardIntro area="admin" />;
export const AdminTrainers = soonScreen('admin.trainers');
export const AdminTrainerDetail = soonScreen('admin.trainerDetail');
export const AdminClients = soonScreen('admin.clients');
export const AdminAnalytics = soonScreen('admin.analytics');
