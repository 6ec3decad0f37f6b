import { checkInSubmissionId } from '../../../domain/check-ins/entity';
import { occurrencesBetween, type CheckInSchedule } from '../../../domain/check-ins/schedule';
import { formFromStarter, starterForm } from '../../../domain/check-ins/templates';
import { addDays } from '../../../domain/time/wall-time';
import { DEFAULT_TIME_ZONE } from '../../../domain/time/time-zone';
import { eq } from 'drizzle-orm';
import { checkInSubmissions } from '../../db/schema';
import { demoId, pushAs, type DemoPart } from './seed';

const WEEKS = 6;
const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** Sunday (6: the house's weekdays start on Monday) at 18:00, in the clients' zone. */
const scheduleFrom = (startsOn: string): CheckInSchedule => ({ type: 'weekly', weekday: 6, time: '18:00', startsOn, endsOn: null });

/** Which of the last six check-ins (0 the newest) each client sent, which came late, and which stay without a review. */
const PLAN: Record<string, { missed: number[]; late: number[]; unreviewed: number[]; weight: [number, number] }> = {
  adam: { missed: [2], late: [4], unreviewed: [0], weight: [92.0, 89.2] },
  beata: { missed: [0], late: [1], unreviewed: [], weight: [61.5, 62.4] },
};

const NOTES = ['Great week, keep the steps up!', 'Sleep first: try to be in bed by 23:00.', 'Nice PR on the squat. Next week we add a set.', 'Stress happens. Keep the sessions short and easy.'];

/**
 * The trainer's weekly check-in (the starter form) for Adam and Beata, every
 * Sunday at 18:00 for the last six weeks; each answered from their phone
 * (Adam missed one, one of each came late), the trainer reviewed all but
 * Adam's latest. Beata's newest one is not in yet.
 */
export const checkInsPart: DemoPart = {
  name: 'check-ins',
  async seed(s) {
    // Seeded before (the clients' answers are there): a second start asks once and pushes nothing.
    const seeded = await s.ctx.db.select({ id: checkInSubmissions.id }).from(checkInSubmissions).where(eq(checkInSubmissions.spaceId, s.trainer.id)).limit(1);
    if (seeded.length) return;
    const now = s.now.getTime();
    const startsOn = addDays(new Date(now).toISOString().slice(0, 10), -7 * (WEEKS + 1));
    const schedule = scheduleFrom(startsOn);
    const formId = demoId('check-in-form:weekly');
    const form = formFromStarter(starterForm('weekly')!, 'en');
    const keys = Object.keys(PLAN).filter((k) => s.clientIds.has(k) && s.clientUsers.has(k));
    await pushAs(s, s.trainer, 'trainer:check-ins', [
      { name: 'checkInForm.create', args: { id: formId, ...form } },
      ...keys.map((key) => ({ name: 'checkInAssignment.create', args: { id: demoId(`check-in-assignment:${key}`), clientId: s.clientIds.get(key)!, formId, schedule, timeZone: DEFAULT_TIME_ZONE } })),
    ]);
    const reviews: { name: string; args: unknown }[] = [];
    for (const key of keys) {
      const plan = PLAN[key]!;
      const assignmentId = demoId(`check-in-assignment:${key}`);
      const due = occurrencesBetween(schedule, DEFAULT_TIME_ZONE, now - (WEEKS + 1) * 7 * DAY_MS, now + 1).reverse().slice(0, WEEKS);
      const submits = due.flatMap((o, i) => {
        if (plan.missed.includes(i)) return [];
        const weeksAgo = i;
        const weight = Math.round((plan.weight[1] + ((plan.weight[0] - plan.weight[1]) * weeksAgo) / WEEKS) * 10) / 10;
        const answers = {
          energy: 6 + ((i * 3 + key.length) % 4),
          'sleep-quality': 5 + ((i * 5 + 1) % 5),
          stress: 3 + ((i * 7 + key.length) % 5),
          adherence: 7 + ((i + key.length) % 3),
          weight,
          ...(i % 2 === 0 ? { 'biggest-win': key === 'adam' ? 'Hit 10,000 steps five days out of seven.' : 'Deadlift 80 kg for 5 reps!' } : {}),
          ...(i === 0 ? { 'coach-question': 'Can we move Thursday\u2019s session to Friday?' } : {}),
        };
        const submittedAt = new Date(o.dueMs + (plan.late.includes(i) ? 60 : 3) * HOUR_MS);
        if (submittedAt.getTime() > now) return [];
        const id = checkInSubmissionId(assignmentId, o.date);
        if (!plan.unreviewed.includes(i)) reviews.push({ name: 'checkIn.review', args: { id, reviewNote: NOTES[(i + key.length) % NOTES.length] } });
        return [{ name: 'checkIn.submit', args: { id, assignmentId, date: o.date, answers, submittedAt: submittedAt.toISOString() } }];
      });
      await pushAs(s, s.clientUsers.get(key)!, `client:${key}:check-ins`, submits);
    }
    await pushAs(s, s.trainer, 'trainer:check-in-reviews', reviews);
  },
};
