import base from '../en.json';
import { buildTree, type Tree } from '../tree';

/** Every text in en (a chunk of its own: the app loads only the language it shows). */
export default buildTree(base as Tree, import.meta.glob<Tree>('../../features/*/i18n/en.json', { eager: true, import: 'default' }));
