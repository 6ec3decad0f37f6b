import { buildTree, type Tree } from '../../tree';

/** The landing texts in cz (parts.ts). */
export default buildTree({}, import.meta.glob<Tree>('../../../features/landing/i18n/cz.json', { eager: true, import: 'default' }));
