import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { entityNamed } from '../../domain/entities';
import type { EntityDecl } from '../../domain/protocol/entity';
import { mealPlanMealValues, mealPlanValues, mealValues } from '../../server/areas/meals/row';
import { blockExerciseValues, blockValues, planValues } from '../../server/areas/plans/row';
import { exceptionValues, seriesValues, sessionValues } from '../../server/areas/sessions/row';
import { weightLogs } from '../../server/db/schema';
import type { ServerTable } from '../../server/replication/tables';
import type { Viewer } from '../../server/replication/viewer';
import { fieldsOf, rowMapper, valuesMapper } from '../../server/replication/row-mapper';

/*
 * Every synced entity's server table and row mapper, both ways, against its
 * declaration (domain/<area>/entity.ts): a declared field with no column and
 * no override, or a mapper that loses or changes a field, fails here. The
 * tables are every area's (server/areas/<area>/area.ts), so an entity added
 * later is checked without this file changing.
 */

type Stored = Record<string, unknown>;
const areaModules = import.meta.glob<Record<string, unknown>>('../../server/areas/*/area.ts', { eager: true });
const bound: { decl: EntityDecl; server: ServerTable }[] = [];
for (const mod of Object.values(areaModules)) {
  for (const area of Object.values(mod)) {
    const tables = (area as { tables?: Record<string, ServerTable> } | null)?.tables;
    for (const [name, server] of Object.entries(tables ?? {})) bound.push({ decl: entityNamed(name)!, server });
  }
}

const trainer = { user: { id: '00000000-0000-4000-8000-000000000001', role: 'trainer' }, spaces: [], clientIds: [], key: '' } as unknown as Viewer;
const columnsOf = (t: PgTable) => getTableColumns(t) as Record<string, { dataType: string; notNull: boolean }>;

/** A stored value for a column of this kind (what Drizzle's select gives). */
function columnValue(dataType: string): fc.Arbitrary<unknown> {
  switch (dataType) {
    case 'date':
      return fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true });
    case 'number':
      return fc.integer();
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(fc.uuid(), { maxLength: 2 });
    case 'json':
      return fc.jsonValue({ maxDepth: 1 });
    default:
      return fc.string({ maxLength: 8 });
  }
}

/** A stored row of the table: every column, nullable ones null or not. */
function storedRow(t: PgTable): fc.Arbitrary<Stored> {
  const arbs: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, c] of Object.entries(columnsOf(t))) arbs[key] = c.notNull ? columnValue(c.dataType) : fc.option(columnValue(c.dataType), { nil: null });
  return fc.record(arbs);
}

const INSTANT = fc.date({ min: new Date(0), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());

/** A value of a zod schema's shape (refinements aside: the mappers check no rule, they move values). */
function valueOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  const inner = (k: string) => valueOf(def[k] as z.ZodType);
  switch (def.type) {
    case 'string':
      return def.format === 'uuid' ? fc.uuid() : fc.string({ maxLength: 8 });
    case 'number':
      return fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null });
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined });
    case 'default':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'array':
      return fc.array(inner('element'), { maxLength: 2 });
    case 'record':
      return fc.dictionary(fc.uuid(), inner('valueType'), { maxKeys: 2 });
    case 'object':
      return fc.record(Object.fromEntries(Object.entries(def.shape as Record<string, z.ZodType>).map(([k, v]) => [k, valueOf(v)])));
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(valueOf));
    default:
      throw new Error(`no arbitrary for zod ${def.type}`);
  }
}

/** A device row of the entity: its fields as declared, those stored in a timestamp column as canonical ISO strings. */
function deviceRow(decl: EntityDecl, t: PgTable): fc.Arbitrary<Stored> {
  const shape = (decl.row as unknown as z.ZodObject).shape as Record<string, z.ZodType>;
  const cols = columnsOf(t);
  const arbs: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [f, s] of Object.entries(shape)) {
    const instant = cols[f]?.dataType === 'date';
    arbs[f] = instant ? (s.safeParse(null).success ? fc.option(INSTANT, { nil: null }) : INSTANT) : valueOf(s);
  }
  arbs.id = fc.uuid();
  return fc.record(arbs);
}

/** The inverse each area stores copied rows with; an entity without one is checked against the plain convention. */
const INVERSES: Record<string, (r: never) => Stored> = {
  trainingPlans: planValues,
  planBlocks: blockValues,
  blockExercises: blockExerciseValues,
  sessions: sessionValues,
  series: seriesValues,
  seriesExceptions: exceptionValues,
  mealPlans: mealPlanValues,
  meals: mealValues,
  mealPlanMeals: mealPlanMealValues,
};

