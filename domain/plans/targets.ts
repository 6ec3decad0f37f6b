import { setTargetsSchemaFor, type SetTarget, type TrackingField } from '../exercises/tracking';
import { SETS_MAX } from './blocks';
import { PLAN_MESSAGES } from './messages';

/**
 * Per-set targets of a block exercise (docs/rules/plans.md "Set targets"). The list has one
 * entry per set; each entry holds only the exercise's tracking fields.
 */

/**
 * Field errors of a block exercise's sets and targets for an exercise that
 * tracks `fields`, keyed like the API's 422 body ('setTargets.1.weight');
 * null when they are valid.
 */
export function setTargetsErrors(fields: readonly TrackingField[], sets: number, setTargets: readonly SetTarget[]): Record<string, string[]> | null {
  const errors: Record<string, string[]> = {};
  if (setTargets.length !== sets) errors.setTargets = [PLAN_MESSAGES.setTargetsCount];
  const parsed = setTargetsSchemaFor(fields).safeParse(setTargets);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = ['setTargets', ...issue.path.map(String)].join('.');
      (errors[key] ||= []).includes(issue.message) || errors[key]!.push(issue.message);
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** Targets without empty values (null or undefined): what is stored. */
export function compactTarget(target: SetTarget): SetTarget {
  const out: SetTarget = {};
  for (const [k, v] of Object.entries(target) as [keyof SetTarget, number | null | undefined][]) if (v !== null && v !== undefined) out[k] = v;
  return out;
}

/** "Add set": the new set copies the last set's targets (or starts empty). */
export function addSet(setTargets: readonly SetTarget[]): SetTarget[] {
  const last = setTargets[setTargets.length - 1];
  return [...setTargets.map((t) => ({ ...t })), last ? { ...last } : {}];
}

/** Removes one set (never the last one left). */
export function removeSet(setTargets: readonly SetTarget[], index: number): SetTarget[] {
  if (setTargets.length <= 1) return setTargets.map((t) => ({ ...t }));
  return setTargets.filter((_, i) => i !== index).map((t) => ({ ...t }));
}

/** Sets one target of one set; null or NaN clears it. */
export function withTarget(setTargets: readonly SetTarget[], index: number, field: TrackingField, value: number | null): SetTarget[] {
  return setTargets.map((t, i) => {
    if (i !== index) return { ...t };
    const next: SetTarget = { ...t };
    if (value === null || Number.isNaN(value)) delete next[field];
    else next[field] = value;
    return next;
  });
}

/** Targets for `sets` sets: pads by copying the last set, or cuts the tail. */
export function resizeTargets(setTargets: readonly SetTarget[], sets: number): SetTarget[] {
  let out = setTargets.slice(0, sets).map((t) => ({ ...t }));
  while (out.length < sets) out = addSet(out);
  return out;
}

/**
 * One change of a block exercise's sets, as the editor makes it: a target of one set, a set added (a copy of the
 * last) or one removed. The change names what it changes and is applied to the row as it is when it runs (on the
 * device, then on the server), never carried as the whole list: a list made from the row the screen last showed
 * lost a value typed just before whose write had not shown yet, and a second device's edit of another set.
 */
export type SetEdit = { kind: 'target'; set: number; field: TrackingField; value: number | null } | { kind: 'add' } | { kind: 'remove'; set: number };

/** The targets after `edit`, or the message and field (of the edit) of why it cannot apply. */
export function applySetEdit(setTargets: readonly SetTarget[], edit: SetEdit): { setTargets: SetTarget[] } | { error: string; path: string } {
  switch (edit.kind) {
    case 'add':
      if (setTargets.length >= SETS_MAX) return { error: PLAN_MESSAGES.setsInvalid, path: 'kind' };
      return { setTargets: addSet(setTargets) };
    case 'remove':
      if (edit.set >= setTargets.length) return { error: PLAN_MESSAGES.setMissing, path: 'set' };
      return { setTargets: removeSet(setTargets, edit.set) };
    case 'target':
      if (edit.set >= setTargets.length) return { error: PLAN_MESSAGES.setMissing, path: 'set' };
      return { setTargets: withTarget(setTargets, edit.set, edit.field, edit.value) };
  }
}
