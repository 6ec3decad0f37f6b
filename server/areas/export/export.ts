import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import type { SyncedTable } from '../../replication/tables';
import { resolveViewer, type Viewer } from '../../replication/viewer';
import { csvStyle } from './csv';
import { exportParts } from './parts';
import { readmeText } from './readme';
import { zipStream } from './zip';

/**
 * Everything the user may see of their data as one zip, made while it is
 * downloaded. A trainer: their whole space; a client: what their client
 * records reach (the pull's own rules, server/replication/viewer.ts).
 */
export async function exportData(
  db: Db,
  tables: readonly SyncedTable[],
  user: AuthUser,
  opts: { now?: Date; pageSize?: number; files?: (viewer: Viewer) => AsyncIterable<{ name: string; bytes: Uint8Array }> } = {},
) {
  const at = opts.now ?? new Date();
  const viewer = await resolveViewer(db, user);
  const parts = exportParts(db, tables, viewer, { pageSize: opts.pageSize });
  const csv = csvStyle(user.language);
  const readme = readmeText({ language: user.language, name: user.name, at, files: parts.map((p) => p.file), csv });
  return {
    filename: `repwise-export-${at.toISOString().slice(0, 10)}.zip`,
    stream: zipStream({ readme, parts, csv, at, ...(opts.files ? { files: () => opts.files!(viewer) } : {}) }),
  };
}
