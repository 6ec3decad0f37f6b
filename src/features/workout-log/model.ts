import type { SetTarget, TrackingField } from '../../../domain/exercises/tracking';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import { previousColumn } from '../../../domain/workouts/previous';
import { newRecords, recordSetIds } from '../../../domain/workouts/records';
import { emptySetValues, type ExerciseLogRow, type SetRow, type SetValues } from '../../../domain/workouts/rows';
import { exerciseRest } from '../../../domain/workouts/rest-timer';
import { blockSteps, nextStep, restAfter, type BlockStep, type DoneStep } from '../../../domain/workouts/superset';

/*
 * The logging screen as a pure function of what the device holds: the plan
 * (blocks, block exercises with per-set targets), the session's exercise logs
 * and sets (Dexie), the client's earlier sets (the "previous" column) and a
 * little screen state that writes nothing until a set is done (exercises
 * picked from the library, extra empty rows). Everything a reload must keep
 * lives in the rows; the screen state only holds what nothing was logged for.
 */

export interface PlanInput {
  blocks: readonly PlanBlockRow[];
  /** Block exercises by block id, each list in order. */
  items: ReadonlyMap<string, readonly BlockExerciseRow[]>;
}

/** An exercise added from the library on this screen, nothing logged for it yet. */
export interface DraftEntry {
  key: string;
  exerciseId: string;
}

/** A set of an earlier session, with the exercise of its log. */
export type HistorySet = SetRow & { exerciseId: string };

export interface LogModelInput {
  plan: PlanInput | null;
  /** The session's logs of this client. */
  logs: readonly ExerciseLogRow[];
  /** The sets of those logs. */
  sets: readonly SetRow[];
  drafts?: readonly DraftEntry[];
  /** Entry key → rows added (positive) or removed (negative) on screen beyond the planned ones. */
  extraRows?: Readonly<Record<string, number>>;
  /** The client's sets of other sessions (any exercise). */
  history?: readonly HistorySet[];
  sessionId: string | null;
}

export interface BlockInfo {
  id: string;
  /** 0-based position in the plan. */
  index: number;
  superset: boolean;
  name: string | null;
  rounds: number;
  restSeconds: number | null;
}

export interface SetRowModel {
  /** The set's order within its exercise log (0-based); shown as order + 1. */
  order: number;
  /** The plan's target for this set, when planned. */
  target: SetTarget | null;
  /** The stored set, once it was touched. */
  set: SetRow | null;
  done: boolean;
  /** What the row shows and what "done" logs when nothing was edited. */
  values: SetValues;
  /** The previous session's set at this position. */
  previous: SetRow | null;
  /** 0-based round of a superset (the step), null outside plan blocks. */
  round: number | null;
  /** A done set that beats the client's earlier sets of the exercise (a new record: e1RM, heaviest, reps at a weight). */
  record?: boolean;
}

export type EntryKind = 'plan' | 'added' | 'draft';

export interface EntryModel {
  /** Block exercise id (plan), log id (added) or draft key. */
  key: string;
  kind: EntryKind;
  block: BlockInfo | null;
  blockExerciseId: string | null;
  /** Letter within a superset (A, B, ...), null otherwise. */
  letter: string | null;
  /** The exercise done: the plan's, or the one swapped in (the log's). */
  exerciseId: string;
  plannedExerciseId: string | null;
  /** The log's order, or the order its log will get. */
  order: number;
  log: ExerciseLogRow | null;
  rows: SetRowModel[];
  doneCount: number;
}

export interface NextAction {
  entryKey: string;
  order: number;
  /** The exercise after this one in a superset round (the "then" of what's next), if any. */
  thenEntryKey: string | null;
}

