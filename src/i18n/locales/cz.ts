import base from '../cz.json';
import { buildTree, type Tree } from '../tree';

/** Every text in cz (a chunk of its own: the app loads only the language it shows). */
export default buildTree(base as Tree, import.meta.glob<Tree>('../../features/*/i18n/cz.json', { eager: true, import: 'default' }));
