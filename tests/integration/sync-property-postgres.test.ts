import { syncPropertySuite } from './sync-property';

// vitest.config.ts leaves this file out when TEST_DATABASE_URL is unset.
syncPropertySuite('postgres', 'tests/integration/sync-property-postgres.test.ts');
