import { describe, it } from 'vitest';
import { DB_KINDS } from '../helpers/databases';
import { syncPropertySuite } from './sync-property';

if (DB_KINDS.includes('postgres')) syncPropertySuite('postgres', 'tests/integration/sync-property-postgres.test.ts');
// Without TEST_DATABASE_URL the PostgreSQL half has nothing to run on (as every file's DB_KINDS).
else describe.skip('sync property on postgres (TEST_DATABASE_URL unset)', () => it('runs on PostgreSQL', () => {}));