/**
 * Fields no command stores from a device row: what the server derives (a
 * client's hasAccount from user_id, amountOwed from billing) and what another
 * command owns (a session's price, session.setPrice). They are left out of
 * the round trip; every other field must come back as it went.
 */
const NOT_FROM_ROW: Record<string, readonly string[]> = { clients: ['hasAccount', 'amountOwed'], sessions: ['priceByClient'] };

function inverseOf(decl: EntityDecl, t: PgTable): (r: Stored) => Stored {
  const own = INVERSES[decl.name];
  if (own) return own as (r: Stored) => Stored;
  const skip = Object.fromEntries((NOT_FROM_ROW[decl.name] ?? []).map((f) => [f, () => ({})]));
  return valuesMapper(decl.row, t, skip) as (r: Stored) => Stored;
}

/** The fields a mapper left undefined: a declared field with neither a column nor an override. */
function missingFields(row: z.ZodType, out: Stored): string[] {
  return fieldsOf(row).filter((f) => out[f] === undefined);
}

describe('every synced entity maps by its declaration', () => {
  it('finds the synced tables of the areas', () => {
    const names = bound.map((b) => b.decl.name);
    for (const n of ['clients', 'weightLogs', 'exercises', 'trainingPlans', 'planBlocks', 'blockExercises', 'sessions', 'series', 'seriesExceptions', 'mealLogs', 'customMeals']) {
      expect(names).toContain(n);
    }
    for (const b of bound) expect(getTableName(b.server.table)).toBe(b.decl.sqlName);
  });

  it('a stored row gives every declared field, and nothing else (a field with no column and no override fails)', () => {
    for (const { decl, server } of bound) {
      fc.assert(
        fc.property(storedRow(server.table), (stored) => {
          const out = server.toRow(stored as never, trainer);
          expect(missingFields(decl.row, out), decl.name).toEqual([]);
          expect(Object.keys(out).filter((k) => !fieldsOf(decl.row).includes(k)), decl.name).toEqual([]);
        }),
        { numRuns: 20 },
      );
    }
  });

  it('the check sees a declared field no column holds', () => {
    const Row = z.object({ id: z.string(), weightKg: z.number(), nowhere: z.string() });
    const stored = { id: 'w', weightKg: 80 };
    expect(missingFields(Row, rowMapper(Row)(stored))).toEqual(['nowhere']);
    expect(missingFields(Row, rowMapper(Row, { nowhere: () => 'made' })(stored))).toEqual([]);
    expect(() => valuesMapper(Row, weightLogs)).toThrow(/weight_logs: no column or override for nowhere/);
  });

  it('a device row to stored values: timestamps as Dates, the id and times left out, an override where the column differs', () => {
    const Row = z.object({ id: z.string(), kg: z.number(), notes: z.string().nullable(), loggedAt: z.string(), createdAt: z.string(), updatedAt: z.string() });
    const toValues = valuesMapper(Row, weightLogs, { kg: (r) => ({ weightKg: r.kg }) });
    const at = '2026-03-01T07:30:00.000Z';
    const row: z.infer<typeof Row> = { id: 'w', kg: 81.5, notes: null, loggedAt: at, createdAt: at, updatedAt: at };
    expect(toValues(row)).toEqual({ weightKg: 81.5, notes: null, loggedAt: new Date(at) });
  });

  it('a device row goes to stored values and comes back the same (row → stored → row)', () => {
    for (const { decl, server } of bound) {
      const toValues = inverseOf(decl, server.table);
      const skipped = NOT_FROM_ROW[decl.name] ?? [];
      fc.assert(
        fc.property(deviceRow(decl, server.table), (row) => {
          const values = toValues(row);
          for (const [k, v] of Object.entries(values)) {
            // Timestamp columns take Dates, never the device's strings.
            if (columnsOf(server.table)[k]?.dataType === 'date' && v !== null) expect(v, `${decl.name}.${k}`).toBeInstanceOf(Date);
          }
          const stored: Stored = {
            userId: null,
            ...values,
            id: row.id,
            createdAt: new Date(row.createdAt as string),
            updatedAt: new Date(row.updatedAt as string),
          };
          const back = server.toRow(stored as never, trainer);
          const keep = (r: Stored) => Object.fromEntries(Object.entries(r).filter(([k]) => !skipped.includes(k)));
          expect(keep(back), decl.name).toEqual(keep(row));
        }),
        { numRuns: 30 },
      );
    }
  });
});
