import { demoId, pushAs, type DemoPart } from './seed';

/** The trainer's own exercises, beside the global library; plans.ts uses them by these ids. */
export const OWN_EXERCISES = {
  bandPullApart: demoId('exercise:band-pull-apart'),
  stepDown: demoId('exercise:step-down'),
  tempoGoblet: demoId('exercise:tempo-goblet-squat'),
};

export const exercisesPart: DemoPart = {
  name: 'exercises',
  async seed(s) {
    await pushAs(s, s.trainer, 'trainer:exercises', [
      {
        name: 'exercise.create',
        args: { id: OWN_EXERCISES.bandPullApart, title: 'Band pull-apart', description: 'Arms straight at shoulder height; pull the band to the chest, squeezing the shoulder blades.', categoryId: 'upper-body', trackingFields: ['reps', 'effort'] },
      },
      {
        name: 'exercise.create',
        args: { id: OWN_EXERCISES.stepDown, title: 'Slow step-down (knee-friendly)', description: 'From a low step, lower the free heel to the floor in three seconds; the knee stays over the toes.', categoryId: 'rehab-prehab', trackingFields: ['reps'] },
      },
      {
        name: 'exercise.create',
        args: { id: OWN_EXERCISES.tempoGoblet, title: 'Tempo goblet squat 3-1-1', description: 'Three seconds down, one second pause at the bottom, up in one.', categoryId: 'lower-body', trackingFields: ['reps', 'weight', 'effort'] },
      },
    ]);
  },
};