export interface LogModel {
  entries: EntryModel[];
  next: NextAction | null;
  setsDone: number;
  setsTotal: number;
  /** Some set is done. */
  started: boolean;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A plan target as the values of a set (only numbers; the set row fields). */
export function targetValues(target: SetTarget | null | undefined, fields?: readonly TrackingField[]): SetValues {
  const v = emptySetValues();
  if (!target) return v;
  const keep = (f: TrackingField) => !fields || fields.includes(f);
  if (keep('reps')) v.reps = target.reps ?? null;
  if (keep('weight')) v.weightKg = target.weight ?? null;
  if (keep('duration')) v.durationSeconds = target.duration ?? null;
  if (keep('distance')) v.distanceMeters = target.distance ?? null;
  if (keep('effort')) v.rpe = target.effort ?? null;
  if (keep('assistance')) v.assistance = target.assistance ?? null;
  return v;
}

export function valuesOf(set: SetRow): SetValues {
  return {
    reps: set.reps,
    weightKg: set.weightKg,
    durationSeconds: set.durationSeconds,
    distanceMeters: set.distanceMeters,
    rpe: set.rpe,
    assistance: set.assistance,
  };
}

const byOrder = <T extends { order: number; id?: string }>(a: T, b: T) => a.order - b.order || ((a.id ?? '') < (b.id ?? '') ? -1 : 1);

interface PlanSlot {
  item: BlockExerciseRow;
  block: BlockInfo;
  letter: string | null;
  flatIndex: number;
  steps: BlockStep[];
}

function planSlots(plan: PlanInput | null): { slots: PlanSlot[]; stepsByBlock: Map<string, BlockStep[]> } {
  const slots: PlanSlot[] = [];
  const stepsByBlock = new Map<string, BlockStep[]>();
  if (!plan) return { slots, stepsByBlock };
  plan.blocks.forEach((b, index) => {
    const items = plan.items.get(b.id) ?? [];
    const superset = b.type === 'superset';
    const block: BlockInfo = { id: b.id, index, superset, name: b.name, rounds: b.rounds, restSeconds: b.restSeconds };
    const steps = blockSteps(b.rounds, items.map((i) => ({ id: i.id, sets: Math.max(1, i.sets) })));
    stepsByBlock.set(b.id, steps);
    items.forEach((item, i) => {
      slots.push({ item, block, letter: superset ? LETTERS[i % 26]! : null, flatIndex: slots.length, steps: steps.filter((s) => s.blockExerciseId === item.id) });
    });
  });
  return { slots, stepsByBlock };
}

/** Pairs the plan's block exercises with the session's logs: same block and order first, then same block and exercise. */
function matchLogs(slots: readonly PlanSlot[], logs: readonly ExerciseLogRow[]): { bySlot: Map<string, ExerciseLogRow>; rest: ExerciseLogRow[] } {
  const bySlot = new Map<string, ExerciseLogRow>();
  const used = new Set<string>();
  const sorted = [...logs].sort(byOrder);
  for (const s of slots) {
    const log = sorted.find((l) => !used.has(l.id) && l.blockId === s.block.id && l.order === s.flatIndex);
    if (log) {
      bySlot.set(s.item.id, log);
      used.add(log.id);
    }
  }
  for (const s of slots) {
    if (bySlot.has(s.item.id)) continue;
    const log = sorted.find((l) => !used.has(l.id) && l.blockId === s.block.id && l.exerciseId === s.item.exerciseId);
    if (log) {
      bySlot.set(s.item.id, log);
      used.add(log.id);
    }
  }
  return { bySlot, rest: sorted.filter((l) => !used.has(l.id)) };
}

function buildRows(opts: {
  planned: number;
  extra: number;
  targetAt: (order: number) => SetTarget | null;
  roundAt: (order: number) => number | null;
  sets: readonly SetRow[];
  previous: (count: number) => (SetRow | null)[];
  minRows: number;
}): SetRowModel[] {
  const stored = new Map<number, SetRow>();
  for (const s of [...opts.sets].sort(byOrder)) if (!stored.has(s.order)) stored.set(s.order, s);
  const maxStored = Math.max(-1, ...stored.keys());
  const count = Math.max(Math.max(opts.planned, opts.minRows) + opts.extra, maxStored + 1, 1);
  const previous = opts.previous(count);
  const rows: SetRowModel[] = [];
  for (let order = 0; order < count; order++) {
    const set = stored.get(order) ?? null;
    const target = order < opts.planned ? opts.targetAt(order) : null;
    const carried = rows[order - 1]?.values;
    const prev = previous[order] ?? null;
    // Prefilled so a set that goes as planned is one tap: the plan's target, else what was done last time, else the row above.
    const values = set ? valuesOf(set) : target ? targetValues(target) : prev ? valuesOf(prev) : carried ? { ...carried } : emptySetValues();
    rows.push({ order, target, set, done: !!set?.completedAt, values, previous: prev, round: opts.roundAt(order) });
  }
  return rows;
}

export function logModel(input: LogModelInput): LogModel {
  const { slots, stepsByBlock } = planSlots(input.plan);
  const { bySlot, rest } = matchLogs(slots, input.logs);
  const setsByLog = new Map<string, SetRow[]>();
  for (const s of input.sets) {
    const list = setsByLog.get(s.exerciseLogId);
    if (list) list.push(s);
    else setsByLog.set(s.exerciseLogId, [s]);
  }
  const byExercise = new Map<string, HistorySet[]>();
  for (const h of input.history ?? []) {
    const list = byExercise.get(h.exerciseId);
    if (list) list.push(h);
    else byExercise.set(h.exerciseId, [h]);
  }
  const historyOf = (exerciseId: string) => byExercise.get(exerciseId) ?? [];
  const prevFor = (exerciseId: string) => (count: number) => previousColumn(historyOf(exerciseId), count, { excludeSessionId: input.sessionId ?? undefined });
  const extra = input.extraRows ?? {};

  const entries: EntryModel[] = [];
  for (const s of slots) {
    const log = bySlot.get(s.item.id) ?? null;
    const exerciseId = log?.exerciseId ?? s.item.exerciseId;
    const rows = buildRows({
      planned: s.steps.length,
      extra: extra[s.item.id] ?? 0,
      targetAt: (order) => s.item.setTargets[s.steps[order]?.targetIndex ?? order] ?? s.item.setTargets[s.item.setTargets.length - 1] ?? null,
      roundAt: (order) => (s.block.superset ? (s.steps[order]?.round ?? null) : null),
      sets: log ? (setsByLog.get(log.id) ?? []) : [],
      previous: prevFor(exerciseId),
      minRows: 1,
    });
    entries.push({
      key: s.item.id,
      kind: 'plan',
      block: s.block,
      blockExerciseId: s.item.id,
      letter: s.letter,
      exerciseId,
      plannedExerciseId: s.item.exerciseId,
      order: log?.order ?? s.flatIndex,
      log,
      rows,
      doneCount: rows.filter((r) => r.done).length,
    });
  }
  let nextOrder = Math.max(slots.length, ...input.logs.map((l) => l.order + 1));
  for (const log of rest) {
    const rows = buildRows({
      planned: 0,
      extra: extra[log.id] ?? 0,
      targetAt: () => null,
      roundAt: () => null,
      sets: setsByLog.get(log.id) ?? [],
      previous: prevFor(log.exerciseId),
      minRows: 1,
    });
    entries.push({ key: log.id, kind: 'added', block: null, blockExerciseId: null, letter: null, exerciseId: log.exerciseId, plannedExerciseId: null, order: log.order, log, rows, doneCount: rows.filter((r) => r.done).length });
  }
  for (const d of input.drafts ?? []) {
    const rows = buildRows({ planned: 0, extra: extra[d.key] ?? 0, targetAt: () => null, roundAt: () => null, sets: [], previous: prevFor(d.exerciseId), minRows: 1 });
    entries.push({ key: d.key, kind: 'draft', block: null, blockExerciseId: null, letter: null, exerciseId: d.exerciseId, plannedExerciseId: null, order: nextOrder++, log: null, rows, doneCount: 0 });
  }

  for (const e of entries) {
    const done = e.rows.flatMap((r) => (r.set && r.done ? [r.set] : []));
    if (!done.length) continue;
    const ids = recordSetIds(newRecords(done, historyOf(e.exerciseId)));
    for (const r of e.rows) if (r.set && ids.has(r.set.id)) r.record = true;
  }
  const setsDone = entries.reduce((n, e) => n + e.doneCount, 0);
  const setsTotal = entries.reduce((n, e) => n + e.rows.length, 0);
  return { entries, next: nextAction(entries, stepsByBlock, input.sets), setsDone, setsTotal, started: setsDone > 0 };
}

/** Done steps of a block, by block exercise and set order. */
function doneSteps(entries: readonly EntryModel[], blockId: string): DoneStep[] {
  const out: DoneStep[] = [];
  for (const e of entries) {
    if (e.block?.id !== blockId || !e.blockExerciseId) continue;
    for (const r of e.rows) if (r.done) out.push({ blockExerciseId: e.blockExerciseId, setIndex: r.order });
  }
  return out;
}

/**
 * What is next: after the set done last, the next step of its block (a
 * superset alternates its exercises), else the first row not done in screen
 * order; rows beyond the plan's steps count once the block's steps are done.
 */
export function nextAction(entries: readonly EntryModel[], stepsByBlock: ReadonlyMap<string, readonly BlockStep[]>, sets: readonly SetRow[]): NextAction | null {
  const byBlockExercise = new Map(entries.filter((e) => e.blockExerciseId).map((e) => [e.blockExerciseId!, e]));
  const firstUndone = (e: EntryModel) => e.rows.find((r) => !r.done) ?? null;
  const withThen = (entryKey: string, order: number, blockId: string | null, step: BlockStep | null): NextAction => {
    let thenEntryKey: string | null = null;
    if (blockId && step) {
      const steps = stepsByBlock.get(blockId) ?? [];
      const after = nextStep(steps, [...doneSteps(entries, blockId), { blockExerciseId: step.blockExerciseId, setIndex: step.setIndex }]);
      const then = after ? byBlockExercise.get(after.blockExerciseId) : null;
      if (then && then.key !== entryKey && after!.round === step.round) thenEntryKey = then.key;
    }
    return { entryKey, order, thenEntryKey };
  };
  const inBlock = (blockId: string, after?: DoneStep): NextAction | null => {
    const steps = stepsByBlock.get(blockId) ?? [];
    const step = nextStep(steps, doneSteps(entries, blockId), after);
    if (step) {
      const e = byBlockExercise.get(step.blockExerciseId);
      if (e && !e.rows[step.setIndex]?.done) return withThen(e.key, step.setIndex, blockId, step);
    }
    // Steps done: extra rows of the block's exercises.
    for (const e of entries) {
      if (e.block?.id !== blockId) continue;
      const r = firstUndone(e);
      if (r) return { entryKey: e.key, order: r.order, thenEntryKey: null };
    }
    return null;
  };

  const last = [...sets].filter((s) => s.completedAt).sort((a, b) => (a.completedAt! < b.completedAt! ? 1 : a.completedAt! > b.completedAt! ? -1 : 0))[0];
  if (last) {
    const e = entries.find((x) => x.log?.id === last.exerciseLogId);
    if (e?.block && e.blockExerciseId) {
      const found = inBlock(e.block.id, { blockExerciseId: e.blockExerciseId, setIndex: last.order });
      if (found) return found;
    } else if (e) {
      const r = firstUndone(e);
      if (r) return { entryKey: e.key, order: r.order, thenEntryKey: null };
    }
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (e.block) {
      if (seen.has(e.block.id)) continue;
      seen.add(e.block.id);
      const found = inBlock(e.block.id);
      if (found) return found;
      continue;
    }
    const r = firstUndone(e);
    if (r) return { entryKey: e.key, order: r.order, thenEntryKey: null };
  }
  return null;
}

/**
 * The rest of an entry (exerciseRest): its block's when the plan sets one,
 * else `own`, the exercise's own (the rest last taken after it, else the
 * user's default).
 */
export function entryRest(entry: EntryModel, own: number): number {
  return exerciseRest(entry.block?.restSeconds, own, own);
}

/**
 * Seconds of rest after `order` of an entry: the entry's rest (entryRest),
 * none inside a superset round (its exercises go back to back).
 */
export function restAfterSet(entry: EntryModel, order: number, stepsByBlock: ReadonlyMap<string, readonly BlockStep[]> | undefined, own: number): number {
  const rest = entryRest(entry, own);
  if (!entry.block?.superset) return rest;
  const steps = stepsByBlock?.get(entry.block.id);
  const step = steps?.find((s) => s.blockExerciseId === entry.blockExerciseId && s.setIndex === order);
  // Past the plan's steps: rest like the end of a round.
  return step ? restAfter(step, rest) : rest;
}

/** The steps of each plan block (for restAfterSet). */
export function planSteps(plan: PlanInput | null): Map<string, BlockStep[]> {
  return planSlots(plan).stepsByBlock;
}
