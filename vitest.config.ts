import { defineConfig } from 'vitest/config';
import { textParts } from './scripts/text-parts';
import { FEATURE_PART, TEXT_PARTS } from './src/i18n/parts';
import { mergeTrees } from './src/i18n/tree';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['domain/**/*.test.ts', 'replica/**/*.test.ts', 'src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
        // The text parts (src/i18n/load.ts) are modules made from the texts' files (scripts/text-parts.ts).
        plugins: [textParts({ parts: TEXT_PARTS, featurePart: FEATURE_PART, merge: mergeTrees })],
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A page that is already right passes at once; one still loading on a busy machine
          // gets more than vitest's 1 s default before a test calls it broken.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 90_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
