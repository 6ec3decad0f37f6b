import { buildTree, type Tree } from '../../tree';

/** The landing texts in sk (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/landing/i18n/sk.json', { eager: true, import: 'default' }));
