/** What other features use of plans: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ExercisePicker } from './ExercisePicker';
export { InlineInput, InlineTextarea } from './InlineInput';
export { PlansTab } from './PlansTab';
export { loadPlan, usePlan, usePlanSummaries } from './hooks';
export type { LoadedPlan } from './hooks';
export { parseTarget } from './targetInput';
