import { setTargetSchemaFor, type TrackingField } from '../../../domain/exercises/tracking';
import type { BlockExerciseRow } from '../../../domain/plans/rows';
import type { SetEdit } from '../../../domain/plans/targets';
import type { LocalWrite } from '../../db';
import { parseTarget } from './targetInput';

/**
 * What typing `draft` into one cell of a set table changes: that cell only (blockExercise.editSets), never the
 * whole list made from the targets the table shows, which may not show yet the cell typed a moment before.
 * Checked by the field's rule and the exercise's tracking fields; an invalid value gives the message to show
 * ('' for text that does not read as a number).
 */
export function cellEdit(fields: readonly TrackingField[], set: number, field: TrackingField, draft: string): { edit: SetEdit } | { error: string } {
  const value = parseTarget(draft);
  if (value === 'invalid') return { error: '' };
  const check = setTargetSchemaFor(fields).safeParse({ [field]: value });
  if (!check.success) return { error: check.error.issues[0]?.message ?? '' };
  return { edit: { kind: 'target', set, field, value } };
}

/** The write of one set edit of a block exercise (the row as the screen shows it gives only its id: see cellEdit). */
export function setsWrite(item: Pick<BlockExerciseRow, 'id'>, edit: SetEdit): LocalWrite<'blockExercise.editSets'> {
  return { name: 'blockExercise.editSets', args: { id: item.id, edit } };
}
