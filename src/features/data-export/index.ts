/** What other features use of data-export: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { DataExportSettings } from './DataExportSettings';
