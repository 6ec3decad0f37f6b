import { OWN_EXERCISES } from './exercises';
import { demoId, pushAs, type DemoPart } from './seed';

type Target = { reps?: number; weight?: number; duration?: number; distance?: number; effort?: number };
type Entry = { exercise: string; targets: Target[] };
type Block = { name?: string; restSeconds?: number; rounds?: number; exercises: Entry[] };

const sets = (n: number, t: Target): Target[] => Array.from({ length: n }, () => ({ ...t }));

/** block.add mutations for a plan; a block of two or more exercises is a superset. */
function blocks(planKey: string, list: Block[]) {
  const planId = demoId(`plan:${planKey}`);
  return list.map((b, i) => ({
    name: 'block.add',
    args: {
      planId,
      block: { id: demoId(`block:${planKey}:${i}`), type: b.exercises.length > 1 ? 'superset' : 'exercise', name: b.name ?? null, rounds: b.rounds ?? 1, restSeconds: b.restSeconds ?? null },
      exercises: b.exercises.map((e, j) => ({ id: demoId(`block-exercise:${planKey}:${i}:${j}`), exerciseId: e.exercise, sets: e.targets.length, setTargets: e.targets })),
    },
  }));
}

function plan(key: string, title: string, description: string, clientId: string | null, list: Block[]) {
  return [{ name: 'plan.create', args: { id: demoId(`plan:${key}`), title, description, clientSpecific: clientId !== null, clientId } }, ...blocks(key, list)];
}

const FULL_BODY: Block[] = [
  {
    restSeconds: 120,
    exercises: [{ exercise: 'barbell-back-squat', targets: [{ reps: 8, weight: 60 }, { reps: 8, weight: 65 }, { reps: 6, weight: 70, effort: 8 }, { reps: 6, weight: 70, effort: 8 }] }],
  },
  {
    name: 'Push and pull',
    restSeconds: 90,
    exercises: [
      { exercise: 'barbell-bench-press', targets: [{ reps: 10, weight: 50 }, { reps: 8, weight: 55 }, { reps: 8, weight: 55 }] },
      { exercise: 'one-arm-dumbbell-row', targets: sets(3, { reps: 10, weight: 22 }) },
    ],
  },
  { restSeconds: 60, exercises: [{ exercise: 'plank', targets: [{ duration: 30 }, { duration: 45 }, { duration: 60 }] }] },
];

const LOWER_DAY: Block[] = [
  { restSeconds: 150, exercises: [{ exercise: 'romanian-deadlift', targets: [{ reps: 10, weight: 50 }, { reps: 8, weight: 60 }, { reps: 8, weight: 60 }] }] },
  {
    name: 'Legs finisher',
    restSeconds: 90,
    exercises: [
      { exercise: OWN_EXERCISES.tempoGoblet, targets: sets(3, { reps: 8, weight: 16 }) },
      { exercise: 'walking-lunge', targets: sets(3, { reps: 12, weight: 10 }) },
    ],
  },
  { restSeconds: 90, exercises: [{ exercise: 'barbell-hip-thrust', targets: [{ reps: 12, weight: 60 }, { reps: 10, weight: 70 }, { reps: 10, weight: 70 }] }] },
];

/** Two templates, one assigned; plans of their own for three clients, one of them without an account yet. */
export const plansPart: DemoPart = {
  name: 'plans',
  async seed(s) {
    const client = (key: string) => s.clientIds.get(key)!;
    await pushAs(s, s.trainer, 'trainer:plans', [
      ...plan('full-body-a', 'Full body A', 'Three sessions a week for the first two months. Add 2.5 kg when every set feels like 7 out of 10.', null, FULL_BODY),
      ...plan('lower-day', 'Lower body day', 'The lower day of an upper/lower split.', null, LOWER_DAY),
      { name: 'plan.assign', args: { templateId: demoId('plan:full-body-a'), clientId: client('adam'), newPlanId: demoId('plan:adam-full-body'), idMap: {} } },
      ...plan('adam-conditioning', 'Conditioning', 'On the days between strength sessions.', client('adam'), [
        { exercises: [{ exercise: 'rowing-machine', targets: [{ duration: 600, distance: 2000 }] }] },
        {
          name: 'Circuit',
          restSeconds: 60,
          exercises: [
            { exercise: 'kettlebell-swing', targets: sets(3, { reps: 15, weight: 16 }) },
            { exercise: 'push-up', targets: sets(3, { reps: 12 }) },
            { exercise: 'glute-bridge', targets: sets(3, { reps: 15 }) },
          ],
        },
      ]),
      ...plan('beata-glutes-back', 'Glutes and back', 'Hypertrophy block: 8 weeks, then a deload week.', client('beata'), [
        { restSeconds: 120, exercises: [{ exercise: 'barbell-hip-thrust', targets: [{ reps: 12, weight: 50 }, { reps: 10, weight: 60 }, { reps: 10, weight: 60 }, { reps: 8, weight: 65, effort: 9 }] }] },
        {
          name: 'Back superset',
          restSeconds: 75,
          exercises: [
            { exercise: 'lat-pulldown', targets: sets(3, { reps: 12, weight: 35 }) },
            { exercise: OWN_EXERCISES.bandPullApart, targets: sets(3, { reps: 20 }) },
          ],
        },
        { restSeconds: 90, exercises: [{ exercise: 'bulgarian-split-squat', targets: sets(3, { reps: 10, weight: 8 }) }] },
      ]),
      ...plan('cyril-runner', 'Strength for runners', 'Twice a week next to the running plan; keep the legs fresh for the long run.', client('cyril'), [
        { restSeconds: 90, exercises: [{ exercise: 'single-leg-romanian-deadlift', targets: sets(3, { reps: 8, weight: 12 }) }] },
        {
          name: 'Knees and calves',
          restSeconds: 60,
          exercises: [
            { exercise: OWN_EXERCISES.stepDown, targets: sets(3, { reps: 10 }) },
            { exercise: 'dumbbell-step-up', targets: sets(3, { reps: 10, weight: 10 }) },
          ],
        },
        { exercises: [{ exercise: 'plank', targets: sets(3, { duration: 45 }) }] },
      ]),
      ...plan('filip-knee', 'Knee rehab, phase 2', 'Cleared by the physio for loaded work below 90° of knee bend.', client('filip'), [
        { exercises: [{ exercise: OWN_EXERCISES.stepDown, targets: sets(3, { reps: 8 }) }] },
        { restSeconds: 60, exercises: [{ exercise: 'glute-bridge', targets: sets(3, { reps: 15 }) }] },
      ]),
    ]);
  },
};
