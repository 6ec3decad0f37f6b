/** What other features use of companion: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { ClientExperienceSettings } from './ClientExperienceSettings';
export { CompanionAccountInfo } from './CompanionAccountInfo';
export { ProfileForm } from './ProfileForm';
export { TrainerAccountSettings } from './TrainerAccountSettings';
