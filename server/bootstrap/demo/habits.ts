import { weekRange } from '../../../domain/habits/adherence';
import { habitFromStarter, starterHabit } from '../../../domain/habits/starters';
import { addDays } from '../../../domain/time/wall-time';
import { demoId, pushAs, type DemoPart } from './seed';

/** Five weeks of habits: long enough for the trainer's last 4 weeks and a streak. */
const WEEKS = 5;

interface DemoHabit {
  starter: string;
  /** How likely a day is met before this week, and this week (Beata slips this week). */
  before: number;
  thisWeek: number;
}

const HABITS: Record<string, DemoHabit[]> = {
  adam: [
    { starter: 'steps', before: 0.85, thisWeek: 0.9 },
    { starter: 'water', before: 0.7, thisWeek: 0.8 },
    { starter: 'no-alcohol', before: 0.9, thisWeek: 1 },
  ],
  beata: [
    { starter: 'protein', before: 0.8, thisWeek: 0.3 },
    { starter: 'walk', before: 0.6, thisWeek: 0.2 },
    { starter: 'sleep', before: 0.7, thisWeek: 0.3 },
  ],
};

/** A day's entry: met or not by chance; a counted habit's value around its target (a miss is a shortfall, not nothing). */
function entryOf(kind: 'done' | 'number', target: number | null, met: boolean, r: number): { done: boolean; value: number | null } | null {
  if (kind === 'done') return met ? { done: true, value: null } : null;
  const t = target ?? 1;
  const step = t >= 100 ? 10 : 0.1;
  const value = Math.round((met ? t * (1 + r * 0.4) : t * (0.45 + r * 0.45)) / step) * step;
  return { done: false, value: Math.round(value * 100) / 100 };
}

/**
 * The trainer gives Adam and Beata three habits each, five weeks ago; each
 * ticked or entered most days from their phone, up to today. Adam keeps them;
 * Beata slips this week, so she is on the trainer's "Slipping on habits".
 */
export const habitsPart: DemoPart = {
  name: 'habits',
  async seed(s) {
    const today = s.now.toISOString().slice(0, 10);
    const startsOn = addDays(weekRange(today).from, -7 * (WEEKS - 1));
    const thisWeek = weekRange(today).from;
    for (const [key, list] of Object.entries(HABITS)) {
      const clientId = s.clientIds.get(key);
      const user = s.clientUsers.get(key);
      if (!clientId || !user) continue;
      const habits = list.map((h) => ({ ...h, id: demoId(`habit:${key}:${h.starter}`), habit: habitFromStarter(starterHabit(h.starter)!, 'en', startsOn) }));
      await pushAs(
        s,
        s.trainer,
        `trainer:${key}:habits`,
        habits.map(({ id, starter, habit }) => ({ name: 'habit.add', args: { id, clientId, starterId: starter, name: habit.name, kind: habit.kind, unit: habit.unit, target: habit.target, schedule: habit.schedule, startsOn: habit.startsOn, endsOn: null } })),
      );
      let seed = [...key].reduce((h, ch) => h + ch.charCodeAt(0), 7);
      const random = () => (seed = (seed * 9301 + 49297) % 233280) / 233280;
      const entries: { name: string; args: unknown }[] = [];
      for (let date = startsOn; date <= today; date = addDays(date, 1)) {
        for (const h of habits) {
          const chance = date >= thisWeek ? h.thisWeek : h.before;
          // An N-times-a-week habit is done on some days only; every habit is sometimes not logged at all.
          const logged = h.habit.schedule.type === 'timesPerWeek' ? random() < 0.5 : random() < 0.95;
          const entry = entryOf(h.habit.kind, h.habit.target, random() < chance, random());
          if (logged && entry) entries.push({ name: 'habitEntry.set', args: { habitId: h.id, date, ...entry } });
        }
      }
      await pushAs(s, user, `client:${key}:habits`, entries);
    }
  },
};
