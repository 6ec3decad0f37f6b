/** What other features use of settings: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { SettingsScreen } from './SettingsScreen';
