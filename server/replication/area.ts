import type { OpenAPIHono } from '@hono/zod-openapi';
import { ENTITIES } from '../../domain/entities';
import { MUTATIONS, type MutationArgs, type MutationName } from '../../domain/mutations/registry';
import type { AuthUser, HonoEnv } from '../context';
import type { Db } from '../db/database';
import type { Edit } from './edits';
import { syncedTable, type ServerTable, type SyncedTable } from './tables';

/** A mutation's command; an edit of existing fields takes the edit's time and device (replication/edits.ts). */
export type Command<N extends MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>, edit?: Edit) => Promise<unknown>;
export type BatchCommand<N extends MutationName = MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>[]) => Promise<unknown>;
type AnyBatch = (db: Db, actor: AuthUser, args: unknown[]) => Promise<unknown>;

/**
 * What one area (clients, weight logs, accounts, export ...) brings to the
 * server: the Drizzle table of each entity it declares, the command of each of
 * its mutations (REST routes call the same functions), optional batch commands
 * that apply a run of one mutation kind in one statement, and its REST routes.
 * An area that does not sync has routes only. server/areas/index.ts lists the
 * areas, one line each, and start.ts hands the bound list to the app: this
 * folder (the area-agnostic sync core) never imports an area.
 */
export interface ServerArea {
  tables?: Record<string, ServerTable>;
  commands?: { [N in MutationName]?: Command<N> };
  batch?: { [N in MutationName]?: BatchCommand<N> };
  /** Registers the area's REST routes; `areas` is the whole bound list (the export reads every synced table). */
  routes?: (app: OpenAPIHono<HonoEnv>, areas: ServerAreas) => void;
}

export const defineServerArea = <A extends ServerArea>(area: A) => area;

/** Every area bound together: what push, pull and the export are given. */
export interface ServerAreas {
  list: readonly ServerArea[];
  /** The server command of each mutation; the REST routes call the same functions. */
  commands: { [N in MutationName]: Command<N> };
  /**
   * Commands that can apply a run of consecutive mutations of their kind in one
   * statement, with the same outcome as one by one when all succeed (a failure
   * makes the push run them one by one).
   */
  batch: Partial<Record<MutationName, AnyBatch>>;
  /** The synced tables in pull order, each entity's declaration bound to its table. */
  tables: readonly SyncedTable[];
}

/** Binds the areas; a mutation without a command or an entity without a table fails here, at start, not at the first push or pull. */
export function bindAreas(list: readonly ServerArea[]): ServerAreas {
  const commands: Record<string, Command<MutationName>> = {};
  const batch: Record<string, AnyBatch> = {};
  const tables: Record<string, ServerTable> = {};
  for (const area of list) {
    Object.assign(commands, area.commands ?? {});
    Object.assign(batch, area.batch ?? {});
    Object.assign(tables, area.tables ?? {});
  }
  const missing = [
    ...Object.keys(MUTATIONS).filter((n) => !commands[n]).map((n) => `command of ${n}`),
    ...ENTITIES.filter((e) => !tables[e.name]).map((e) => `table of ${e.name}`),
  ];
  if (missing.length) throw new Error(`server/areas/index.ts: no ${missing.join(', ')}`);
  return {
    list,
    commands: commands as ServerAreas['commands'],
    batch,
    tables: ENTITIES.map((e) => syncedTable(e, tables[e.name]!)).sort((a, b) => a.order - b.order),
  };
}
