import { syncPropertySuite } from './sync-property';

syncPropertySuite('pglite', 'tests/integration/sync-property-pglite.test.ts');
