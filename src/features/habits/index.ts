/** What other features use of habits: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { SlippingHabitsCard } from './SlippingHabitsCard';
export { formatPercent } from './format';
export { useHabitsOf } from './useHabits';
