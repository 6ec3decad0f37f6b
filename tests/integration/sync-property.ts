import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { setPullOverrides } from '../../server/replication/pull';
import { setPushHooks, type AppliedMutation } from '../../server/replication/push';
import { startBackend, type Backend } from './sync-harness';
import { scenarioArb, type Scenario } from './sync-property-actions';
import { checkWorld } from './sync-property-checks';
import { driver } from './sync-property-driver';
import { makeWorld } from './sync-property-world';

/**
 * Property: whatever happens to the network and the server, once every
 * device syncs until quiet, each device holds exactly what the server shows
 * its user, the server processed every mutation exactly once in per-device
 * order, and the server's data equals a reference model replaying those
 * mutations in commit order where each field keeps its latest edit by edit
 * time, whatever order the devices reconnected in (so no accepted write was
 * lost, doubled or silently overwritten by an older one).
 *
 * The devices are two of the trainer's and two phones of one client, all
 * logging one solo and one in-person session offline (issue #14): every set
 * created exists once unless deleted, a deleted set or log stays deleted
 * (a log takes its sets), each set field keeps its latest edit by hybrid
 * clock, progress only moves forward, and whoever does not log a session
 * (docs/rules/workouts.md "Who logs") is refused and leaves nothing behind. Meal logs (issue #10) are
 * created, ticked, edited and deleted on every device, and auto-populated
 * from the linked client's meal plan on whichever device holds it, often the
 * same day on two devices offline: no planned meal is ever logged twice.
 *
 * SYNC_PROPERTY_RUNS (per database; default 50, CI 150), SYNC_PROPERTY_SEED and
 * SYNC_PROPERTY_PATH (both printed by fast-check on failure) reproduce a run.
 */
const RUNS = Number(process.env.SYNC_PROPERTY_RUNS ?? 50);
const SEED = process.env.SYNC_PROPERTY_SEED ? Number(process.env.SYNC_PROPERTY_SEED) : undefined;
const PATH = process.env.SYNC_PROPERTY_PATH || undefined;

/** The property on one database: a test file per database, so the two run side by side on two workers. */
export function syncPropertySuite(kind: 'pglite' | 'postgres', file: string) {
  describe(`sync property on ${kind}`, () => {
    let backend: Backend;
    let committed: AppliedMutation[] = [];
    const transientFor = new Set<string>();

    beforeAll(async () => {
      backend = await startBackend(kind);
      backend.onRestart((ctx) => {
        // Tiny pages: most pulls span several, often cut inside one version.
        setPullOverrides(ctx, { pageSize: 3 });
        setPushHooks(ctx, {
          afterMutation(m) {
            if (transientFor.delete(m.deviceId)) throw new Error('injected: database connection lost');
          },
          committed(applied) {
            committed.push(...applied);
          },
        });
      });
    });
    afterAll(async () => {
      await backend?.close();
    });

    async function runScenario({ actions, restartAt }: Scenario) {
      const world = await makeWorld(backend);
      const { perform, settle, watchServerMarks } = driver(world, transientFor);
      committed = [];
      try {
        for (const [i, a] of actions.entries()) {
          if (restartAt === i) await backend.restart();
          await perform(a);
          await watchServerMarks();
        }
        await settle();
        await checkWorld(world, committed);
      } finally {
        for (const d of world.devices) d.close();
      }
    }

    it(
      `devices converge to the server and no accepted write is lost (${RUNS} runs)`,
      async () => {
        const out = await fc.check(fc.asyncProperty(scenarioArb, runScenario), { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: !!PATH });
        if (out.failed) {
          const how = `SYNC_PROPERTY_SEED=${out.seed} SYNC_PROPERTY_PATH=${out.counterexamplePath ?? ''} npx vitest run --project integration ${file}`;
          // The report leaves out what the shrunk scenario broke: which check, and how.
          const e = out.errorInstance as { message?: string; actual?: unknown; expected?: unknown };
          const values = 'expected' in Object(e) ? `\n  got:  ${JSON.stringify(e.actual)}\n  want: ${JSON.stringify(e.expected)}` : '';
          const broke = `${e?.message ?? String(e)}${values}`.slice(0, 4000);
          throw new Error(`${await fc.asyncDefaultReportMessage(out)}\n\nIt broke:\n${broke}\n\nReproduce with:\n  ${how}`);
        }
      },
      Math.max(60_000, RUNS * 6_000),
    );
  });
}
