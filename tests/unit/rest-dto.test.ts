import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { WeightLogRow } from '../../domain/weight-logs/entity';
import { restDto, type SnakeCase } from '../../server/http/dto';

const Row = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  weightKg: z.number().describe('Kilograms'),
  setTargets: z.array(z.object({ repsMin: z.number(), weight: z.number().nullable() })),
  recurrence: z.object({ dayOfMonth: z.number().nullable(), endDate: z.string().optional() }).nullable(),
  planByClient: z.record(z.string(), z.string().nullable()),
  data: z.object({ client_name: z.string() }).loose(),
  privateNote: z.string(),
  createdAt: z.string(),
});
type Row = z.infer<typeof Row>;

const row: Row = {
  id: 'r1',
  clientId: null,
  weightKg: 70.5,
  setTargets: [{ repsMin: 8, weight: null }],
  recurrence: { dayOfMonth: 3 },
  planByClient: { someClientId: null },
  data: { client_name: 'Ann', extraKey: 1 },
  privateNote: 'secret',
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('restDto', () => {
  it('snake_cases every key, nested objects too, but not a record’s keys, which are data', () => {
    const dto = restDto(Row);
    expect(Object.keys(dto.schema.shape)).toEqual(['id', 'client_id', 'weight_kg', 'set_targets', 'recurrence', 'plan_by_client', 'data', 'private_note', 'created_at']);
    expect(dto.from(row)).toEqual({
      id: 'r1',
      client_id: null,
      weight_kg: 70.5,
      set_targets: [{ reps_min: 8, weight: null }],
      recurrence: { day_of_month: 3 },
      plan_by_client: { someClientId: null },
      data: { client_name: 'Ann', extraKey: 1 },
      private_note: 'secret',
      created_at: '2026-01-01T00:00:00.000Z',
    });
    expect(dto.from({ ...row, recurrence: null }).recurrence).toBeNull();
    // What the answer says is what its schema documents.
    expect(dto.schema.parse(dto.from(row))).toEqual(dto.from(row));
  });

  it('keeps nullable, optional, array and record types and a field’s description, so the API document is unchanged but for the names', () => {
    const doc = z.toJSONSchema(restDto(Row).schema) as { properties: Record<string, unknown>; required: string[] };
    const rowDoc = z.toJSONSchema(Row) as { properties: Record<string, unknown> };
    expect(doc.properties.weight_kg).toEqual({ type: 'number', description: 'Kilograms' });
    expect(doc.properties.client_id).toEqual(rowDoc.properties.clientId);
    expect(doc.properties.plan_by_client).toEqual(rowDoc.properties.planByClient);
    expect(doc.properties.set_targets).toEqual({
      type: 'array',
      items: { type: 'object', properties: { reps_min: { type: 'number' }, weight: { type: ['number', 'null'] } }, required: ['reps_min', 'weight'], additionalProperties: false },
    });
    expect(JSON.stringify(doc.properties.recurrence)).toContain('"day_of_month"');
    expect(JSON.stringify(doc.properties.recurrence)).toContain('"null"');
    // A nested object already in REST names is the row's own schema (a loose one stays loose).
    expect(restDto(Row).schema.shape.data).toBe(Row.shape.data);
  });

  it('shows a field added to the row with no more code', () => {
    const Grown = Row.extend({ restSeconds: z.number().int() });
    const dto = restDto(Grown);
    expect(dto.schema.shape.rest_seconds).toBe(Grown.shape.restSeconds);
    expect(dto.from({ ...row, restSeconds: 90 }).rest_seconds).toBe(90);
  });

  it('picks, omits, renames and adds or overrides fields, in the schema and the answer alike', () => {
    const dto = restDto(Row, {
      omit: ['privateNote', 'setTargets'],
      rename: { clientId: 'owner_id' },
      add: { recurrence: z.string(), label: z.string(), hint: z.string().optional() },
    });
    const out = dto.from(row, { recurrence: 'monthly', label: 'L' });
    expect(Object.keys(dto.schema.shape)).toEqual(['id', 'owner_id', 'weight_kg', 'recurrence', 'plan_by_client', 'data', 'created_at', 'label', 'hint']);
    expect(out).toEqual({ id: 'r1', owner_id: null, weight_kg: 70.5, plan_by_client: { someClientId: null }, data: row.data, created_at: row.createdAt, recurrence: 'monthly', label: 'L' });
    expect('hint' in out).toBe(false);
    expect('private_note' in out).toBe(false);

    const picked = restDto(Row, { pick: ['id', 'weightKg'] });
    expect(picked.from(row)).toEqual({ id: 'r1', weight_kg: 70.5 });
    expect(() => restDto(Row, { pick: ['nope' as 'id'] })).toThrow(/nope/);
  });

  it('keeps the row’s own names when asked (the clients API answers in them)', () => {
    const dto = restDto(WeightLogRow, { keys: 'row', omit: ['notes'] });
    expect(Object.keys(dto.schema.shape)).toEqual(['id', 'clientId', 'weightKg', 'loggedAt', 'createdAt', 'updatedAt']);
  });

  it('is typed: REST names, the row’s types, and the added fields asked for', () => {
    expectTypeOf<SnakeCase<'amountMinor'>>().toEqualTypeOf<'amount_minor'>();
    const dto = restDto(Row, { omit: ['privateNote'], rename: { clientId: 'owner_id' }, add: { label: z.string() } });
    type Dto = ReturnType<typeof dto.from>;
    expectTypeOf<Dto['owner_id']>().toEqualTypeOf<string | null>();
    expectTypeOf<Dto['set_targets']>().toEqualTypeOf<{ reps_min: number; weight: number | null }[]>();
    expectTypeOf<Dto['recurrence']>().toEqualTypeOf<{ day_of_month: number | null; end_date?: string | undefined } | null>();
    expectTypeOf<Dto['label']>().toEqualTypeOf<string>();
    expectTypeOf<Dto>().not.toHaveProperty('private_note');
    expectTypeOf<Dto>().not.toHaveProperty('clientId');
    expectTypeOf(dto.from).parameter(1).toEqualTypeOf<{ label: string }>();
    // No add: no second argument.
    expectTypeOf(restDto(WeightLogRow).from).parameters.toEqualTypeOf<[row: Pick<WeightLogRow, keyof WeightLogRow>]>();
  });
});
