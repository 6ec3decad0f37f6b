import type { MutationArgs, MutationName } from '../../domain/mutations/registry';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { updateClient } from '../commands/clients/update';
import { createWeightLog, createWeightLogs } from '../commands/weight-logs/create';
import { deleteWeightLog } from '../commands/weight-logs/delete';
import { updateWeightLog } from '../commands/weight-logs/update';

type Command<N extends MutationName> = (db: Db, actor: AuthUser, args: MutationArgs<N>) => Promise<unknown>;

/** The server command of each mutation; the REST routes call the same functions. */
export const SERVER_COMMANDS: { [N in MutationName]: Command<N> } = {
  'weightLog.create': createWeightLog,
  'weightLog.update': updateWeightLog,
  'weightLog.delete': deleteWeightLog,
  'client.update': updateClient,
};

/**
 * Commands that can apply a run of consecutive mutations of their kind in one
 * statement, with the same outcome as one by one when all succeed (a failure
 * makes the push run them one by one). A queue of offline weight logs is the
 * common case worth it.
 */
export const SERVER_BATCH_COMMANDS: Partial<Record<MutationName, (db: Db, actor: AuthUser, args: unknown[]) => Promise<void>>> = {
  'weightLog.create': createWeightLogs as (db: Db, actor: AuthUser, args: unknown[]) => Promise<void>,
};
