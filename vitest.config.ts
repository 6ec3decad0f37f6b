import { defineConfig } from 'vitest/config';
import { textParts } from './scripts/text-parts';
import { FEATURE_PART, TEXT_PARTS } from './src/i18n/parts';
import { mergeTrees } from './src/i18n/tree';
import SlowFirstSequencer from './tests/helpers/slow-first.sequencer';

/** One migrated database made before a project's files, which each test's database is copied from. */
const DB_TEMPLATE = 'tests/helpers/db-template.global.ts';

const INTEGRATION = {
  globalSetup: [DB_TEMPLATE],
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

/**
 * Integration files that run alone, after the others: they time the server
 * itself (a request cut by the time limit, a stuck push endpoint against a
 * fast one, server processes started and killed), which a second file on
 * the same two cores would slow by an amount no limit in them allows for.
 */
const INTEGRATION_ALONE = ['tests/integration/hardening-loops.test.ts', 'tests/integration/multi-process.test.ts', 'tests/integration/push-delivery.test.ts'];

/** What every e2e file shares. */
const E2E = {
  environment: 'node',
  // A page that is already right passes at once; one still loading on a busy machine
  // gets more than vitest's 1 s default before a test calls it broken.
  expect: { poll: { timeout: 10_000 } },
  testTimeout: 60_000,
  hookTimeout: 90_000,
} as const;

/**
 * E2e files that run alone: they slow the page's CPU down (CDP throttling) to
 * play a slower phone and race it against the network or the keyboard, which
 * another file's browser and server on the same two cores would turn into a
 * different race.
 */
const E2E_ALONE = ['tests/e2e/sign-in-race.test.ts', 'tests/e2e/plans-fast-typing.test.ts', 'tests/e2e/workout-client-offline.test.ts'];

export default defineConfig({
  test: {
    // The longest files start first, so none is left running alone at a project's end (see SLOW_FIRST).
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'replica/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: on a 2-core machine, one, and a core idle.
          maxWorkers: 2,
        },
        // The text parts (src/i18n/load.ts) are modules made from the texts' files (scripts/text-parts.ts).
        plugins: [textParts({ parts: TEXT_PARTS, featurePart: FEATURE_PART, merge: mergeTrees })],
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // The sync property test's PostgreSQL half is a file of its own: without TEST_DATABASE_URL there is nothing for it to run on.
          exclude: process.env.TEST_DATABASE_URL ? INTEGRATION_ALONE : [...INTEGRATION_ALONE, 'tests/integration/sync-property-postgres.test.ts'],
          ...INTEGRATION,
          // Two files at a time, each on databases of its own (a PGlite directory, a PostgreSQL database).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          name: 'integration-alone',
          include: INTEGRATION_ALONE,
          ...INTEGRATION,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          globalSetup: [DB_TEMPLATE],
          ...E2E,
          // Two files at a time: each has its own server (a free port, its own PGlite) and browser, and
          // most of a file's time is the browser and the server waiting on each other, not the CPU.
          maxWorkers: 2,
          sequence: { groupOrder: 3 },
        },
      },
      {
        test: {
          name: 'e2e-alone',
          include: E2E_ALONE,
          globalSetup: [DB_TEMPLATE],
          ...E2E,
          // After the others, one at a time (see E2E_ALONE).
          maxWorkers: 1,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
});
