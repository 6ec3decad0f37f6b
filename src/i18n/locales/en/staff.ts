import { buildTree, type Tree } from '../../tree';

/** The staff texts in en (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/{admin,session-form}/i18n/en.json', { eager: true, import: 'default' }));
