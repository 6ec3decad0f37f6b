import base from '../../cz.json';
import { buildTree, type Tree } from '../../tree';

/** The core texts in cz (parts.ts): the shared ones and those of every feature FEATURE_PART does not list. */
export default buildTree(
  base as Tree,
  import.meta.glob<Tree>(['../../../features/*/i18n/cz.json', '!../../../features/{admin,calendar-feed,companion,data-export,feedback,landing,manual-log,plates,progress,session-form,workout-import,workout-log}/i18n/cz.json'], { eager: true, import: 'default' }),
);
