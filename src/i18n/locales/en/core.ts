import base from '../../en.json';
import { buildTree, type Tree } from '../../tree';

/** The core texts in en (parts.ts): the shared ones, those of every feature FEATURE_PART does not list, and every feature's messages. */
export default buildTree(base as Tree, {
  ...import.meta.glob<Tree>(['../../../features/*/i18n/en.json', '!../../../features/{admin,calendar,calendar-feed,clients,companion,data-export,exercises,feedback,landing,manual-log,meals,onboarding,plans,plates,progress,session-form,workout-import,workout-log}/i18n/en.json'], { eager: true, import: 'default' }),
  // The features of other parts that have messages: those only.
  ...import.meta.glob<Tree>('../../../features/{calendar,clients,exercises,meals,onboarding,plans}/i18n/en.json', { eager: true, import: 'default', query: '?messages' }),
});
