/** What other features use of landing: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { LandingThemeMenu } from './LandingThemeMenu';
