import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENTITIES } from '../../domain/entities';
import { clients } from '../../server/db/schema';
import { exportColumns } from '../../server/areas/export/columns';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { seedSpace, type SeededSpace } from './export-fixtures';

// A download reads the whole account: slower than vitest's default on a shared machine.
vi.setConfig({ testTimeout: 120_000 });

type Files = Record<string, Uint8Array>;
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A CSV file's header and rows (the byte order mark dropped). */
function csv(files: Files, file: string): { header: string[]; rows: Record<string, string>[] } {
  const text = new TextDecoder().decode(files[`csv/${file}.csv`]!);
  const parsed = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return { header: parsed.meta.fields ?? [], rows: parsed.data };
}

const json = (files: Files, file: string) => JSON.parse(strFromU8(files[`json/${file}.json`]!)) as Record<string, unknown>[];

/*
 * The export's CSV columns come from each entity's declared row
 * (server/areas/export/columns.ts), not from a list per table: the header is
 * the row's fields, every field the JSON file holds has its column, and a
 * field only the trainer sees (EntityDecl.trainerOnly) is no column of a
 * client's file.
 */
describe.each(DB_KINDS)('export columns on %s', (kind) => {
  let server: TestServer;
  let one: SeededSpace;

  beforeAll(async () => {
    server = await startTestServer(kind);
    one = await seedSpace(server.ctx.db, 'cols');
    await server.ctx.db.update(clients).set({ notes: 'knee: no deep squats' }).where(eq(clients.id, one.withUser.clientId));
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  async function download(token: string): Promise<Files> {
    const res = await server.api('/api/export', { token });
    expect(res.status).toBe(200);
    return unzipSync(new Uint8Array(await res.arrayBuffer()));
  }

  for (const role of ['trainer', 'client'] as const) {
    it(`a ${role}'s CSV files have the declared row's columns, and every field of the JSON rows has one`, async () => {
      const files = await download(role === 'trainer' ? one.trainer.token : one.withUser.user.token);
      let checked = 0;
      for (const e of ENTITIES) {
        const file = kebab(e.name);
        if (!files[`csv/${file}.csv`]) continue;
        const { header } = csv(files, file);
        expect(header, file).toEqual(exportColumns(e, role));
        const rows = json(files, file);
        const outside = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => !header.includes(k));
        expect(outside, `${file}: JSON fields without a CSV column`).toEqual([]);
        if (rows.length) checked++;
      }
      expect(checked).toBeGreaterThan(10);
    });
  }

  it('the trainer’s private notes are a column of the trainer’s clients file and none of the client’s', async () => {
    const mine = csv(await download(one.trainer.token), 'clients');
    expect(mine.header).toContain('notes');
    expect(mine.rows.find((r) => r.id === one.withUser.clientId)!.notes).toBe('knee: no deep squats');
    const theirs = await download(one.withUser.user.token);
    expect(csv(theirs, 'clients').header).not.toContain('notes');
    expect(strFromU8(theirs['csv/clients.csv']!)).not.toContain('knee');
    expect(json(theirs, 'clients')[0]).not.toHaveProperty('notes');
  });
});
