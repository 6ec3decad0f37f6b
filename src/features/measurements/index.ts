/** What other features use of measurements: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ClientMeasurementsSection } from './ClientMeasurementsSection';
export { useMeasurements } from './useMeasurements';
