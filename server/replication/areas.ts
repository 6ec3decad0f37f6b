import { ENTITIES } from '../../domain/entities';
import { MUTATIONS, type MutationName } from '../../domain/mutations/registry';
import { billingServer } from '../areas/billing/area';
import { clientsServer } from '../areas/clients/area';
import { exercisesServer } from '../areas/exercises/area';
import { mealsServer } from '../areas/meals/area';
import { notificationsServer } from '../areas/notifications/area';
import { onboardingServer } from '../areas/onboarding/area';
import { plansServer } from '../areas/plans/area';
import { sessionsServer } from '../areas/sessions/area';
import { weightLogsServer } from '../areas/weight-logs/area';
import { workoutsServer } from '../areas/workouts/area';
import type { BatchCommand, Command, ServerArea } from './area';
import { syncedTable, type SyncedTable } from './tables';

/** Every area's server side: adding an area is a line here. */
const AREAS: ServerArea[] = [clientsServer, weightLogsServer, exercisesServer, plansServer, sessionsServer, workoutsServer, mealsServer, billingServer, notificationsServer, onboardingServer];

const commands: Record<string, Command<MutationName>> = {};
const batch: Record<string, BatchCommand> = {};
const tables: ServerArea['tables'] = {};
for (const area of AREAS) {
  Object.assign(commands, area.commands);
  Object.assign(batch, area.batch ?? {});
  Object.assign(tables, area.tables);
}

// A mutation without a command or an entity without a table would fail at the first push or pull: fail at start instead.
const missing = [
  ...Object.keys(MUTATIONS).filter((n) => !commands[n]).map((n) => `command of ${n}`),
  ...ENTITIES.filter((e) => !tables[e.name]).map((e) => `table of ${e.name}`),
];
if (missing.length) throw new Error(`server/replication/areas.ts: no ${missing.join(', ')}`);

/** The server command of each mutation; the REST routes call the same functions. */
export const SERVER_COMMANDS = commands as { [N in MutationName]: Command<N> };

/**
 * Commands that can apply a run of consecutive mutations of their kind in one
 * statement, with the same outcome as one by one when all succeed (a failure
 * makes the push run them one by one).
 */
export const SERVER_BATCH_COMMANDS = batch as Partial<Record<MutationName, (db: Parameters<BatchCommand>[0], actor: Parameters<BatchCommand>[1], args: unknown[]) => Promise<unknown>>>;

/** The synced tables in pull order, each entity's declaration bound to its table. */
export const SYNCED_TABLES: SyncedTable[] = ENTITIES.map((e) => syncedTable(e, tables[e.name]!)).sort((a, b) => a.order - b.order);
