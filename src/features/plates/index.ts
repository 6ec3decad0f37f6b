/** What other features use of plates: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { PlateCalculator } from './PlateCalculator';
export { PlateSettings } from './PlateSettings';
