import './admin.css';

// The admin area's screens, one chunk loaded with /admin (the charts load later, with analytics alone).
export { AdminDashboard } from './DashboardScreen';
export { AdminTrainers } from './TrainersScreen';
export { AdminTrainerDetail } from './TrainerScreen';
export { AdminClients } from './ClientsScreen';
export { AdminAnalytics } from './AnalyticsScreen';
export { AdminSettings } from './SettingsScreen';
