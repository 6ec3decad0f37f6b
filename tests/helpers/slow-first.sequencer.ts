import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files known to take longest, started before the rest of their project.
 *
 * Without vitest's cache of past durations (a fresh clone, as CI has)
 * vitest starts the largest files first. A short file can be a long run:
 * the sync property files are a few lines over tests/integration/sync-property.ts
 * and the screens test a few over tests/e2e/shots/, so each ran last, with
 * one of the two workers idle while it finished. Started first, the short
 * files fill in around them. Longest first, from `--reporter=json` runs;
 * the files not named follow by size, as before.
 */
export const SLOW_FIRST: readonly string[] = [
  'tests/integration/sync-property-pglite.test.ts',
  'tests/integration/api-bad-input.test.ts',
  'tests/integration/account-rate-limit.test.ts',
  'tests/integration/export.test.ts',
  'tests/integration/sync-property-postgres.test.ts',
  'tests/integration/hardening-accounts.test.ts',
  'tests/integration/billing-billable.test.ts',
  'tests/integration/settings-companion.test.ts',
  // screens.test.ts is the shortest e2e file and by far the longest run (every route, in turn, in three languages).
  'tests/e2e/screens.test.ts',
  'tests/e2e/screens-elsewhere.test.ts',
  'tests/e2e/workout-plan-day.test.ts',
  'tests/e2e/workout-log.test.ts',
  'tests/e2e/offline-weight.test.ts',
  // The trainer's open app beside one or three clients' (browsers at once), 30-45 s each on a loaded machine.
  'tests/e2e/messaging-broadcast.test.ts',
  'tests/e2e/messaging-offline.test.ts',
  // A client's photos taken offline and uploaded, then a trainer's browser comparing them: about 48 s.
  'tests/e2e/photos-offline.test.ts',
  'tests/e2e/public-pages.test.ts',
  'tests/e2e/sessions-approval.test.ts',
  'tests/e2e/progress-tabs.test.ts',
  'tests/e2e/notifications-bell.test.ts',
  'tests/e2e/exercise-pictures.test.ts',
  'tests/e2e/focus-return.test.ts',
];

/** Vitest's order, with the SLOW_FIRST files moved to the front of their project while the cache knows nothing better. */
export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    // A renamed or split file would quietly lose its place: say so.
    const gone = SLOW_FIRST.filter((f) => !existsSync(resolve(root, f)));
    if (gone.length) console.warn(`tests/helpers/slow-first.sequencer.ts names files that are gone: ${gone.join(', ')}`);
    const path = (f: TestSpecification) => relative(root, f.moduleId).split('\\').join('/');
    // With every file's last duration cached (a developer's machine), vitest already starts the longest first.
    if (sorted.every((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${path(f)}`))) return sorted;
    const rank = (f: TestSpecification) => {
      const i = SLOW_FIRST.indexOf(path(f));
      return i < 0 ? SLOW_FIRST.length : i;
    };
    const position = new Map(sorted.map((f, i) => [f, i]));
    return [...sorted].sort((a, b) => {
      const group = a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder;
      if (group !== 0) return group;
      if (a.project.name !== b.project.name) return position.get(a)! - position.get(b)!;
      return rank(a) - rank(b) || position.get(a)! - position.get(b)!;
    });
  }
}
