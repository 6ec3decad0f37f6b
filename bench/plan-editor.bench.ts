import { v7 as uuidv7 } from 'uuid';
import { median, percentile, type Bench, type Figure } from './lib';
import { startBrowserBench } from './plans-browser';

const BLOCKS = 30;
const ROUNDS = 15;
const PICKS = ['barbell-bench-press', 'barbell-back-squat', 'plank', 'push-up', 'romanian-deadlift'];

/**
 * Issue 4: "the plan editor adding a block to a 30-block plan at most 16 ms".
 * In Chromium, on a template of 30 blocks (supersets and single blocks with
 * three sets of targets each): the trainer picks an exercise in the "Add
 * exercise" dialog; measured in the page from the editor's call of the
 * mutation (block.add through applyLocalMutation; a User Timing mark) to the
 * new block in the editor's DOM, and, for reference, from the click (which
 * also closes the dialog). The block is deleted again between rounds, so every round
 * adds the 31st block to a 30-block plan.
 */
const bench: Bench = {
  name: 'plan editor: add a block to a 30-block plan (Chromium)',
  async run() {
    const b = await startBrowserBench();
    const figures: Figure[] = [];
    try {
      const { page, app } = b;
      const planId = uuidv7();
      const targets = [{ reps: 10, weight: 40 }, { reps: 8, weight: 45 }, { reps: 6, weight: 50 }];
      await b.push([
        { name: 'plan.create', args: { id: planId, title: 'Thirty blocks' } },
        ...Array.from({ length: BLOCKS }, (_, i) => ({
          name: 'block.add',
          args: {
            planId,
            block: { id: uuidv7(), type: i % 3 === 0 ? 'superset' : 'exercise', rounds: 3, restSeconds: 60 },
            exercises: (i % 3 === 0 ? [PICKS[i % 5]!, 'push-up'] : [PICKS[i % 5]!]).map((exerciseId) => ({
              id: uuidv7(),
              exerciseId,
              sets: 3,
              setTargets: exerciseId === 'plank' ? [{ duration: 30 }, { duration: 45 }, { duration: 60 }] : exerciseId === 'push-up' ? [{ reps: 12 }, { reps: 10 }, { reps: 8 }] : targets,
            })),
          },
        })),
      ]);
      await page.goto(`${app.server.url}/trainer/training/plans/${planId}`);
      const blocks = page.getByTestId('plan-block');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid="plan-block"]').length === n, BLOCKS, { timeout: 30_000 });
      await page.evaluate('window.__name = (f) => f');

      const samples: number[] = [];
      const clicks: number[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        await page.getByRole('button', { name: 'Add exercise', exact: true }).click();
        const dialog = page.getByRole('dialog', { name: 'Add exercise' });
        await dialog.getByLabel('Search').fill('goblet squat');
        const pick = dialog.getByRole('button', { name: /^Goblet squat/ }).first();
        await pick.waitFor();
        await pick.evaluate((el) => el.setAttribute('data-bench-pick', '1'));
        const ms = await page.evaluate(
          (count) =>
            new Promise<{ click: number; mutation: number }>((resolve) => {
              const list = document.querySelector('.pe-blocks')!;
              const button = document.querySelector<HTMLButtonElement>('[data-bench-pick]')!;
              let t0 = 0;
              const observer = new MutationObserver(() => {
                if (list.querySelectorAll(':scope > [data-testid="plan-block"]').length > count) {
                  observer.disconnect();
                  const t1 = performance.now();
                  const mark = performance.getEntriesByName('repwise:block.add', 'mark').pop();
                  performance.clearMarks('repwise:block.add');
                  resolve({ click: t1 - t0, mutation: mark && mark.startTime >= t0 ? t1 - mark.startTime : NaN });
                }
              });
              observer.observe(list, { childList: true });
              t0 = performance.now();
              button.click();
            }),
          BLOCKS,
        );
        if (Number.isNaN(ms.mutation)) throw new Error('the editor did not call block.add');
        samples.push(ms.mutation);
        clicks.push(ms.click);
        await page.waitForFunction(() => !document.querySelector('[role="dialog"]'));
        // Back to 30 blocks for the next round.
        await blocks.last().getByRole('button', { name: /^Delete block/ }).click();
        await page.waitForFunction((n) => document.querySelectorAll('[data-testid="plan-block"]').length === n, BLOCKS);
      }
      figures.push({ name: `mutation call -> new block in the DOM, median of ${ROUNDS}`, value: median(samples), unit: 'ms', budget: 16 });
      figures.push({ name: 'mutation call -> new block in the DOM, p90', value: percentile(samples, 90), unit: 'ms' });
      figures.push({ name: 'click on the exercise -> new block in the DOM (dialog closing too), median', value: median(clicks), unit: 'ms' });
    } finally {
      await b.close();
    }
    return figures;
  },
};

export default bench;
