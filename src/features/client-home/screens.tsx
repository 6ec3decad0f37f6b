import { lazy, Suspense } from 'react';
import { DashboardIntro } from '../DashboardIntro';
import { NextSessionCard } from '../schedule';
import { LatestWeightCard } from '../weight-logs';
import { StartWorkoutCard } from '../workout-start';

// Today's meals load after the dashboard's own cards: their figures are not on its first paint.
// What the client owes and paid: a chunk of its own, after the dashboard's first paint.
const OwnBillingCard = lazy(() => import('../billing/OwnBilling').then((m) => ({ default: m.OwnBillingCard })));
// The latest message from or to the trainer: the messaging chunk, after the first paint too.
const LatestMessageCard = lazy(() => import('../messaging/LatestMessageCard').then((m) => ({ default: m.LatestMessageCard })));
// Today's habits: their own chunk, after the first paint (they need the day's entries first anyway).
const HabitsCard = lazy(() => import('../habits/HabitsCard').then((m) => ({ default: m.HabitsCard })));
// A check-in due now, one tap from its form (issue 31).
const DueCheckInCard = lazy(() => import('../check-ins/DueCheckInCard').then((m) => ({ default: m.DueCheckInCard })));
const TodayMealsCard = lazy(() => import('../meal-log/TodayMealsCard').then((m) => ({ default: m.TodayMealsCard })));

export const ClientDashboard = () => (
  <>
    <DashboardIntro area="client" />
    <div className="dashboard-cards">
      <Suspense fallback={null}>
        <DueCheckInCard />
      </Suspense>
      <NextSessionCard />
      <StartWorkoutCard />
      <Suspense fallback={null}>
        <HabitsCard />
      </Suspense>
      <LatestWeightCard />
      <Suspense fallback={null}>
        <LatestMessageCard />
      </Suspense>
      <Suspense fallback={null}>
        <TodayMealsCard />
      </Suspense>
      <Suspense fallback={null}>
        <OwnBillingCard />
      </Suspense>
    </div>
  </>
);
