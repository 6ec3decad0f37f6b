import { plannedSessions } from '../../../domain/sessions/overlap';
import { instantToWall, wallToInstant } from '../../../domain/time/time-zone';
import { addDays, minutesToTime, mondayOf, timeToMinutes, type Weekday } from '../../../domain/time/wall-time';
import { todayIn } from '../../../domain/sessions/calendar';
import { demoId, pushAs, type DemoPart, type DemoSeed } from './seed';

type Mutation = { name: string; args: unknown };
type Series = { key: string; client: string; plan: string; title: string; time: string; weekdays: Weekday[]; interval: number; start: string; maxSessions: number };

const seriesId = (key: string) => demoId(`series:${key}`);
const sessionId = (key: string) => demoId(`session:${key}`);
const planId = (key: string) => demoId(`plan:${key}`);

/** A stretch of the trainer's day already taken, in minutes after midnight. */
export interface Busy {
  start: number;
  end: number;
}

/**
 * Where "now" falls in the trainer's day, and so what today's session is: in
 * progress (started 20 minutes ago) in the daytime, still to come early in
 * the morning, already done late at night. It never double-books the
 * trainer: when a series' session today (`busy`) would overlap it, it ends as
 * that one starts, or starts as that one ends, its state following.
 */
export function todaysSession(now: Date, timeZone: string, busy: readonly Busy[] = []): { date: string; time: string; state: 'in_progress' | 'upcoming' | 'completed' } {
  const wall = instantToWall(now, timeZone);
  const minutes = timeToMinutes(wall.time);
  const start = minutes < 6 * 60 + 20 ? 8 * 60 : minutes > 22 * 60 ? 19 * 60 : Math.floor((minutes - 20) / 5) * 5;
  const clash = busy.find((b) => b.start < start + TODAY_MINUTES && start < b.end);
  const at = !clash ? start : clash.start > minutes ? Math.max(0, clash.start - TODAY_MINUTES) : clash.end;
  const state = at + TODAY_MINUTES <= minutes ? 'completed' : at <= minutes ? 'in_progress' : 'upcoming';
  return { date: wall.date, time: minutesToTime(at), state };
}

const TODAY_MINUTES = 60;

/**
 * A trainer's real week, relative to now in the trainer's zone: three weekly
 * series (Adam Mon+Thu approved, Beata every other Tuesday still pending,
 * Cyril Wed+Fri approved with one session moved and one cancelled), the past
 * weeks' sessions done, one today (in progress when the hour allows), a
 * group session one client approved and one not yet, a solo session, and a
 * few answers still to come.
 *
 * Four devices, each a fixed list (pushAs: a second start replays nothing):
 * the trainer plans, the clients answer, then the trainer logs the past (a
 * series' session made concrete keeps the answer its client gave).
 */
