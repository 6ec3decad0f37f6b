import { buildTree, type Tree } from '../../tree';

/** The staff texts in sk (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/{admin,session-form}/i18n/sk.json', { eager: true, import: 'default' }));
