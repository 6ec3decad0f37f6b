import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import Papa from 'papaparse';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clients, exerciseLogs, trainingSessions, users } from '../../server/db/schema';
import { observeExportReads } from '../../server/areas/export/parts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { seedSpace, type Ids, type SeededSpace } from './export-fixtures';
import { makeAdmin, makeClient, makeTrainer } from './sync-fixtures';

// Every download reads the whole account: on a machine shared by several test runs that takes longer than the default 30 s.
vi.setConfig({ testTimeout: 180_000 });

type Files = Record<string, Uint8Array>;

/** Every file an export holds besides README.txt, as json/ and csv/ (a client has no subscription files). */
const TABLE_FILES = [
  'profile',
  'clients',
  'weight-logs',
  'measurements',
  'photo-sets',
  'photos',
  'habits',
  'habit-entries',
  'check-in-forms',
  'check-in-assignments',
  'check-in-submissions',
  'exercises',
  'training-plans',
  'plan-blocks',
  'block-exercises',
  'sessions',
  'series',
  'series-exceptions',
  'exercise-logs',
  'exercise-sets',
  'ingredients',
  'meals',
  'meal-plans',
  'meal-plan-meals',
  'custom-meals',
  'meal-logs',
  'payments',
  'conversations',
  'messages',
];

const sorted = (a: readonly string[] | undefined) => [...(a ?? [])].sort();

/** The file's text with its byte order mark kept (TextDecoder drops it unless told). */
const textOf = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

function jsonIds(files: Files, file: string): string[] {
  return (JSON.parse(strFromU8(files[`json/${file}.json`]!)) as { id: string }[]).map((r) => r.id);
}

