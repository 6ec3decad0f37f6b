import type { z } from 'zod';

type Stored = Record<string, unknown>;

/** A field whose stored value does not follow the convention, made from the stored row. */
export type RowOverrides<R> = { [K in keyof R]?: (stored: Stored) => R[K] };

/**
 * The mapper from a stored row (Drizzle's select) to the entity's row as
 * devices hold it, made from the declaration's zod row (domain/<area>/entity.ts)
 * instead of written out: each field of the row is the column of the same
 * name, an instant (a Date) as its ISO string, anything else (numbers,
 * strings, jsonb, null) as stored. A field that differs says so in
 * `overrides`. A field the row names and the table lacks fails when the
 * table is bound at start (check below), not at the first pull.
 */
export function rowMapper<R extends { id: string }, T extends object = Stored>(row: z.ZodType<R>, overrides: RowOverrides<R> = {}): (stored: T) => R {
  const fields = fieldsOf(row);
  const over = overrides as Record<string, ((s: Stored) => unknown) | undefined>;
  return (stored) => {
    const s = stored as Stored;
    const out: Stored = {};
    for (const f of fields) {
      const by = over[f];
      const v = by ? by(s) : s[f];
      out[f] = v instanceof Date ? v.toISOString() : v;
    }
    return out as R;
  };
}

/** The fields of a declaration's row, in its order. */
export function fieldsOf(row: z.ZodType): string[] {
  const shape = (row as unknown as { shape?: Record<string, unknown> }).shape;
  if (!shape) throw new Error('rowMapper: an entity row is a z.object');
  return Object.keys(shape);
}

/** The row's fields that a table of these columns lacks and no override makes. */
export function unmappedFields(row: z.ZodType, columns: readonly string[], overrides: object = {}): string[] {
  return fieldsOf(row).filter((f) => !columns.includes(f) && !(f in overrides));
}
