import type { HabitRow } from './entity';
import type { HabitAddArgs } from './mutations';

/** A habit as habit.add makes it, on the device and on the server alike: no pauses yet, the starter it came from if any. */
export function newHabit(a: HabitAddArgs): Omit<HabitRow, 'createdAt' | 'updatedAt'> {
  return {
    id: a.id,
    clientId: a.clientId,
    name: a.name,
    kind: a.kind,
    unit: a.unit,
    target: a.target,
    schedule: a.schedule,
    startsOn: a.startsOn,
    endsOn: a.endsOn,
    paused: [],
    starterId: a.starterId ?? null,
  };
}