function csvRows(files: Files, file: string): Record<string, string>[] {
  const text = textOf(files[`csv/${file}.csv`]!);
  expect(text.startsWith('\uFEFF')).toBe(true);
  const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

describe.each(DB_KINDS)('data export on %s', (kind) => {
  let server: TestServer;
  let one: SeededSpace;
  let two: SeededSpace;

  beforeAll(async () => {
    server = await startTestServer(kind);
    one = await seedSpace(server.ctx.db, 'one');
    two = await seedSpace(server.ctx.db, 'two');
  }, 600_000);
  afterAll(async () => {
    await server?.close();
  });

  async function download(token: string): Promise<Files> {
    const res = await server.api('/api/export', { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="repwise-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    return unzipSync(new Uint8Array(await res.arrayBuffer()));
  }

  /** Each table's ids, from JSON and from CSV alike, are exactly the expected ones. */
  function expectExactly(files: Files, expected: Ids, ownerId: string) {
    for (const file of TABLE_FILES.filter((f) => f !== 'profile')) {
      expect(sorted(jsonIds(files, file)), file).toEqual(sorted(expected[file]));
      expect(sorted(csvRows(files, file).map((r) => r.id!)), `${file}.csv`).toEqual(sorted(expected[file]));
    }
    expect(jsonIds(files, 'profile')).toEqual([ownerId]);
  }

  /** No id of another space's rows anywhere in the zip, in any file. */
  function expectNone(files: Files, other: SeededSpace) {
    const text = Object.values(files).map((f) => strFromU8(f)).join('\n');
    const foreign = [other.trainer.id, ...Object.values(other.all).flat()];
    expect(foreign.filter((id) => text.includes(id))).toEqual([]);
  }

  it('a trainer’s export holds exactly their rows, as JSON and as CSV, and nothing of another trainer', async () => {
    const files = await download(one.trainer.token);
    expect(Object.keys(files).sort()).toEqual(
      ['README.txt', ...[...TABLE_FILES, 'subscription', 'subscription-events'].flatMap((f) => [`json/${f}.json`, `csv/${f}.csv`])].sort(),
    );
    expectExactly(files, one.all, one.trainer.id);
    expectNone(files, two);

    const other = await download(two.trainer.token);
    expectExactly(other, two.all, two.trainer.id);
    expectNone(other, one);
  });

  it('a client’s export holds only their own rows: not the other client’s, not the trainer’s templates', async () => {
    const files = await download(one.withUser.user.token);
    expect(files['json/subscription.json']).toBeUndefined();
    expectExactly(files, one.mine, one.withUser.user.id);
    expectNone(files, two);
    const text = Object.values(files).map((f) => strFromU8(f)).join('\n');
    // The other client's own rows (their record, logs, plans...) are nowhere; the group session they share is theirs both.
    const othersOnly = Object.entries(one.all).flatMap(([file, ids]) => ids.filter((id) => !one.mine[file]?.includes(id)));
    expect(othersOnly.length).toBeGreaterThan(10);
    expect(othersOnly.filter((id) => text.includes(id) && !text.includes(`"${one.other.clientId}"`))).toEqual([]);
    expect(jsonIds(files, 'clients')).toEqual([one.withUser.clientId]);
    // The trainer's private notes about the client never reach the client (as in sync).
    const clientRow = JSON.parse(strFromU8(files['json/clients.json']!))[0] as Record<string, unknown>;
    expect(clientRow.notes ?? null).toBeNull();
  });

  it('CSV files are for spreadsheets in the account’s language; README.txt tells what each file holds', async () => {
    const en = await download(one.trainer.token);
    const clients = csvRows(en, 'clients');
    expect(clients.map((c) => c.name).sort()).toEqual(['Ána one', 'Božena one, "B"'].sort());
    const weights = csvRows(en, 'weight-logs');
    expect(weights.map((w) => w.weightKg)).toEqual(['72.5', '72.5']);
    expect(weights[0]!.notes).toBe("'=SUM(A1) ľščťž");
    expect(JSON.parse(strFromU8(en['json/weight-logs.json']!))[0].notes).toBe('=SUM(A1) ľščťž');
    const readme = strFromU8(en['README.txt']!);
    expect(readme).toContain('Repwise data export');
    expect(readme).toMatch(/exercise-sets\s+the sets of each exercise log/);

    await server.ctx.db.update(users).set({ language: 'sk' }).where(eqId(one.trainer.id));
    const sk = await download(one.trainer.token);
    const text = textOf(sk['csv/weight-logs.csv']!);
    expect(text.split('\r\n')[0]).toMatch(/^\uFEFFid;clientId;weightKg/);
    expect(text).toContain(';72,5;');
    expect(strFromU8(sk['README.txt']!)).toContain('Export údajov z Repwise');
    await server.ctx.db.update(users).set({ language: 'en' }).where(eqId(one.trainer.id));
  });

  it('refuses anyone not signed in, and admins (they own no such data)', async () => {
    expect((await server.api('/api/export')).status).toBe(401);
    expect((await server.api('/api/export', { token: 'not-a-token' })).status).toBe(401);
    const admin = await makeAdmin(server.ctx.db);
    expect((await server.api('/api/export', { token: admin.token })).status).toBe(403);
  });

  it('a client whose record the trainer deleted gets their profile and nothing of the trainer’s', async () => {
    const gone = await makeClient(server.ctx.db, one.trainer.id, { withUser: true });
    await server.ctx.db.update(clients).set({ deletedAt: new Date() }).where(eq(clients.id, gone.clientId));
    const files = await download(gone.user!.token);
    expect(jsonIds(files, 'profile')).toEqual([gone.user!.id]);
    for (const file of TABLE_FILES.filter((f) => f !== 'profile')) expect(jsonIds(files, file), file).toEqual([]);
  });

  it('a large account (20,000 logs) streams: the first bytes arrive long before the rows are all read, and memory stays bounded', async () => {
    const db = server.ctx.db;
    const trainer = await makeTrainer(db, 'Big');
    const { clientId } = await makeClient(db, trainer.id);
    const sessionId = uuidv7();
    await db.insert(trainingSessions).values({
      id: sessionId,
      spaceId: trainer.id,
      clientIds: [clientId],
      title: 'Long history',
      type: 'in_person',
      planByClient: { [clientId]: null },
      date: '2024-01-01',
      time: '08:00',
      timeZone: 'Europe/Bratislava',
      durationMinutes: 60,
      approvalByClient: { [clientId]: 'approved' },
      startsAt: new Date('2024-01-01T07:00:00Z'),
    });
    const N = 20_000;
    const notes = 'Pomalé spúšťanie, pauza dole, lakte pri tele. '.repeat(8);
    for (let i = 0; i < N; i += 1000) {
      await db.insert(exerciseLogs).values(
        Array.from({ length: 1000 }, (_, j) => ({
          id: uuidv7(),
          spaceId: trainer.id,
          clientId,
          sessionId,
          exerciseId: 'barbell-squat',
          order: i + j,
          notes,
          loggedAt: new Date(Date.UTC(2023, 0, 1) + (i + j) * 3_600_000),
        })),
      );
    }

    // Seeding held the event loop for seconds (PGlite runs in this thread), long past the server's keep-alive: let the
    // client see the idle socket closed before asking, or it may send on it as it closes (ECONNRESET).
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.api('/api/user', { token: trainer.token }).catch(() => null);

    let read = 0;
    observeExportReads(db, (n) => (read += n));
    try {
      global.gc?.();
      const before = process.memoryUsage().heapUsed;
      let peak = before;
      const res = await server.api('/api/export', { token: trainer.token });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      const chunks: Uint8Array[] = [];
      let readAtFirstBytes = -1;
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (readAtFirstBytes < 0) readAtFirstBytes = read;
        chunks.push(value);
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
      const zipped = chunks.reduce((n, c) => n + c.length, 0);
      const all = new Uint8Array(zipped);
      let at = 0;
      for (const c of chunks) {
        all.set(c, at);
        at += c.length;
      }
      const files = unzipSync(all);
      const rawBytes = files['json/exercise-logs.json']!.length + files['csv/exercise-logs.csv']!.length;
      console.log(
        `export of ${N} logs on ${kind}: ${(zipped / 1e6).toFixed(2)} MB zipped, ${(rawBytes / 1e6).toFixed(1)} MB of logs unzipped, ` +
          `${readAtFirstBytes} rows read at the first bytes, heap peak +${((peak - before) / 1e6).toFixed(1)} MB`,
      );
      expect(jsonIds(files, 'exercise-logs')).toHaveLength(N);
      expect(csvRows(files, 'exercise-logs')).toHaveLength(N);
      // Streamed: the answer began after a page or two, not after reading the 2 × 20,000 rows.
      expect(readAtFirstBytes).toBeGreaterThanOrEqual(0);
      expect(readAtFirstBytes).toBeLessThan(N / 4);
      expect(read).toBeGreaterThanOrEqual(2 * N);
      // Holding the logs would cost at least their text; the heap grew by less than that.
      expect(peak - before).toBeLessThan(rawBytes);
    } finally {
      observeExportReads(db, null);
    }
  }, 600_000);
});

const eqId = (id: string) => eq(users.id, id);
