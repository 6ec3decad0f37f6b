import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTITIES } from '../../domain/entities';
import { rowSchemaName } from '../../domain/protocol/protocol';
import { startTestServer, type TestServer } from '../helpers/server';

/** The API documents every declared entity's row (domain/entities.ts), so a new entity shows up without more code. */
describe('entity rows in the API document', () => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer('pglite')));
  afterAll(async () => server.close());

  it('has a component per entity with the declared fields, used by the pull answer', async () => {
    const doc = (await (await server.api('/api/openapi.json')).json()) as {
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
      paths: Record<string, Record<string, unknown>>;
    };
    for (const e of ENTITIES) {
      const schema = doc.components.schemas[rowSchemaName(e.name)];
      expect(schema, e.name).toBeDefined();
      const declared = [...Object.keys((e.row as unknown as { shape: Record<string, unknown> }).shape), ...(e.editable ? ['clocks'] : [])].sort();
      expect(Object.keys(schema!.properties ?? {}).sort(), e.name).toEqual(declared);
    }
    expect(doc.components.schemas.ProfileRow).toBeDefined();
    const pull = JSON.stringify(doc.paths['/api/sync/pull']);
    for (const e of ENTITIES) expect(pull).toContain(`#/components/schemas/${rowSchemaName(e.name)}`);
  });
});
