/** What other features use of session-labels: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { clientStarts, deviceZone, pluralForm, useSessionLabels } from './labels';
export type { SessionClockSource } from './labels';
export { useOwnNames } from './useOwnNames';
export { sessionWall } from './wall';
