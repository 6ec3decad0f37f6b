import base from '../../en.json';
import { buildTree, type Tree } from '../../tree';

/** The core texts in en (parts.ts): the shared ones and those of every feature FEATURE_PART does not list. */
export default buildTree(
  base as Tree,
  import.meta.glob<Tree>(['../../../features/*/i18n/en.json', '!../../../features/{admin,calendar-feed,companion,data-export,feedback,landing,manual-log,plates,progress,session-form,workout-import,workout-log}/i18n/en.json'], { eager: true, import: 'default' }),
);
