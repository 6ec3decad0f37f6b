import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
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
 * `overrides`. A field the row names and the table lacks fails the unit test
 * of every entity's mapper (tests/unit/row-mapper-entities.test.ts), and
 * valuesMapper's check at start.
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

/** A field stored otherwise than as the column of its name: the stored values it makes ({} when a command never writes it from a row). */
export type ValueOverrides<R> = { [K in keyof R]?: (row: Omit<R, 'createdAt' | 'updatedAt'>) => Stored };

/** What the server makes itself, never copied from a device's row: the id goes in by its own name, the times are the database's. */
const SERVER_MADE: readonly string[] = ['id', 'createdAt', 'updatedAt'];

/** The columns a row's values leave to the command: the key, the space and writer, and the sync bookkeeping. */
type NotFromRow = 'id' | 'spaceId' | 'createdBy' | 'createdAt' | 'updatedAt' | 'rev' | 'deletedAt' | 'fieldClocks';

/** The values a command stores from a device row of table T (besides the columns in `Omitted`, which it sets itself). */
export type StoredValues<T extends PgTable, Omitted extends string = never> = Omit<T['$inferInsert'], NotFromRow | Omitted>;

/**
 * The other direction: a device row (the declaration's zod row) to the values
 * a command inserts or sets, so a command copying a whole row does not write
 * it out field by field. Each field goes to the column of its name, an ISO
 * string to a Date where the column is a timestamp, anything else as it is;
 * `overrides` say where a field is stored otherwise. The id and the row's
 * times are left out (the command names the id, the database stamps the
 * times). A field with neither a column nor an override fails here, when the
 * area's module loads at start.
 */
export function valuesMapper<R extends { id: string }, V extends object = Stored>(
  row: z.ZodType<R>,
  table: PgTable,
  overrides: ValueOverrides<R> = {},
): (r: Omit<R, 'createdAt' | 'updatedAt'>) => V {
  const columns = getTableColumns(table) as Record<string, { dataType: string }>;
  const missing = unmappedFields(row, Object.keys(columns), overrides);
  if (missing.length) throw new Error(`${getTableName(table)}: no column or override for ${missing.join(', ')}`);
  const over = overrides as Record<string, ((r: Stored) => Stored) | undefined>;
  const fields = fieldsOf(row).filter((f) => !SERVER_MADE.includes(f));
  const instants = new Set(fields.filter((f) => !over[f] && columns[f]!.dataType === 'date'));
  return (r) => {
    const d = r as unknown as Stored;
    const out: Stored = {};
    for (const f of fields) {
      const by = over[f];
      if (by) Object.assign(out, by(d));
      else out[f] = instants.has(f) && typeof d[f] === 'string' ? new Date(d[f] as string) : d[f];
    }
    return out as V;
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
