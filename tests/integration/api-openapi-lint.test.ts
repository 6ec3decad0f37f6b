import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';

type Doc = { paths: Record<string, Record<string, { operationId?: string }>> };

describe('the OpenAPI document', () => {
  let server: TestServer;
  let source: string;
  beforeAll(async () => {
    server = await startTestServer('pglite');
    source = await (await server.api('/api/openapi.json')).text();
  });
  afterAll(() => server?.close());

  it("passes redocly's recommended rules without an error or a warning", async () => {
    // The project is private and states no licence; inventing one in the document would be worse than the warning.
    const config = await createConfig({ extends: ['recommended'], rules: { 'info-license': 'off' } });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)).toEqual([]);
  });

  it('names every operation with a unique operationId, so generated clients get stable names', () => {
    const ids = Object.values((JSON.parse(source) as Doc).paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.length).toBeGreaterThanOrEqual(48);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
