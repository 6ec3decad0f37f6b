/** What other features use of onboarding: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { OnboardingPanel } from './OnboardingPanel';
