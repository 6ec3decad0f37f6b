import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import type { Edit } from './edits';
import type { ServerTable } from './tables';

/** A mutation's command; an edit of existing fields takes the edit's time and device (replication/edits.ts). */
export type Command<N extends MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>, edit?: Edit) => Promise<unknown>;
export type BatchCommand<N extends MutationName = MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>[]) => Promise<unknown>;

/**
 * What one area (clients, weight, exercises, plans ...) brings to the server's
 * side of sync: the Drizzle table of each entity it declares, the command of
 * each of its mutations (REST routes call the same functions), and optional
 * batch commands that apply a run of one mutation kind in one statement.
 * server/replication/areas.ts lists the areas, one line each.
 */
export interface ServerArea {
  tables: Record<string, ServerTable>;
  commands: { [N in MutationName]?: Command<N> };
  batch?: { [N in MutationName]?: BatchCommand<N> };
}

export const defineServerArea = <A extends ServerArea>(area: A) => area;
