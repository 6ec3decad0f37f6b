import { DashboardIntro } from '../DashboardIntro';
import { NextSessionCard } from '../schedule/NextSessionCard';
import { LatestWeightCard } from '../weight/LatestWeightCard';
import { StartWorkoutCard } from '../workout-start/StartWorkoutCard';

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
