import { buildTree, type Tree } from '../../tree';

/** The landing texts in en (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/landing/i18n/en.json', { eager: true, import: 'default' }));
