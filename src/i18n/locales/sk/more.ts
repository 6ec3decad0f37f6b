import { buildTree, type Tree } from '../../tree';

/** The more texts in sk (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/{calendar-feed,companion,data-export,feedback,manual-log,plates,progress,workout-import,workout-log}/i18n/sk.json', { eager: true, import: 'default' }));
