/** What other features use of schedule: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { NextSessionCard } from './NextSessionCard';
export { TrainerDashboardCards } from './TrainerDashboardCards';
export { nextSession } from './schedule';
export { useWindowEntries } from './useScheduleData';
