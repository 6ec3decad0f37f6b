/** What other features use of weight-logs: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ClientWeightSection } from './ClientWeightSection';
export { LatestWeightCard } from './LatestWeightCard';
export { formatDay, formatKg, formatLoggedAt, formatSignedKg } from './format';
export { useWeightLogs } from './useWeightLogs';