export const sessionsPart: DemoPart = {
  name: 'sessions',
  async seed(s) {
    const c = (key: string) => s.clientIds.get(key)!;
    const zone = s.trainer.timeZone;
    const today = todayIn(s.now.getTime(), zone);
    const monday = mondayOf(today);
    const nextMonday = addDays(monday, 7);
    const series: Series[] = [
      { key: 'adam-strength', client: 'adam', plan: 'adam-full-body', title: 'Strength: full body', time: '18:00', weekdays: [0, 3], interval: 1, start: addDays(monday, -21), maxSessions: 24 },
      { key: 'beata-glutes', client: 'beata', plan: 'beata-glutes-back', title: 'Glutes and back', time: '07:30', weekdays: [1], interval: 2, start: nextMonday, maxSessions: 8 },
      { key: 'cyril-runner', client: 'cyril', plan: 'cyril-runner', title: 'Strength for runners', time: '12:00', weekdays: [2, 4], interval: 1, start: addDays(monday, -14), maxSessions: 20 },
    ];
    const fields = (clientIds: string[], plans: (string | null)[]) => ({ clientIds, planByClient: Object.fromEntries(clientIds.map((id, i) => [id, plans[i] ? planId(plans[i]!) : null])) });
    const single = (key: string, title: string, type: string, clients: string[], plans: (string | null)[], date: string, time: string, durationMinutes: number, notes: string | null = null): Mutation => ({
      name: 'session.create',
      args: { id: sessionId(key), title, type, ...fields(clients.map(c), plans), date, time, durationMinutes, notes },
    });
    const billed = (m: Mutation): Mutation => ({ ...m, args: { ...(m.args as object), billable: true } });
    // The series' sessions today, so today's session never overlaps one (the demo is a calendar without clashes).
    const busy = series.flatMap((x) =>
      plannedSessions({ ...fields([c(x.client)], [x.plan]), title: x.title, type: 'in_person', date: x.start, time: x.time, timeZone: zone, durationMinutes: 60, notes: null }, { unit: 'weeks', interval: x.interval, weekdays: x.weekdays, dayOfMonth: null, endDate: null, maxSessions: x.maxSessions }, wallToInstant(addDays(today, 1), '00:00', zone))
        .filter((p) => p.date === today)
        .map((p) => ({ start: timeToMinutes(p.time), end: timeToMinutes(p.time) + 60 })),
    );
    const now = todaysSession(s.now, zone, busy);
    const progress = (key: string, event: 'start' | 'complete'): Mutation => ({ name: 'session.progress', args: { id: sessionId(key), event } });
    // A slot that keeps the list's length when the hour asks for no progress.
    const keep = (key: string): Mutation => ({ name: 'session.update', args: { id: sessionId(key), notes: 'Easy pace today: rowing and the circuit.' } });

    await pushAs(s, s.trainer, 'trainer:sessions', [
      ...series.map((x) => ({
        name: 'series.create',
        args: {
          id: seriesId(x.key),
          title: x.title,
          type: 'in_person',
          ...fields([c(x.client)], [x.plan]),
          date: x.start,
          time: x.time,
          durationMinutes: 60,
          notes: null,
          recurrence: { unit: 'weeks', interval: x.interval, weekdays: x.weekdays, maxSessions: x.maxSessions },
        },
      })),
      // Cyril: next Wednesday an hour later, next Friday off.
      { name: 'occurrence.edit', args: { seriesId: seriesId('cyril-runner'), occurrenceDate: addDays(nextMonday, 2), exceptionId: demoId('exception:cyril-moved'), changes: { time: '13:00', notes: 'Moved: the gym is booked at noon.' } } },
      { name: 'occurrence.cancel', args: { seriesId: seriesId('cyril-runner'), occurrenceDate: addDays(nextMonday, 4), exceptionId: demoId('exception:cyril-cancelled') } },
      single('beata-past-1', 'Glutes and back', 'in_person', ['beata'], ['beata-glutes-back'], addDays(monday, -11), '17:00', 60, 'Hip thrust 65 kg for 8: new best.'),
      single('beata-past-2', 'Glutes and back', 'in_person', ['beata'], ['beata-glutes-back'], addDays(monday, -4), '17:00', 60),
      single('today', 'Conditioning', 'in_person', ['adam'], ['adam-conditioning'], now.date, now.time, 60),
      single('group', 'Partner workout', 'group', ['adam', 'beata'], ['adam-conditioning', 'beata-glutes-back'], addDays(today, 4), '09:00', 75, 'Bring a towel; we finish outside if it is dry.'),
      // A solo session the trainer programmes and bills ("Bill this session"); Adam's workout on his own (workouts.ts) is not.
      billed(single('cyril-solo', 'Strength for runners (on your own)', 'solo', ['cyril'], ['cyril-runner'], addDays(today, 2), '07:00', 45)),
      single('adam-technique', 'Technique check: deadlift', 'in_person', ['adam'], [null], addDays(today, 8), '10:00', 45),
    ]);

    await pushAs(s, s.clientUsers.get('adam')!, 'client:adam:sessions', [
      { name: 'series.answer', args: { id: seriesId('adam-strength'), decision: 'approved', baseVersion: 1 } },
      { name: 'session.answer', args: { id: sessionId('today'), decision: 'approved', baseVersion: 1 } },
      { name: 'session.answer', args: { id: sessionId('group'), decision: 'approved', baseVersion: 1 } },
    ]);
    await pushAs(s, s.clientUsers.get('beata')!, 'client:beata:sessions', [
      { name: 'session.answer', args: { id: sessionId('beata-past-1'), decision: 'approved', baseVersion: 1 } },
      { name: 'session.answer', args: { id: sessionId('beata-past-2'), decision: 'approved', baseVersion: 1 } },
    ]);
    await pushAs(s, s.clientUsers.get('cyril')!, 'client:cyril:sessions', [{ name: 'series.answer', args: { id: seriesId('cyril-runner'), decision: 'approved', baseVersion: 1 } }]);

    await pushAs(s, s.trainer, 'trainer:sessions-log', [
      ...pastOccurrences(s, series[0]!, monday, 3),
      ...pastOccurrences(s, series[2]!, monday, 2),
      progress('beata-past-1', 'start'),
      progress('beata-past-1', 'complete'),
      progress('beata-past-2', 'start'),
      progress('beata-past-2', 'complete'),
      now.state === 'upcoming' ? keep('today') : progress('today', 'start'),
      now.state === 'completed' ? progress('today', 'complete') : keep('today'),
    ]);
  },
};

/** The series' sessions in the `weeks` weeks before this one, made concrete and completed (what logging them does). */
function pastOccurrences(s: DemoSeed, x: Series, monday: string, weeks: number): Mutation[] {
  const out: Mutation[] = [];
  for (let w = weeks; w >= 1; w--) {
    for (const day of x.weekdays) {
      const date = addDays(monday, -7 * w + day);
      const id = demoId(`session:${x.key}:past:${w}:${day}`);
      out.push(
        {
          name: 'session.create',
          args: { id, title: x.title, type: 'in_person', clientIds: [s.clientIds.get(x.client)!], planByClient: { [s.clientIds.get(x.client)!]: demoId(`plan:${x.plan}`) }, date, time: x.time, durationMinutes: 60, notes: null, seriesId: demoId(`series:${x.key}`), occurrenceDate: date },
        },
        { name: 'session.progress', args: { id, event: 'start' } },
        { name: 'session.progress', args: { id, event: 'complete' } },
      );
    }
  }
  return out;
}
