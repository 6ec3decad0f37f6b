import type { z } from 'zod';

/**
 * A synced entity, declared once (README "Adding a synced entity"). The
 * device database's stores and indexes, the pull's table list and order,
 * both delete cascades, the sync property test's tables and the OpenAPI row
 * schemas all derive from these declarations (domain/entities.ts lists them).
 */
export interface EntityDecl<N extends string = string, R extends { id: string } = { id: string }> {
  /** The device table and the pull's name for it (camelCase plural). */
  name: N;
  /** The server's SQL table. */
  sqlName: string;
  /** Place in the pull's (rev, table, id) order, which cursors page by: append only, never renumber. */
  order: number;
  /** The row as devices hold it and the pull sends it. */
  row: z.ZodType<R>;
  /** The server column (Drizzle property) naming the row's space: the trainer whose business it belongs to. */
  space: string;
  /**
   * Who besides the space's trainer sees a row: the client of `field` (and
   * that client's user), each client listed in `arrayField` (a group
   * session), the client record itself ('self'), or a rule only the server
   * can evaluate ('server', e.g. the exercises a client's plans use).
   * Omitted: the trainer alone.
   */
  client?: { field: string } | { arrayField: string } | 'self' | 'server';
  /**
   * A row for one user only (a notification): the field naming that user.
   * Whoever the viewer (the space's trainer included), they see only the
   * rows naming them; `client` is then not consulted.
   */
  recipient?: string;
  /** Time-series: the field whose instant places a row in the sync window. */
  window?: string;
  /** Days back the window reaches for this entity, when not the default (SYNC_WINDOW_DAYS_BACK, domain/protocol/window.ts). */
  windowDaysBack?: number;
  /** Secondary indexes on the device (Dexie syntax: 'field' or '[a+b]'). */
  indexes: readonly string[];
  /** Rows that go with a deleted parent row, on the device and on the server: the parent entity and the field holding its id. */
  parent?: { entity: string; field: string };
  /**
   * Fields two devices may edit concurrently: each keeps the time of its
   * last edit (a hybrid logical clock), so the later edit wins whatever
   * order the devices reconnect in (domain/protocol/hlc.ts).
   */
  editable?: readonly string[];
  /**
   * The server columns (Drizzle property names) whose update is a change
   * devices see: only these stamp a new version (server/db/sync-triggers.ts).
   * Omitted: any update does. For a row the server also writes for its own
   * bookkeeping (a notification marked delivered), which no device shows.
   */
  stampOn?: readonly string[];
  /**
   * Row fields only the space's trainer sees (a client's private notes): a
   * client-role viewer's row leaves them out, and so do the columns of their
   * data export (server/areas/export/columns.ts).
   */
  trainerOnly?: readonly string[];
}

export function defineEntity<const N extends string, R extends { id: string }>(decl: EntityDecl<N, R>): EntityDecl<N, R> {
  return decl;
}
