/** What other features use of workout-import: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ExportCsvButton } from './ExportCsvButton';
export { HistoryActions } from './HistoryActions';
