import { DashboardIntro } from '../DashboardIntro';
import { NextSessionCard } from '../schedule/NextSessionCard';
import { ScheduleScreen } from '../schedule/ScheduleScreen';
import { soonScreen } from '../soon';
import { LatestWeightCard } from '../weight/LatestWeightCard';
import { StartWorkoutCard } from '../workout-start/StartWorkoutCard';
import { ClientBlankWorkoutScreen, ClientPlanSessionLogScreen, ClientSessionLogScreen } from '../workout-log/screens';

export const ClientDashboard = () => (
  <>
    <DashboardIntro area="client" soon={false} />
    <div className="dashboard-cards">
      <NextSessionCard />
      <StartWorkoutCard />
      <LatestWeightCard />
    </div>
  </>
);
export const ClientPlanSessionLog = ClientPlanSessionLogScreen;
export const ClientBlankWorkout = ClientBlankWorkoutScreen;
export const ClientSessionLog = ClientSessionLogScreen;
export { ClientProgressScreen as ClientProgress } from '../progress/screens';
export { ClientExerciseTrackerScreen as ClientExerciseTracker } from '../progress/screens';
export const ClientManualLog = soonScreen('client.manualLog');
export const ClientMeals = soonScreen('client.meals');
export { TrackWorkoutScreen as ClientTrackWorkout } from '../workout-start/TrackWorkoutScreen';
export const ClientSchedule = ScheduleScreen;
