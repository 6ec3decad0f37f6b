import { buildTree, type Tree } from '../../tree';

/** The staff texts in cz (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/{admin,session-form}/i18n/cz.json', { eager: true, import: 'default' }));
