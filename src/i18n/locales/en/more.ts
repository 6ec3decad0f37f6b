import { buildTree, type Tree } from '../../tree';

/** The more texts in en (parts.ts), less their features' messages, which are core. */
export default buildTree({}, import.meta.glob<Tree>('../../../features/{calendar,calendar-feed,clients,companion,data-export,exercises,feedback,manual-log,meals,onboarding,plans,plates,progress,workout-import,workout-log}/i18n/en.json', { eager: true, import: 'default', query: '?texts' }));
