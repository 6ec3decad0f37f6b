import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PaymentRow } from '../../domain/billing/entity';
import { NotificationRow } from '../../domain/notifications/entity';
import { OnboardingRow } from '../../domain/onboarding/entity';
import { WeightLogRow } from '../../domain/weight-logs/entity';
import { StoredExerciseLogRow, StoredSetRow } from '../../domain/workouts/entity';
import { exerciseLogs, exerciseSets, notifications, onboarding, payments, weightLogs } from '../../server/db/schema';
import { toWeightLogRow } from '../../server/areas/weight-logs/row';
import { rowMapper, unmappedFields } from '../../server/replication/row-mapper';

/** The row mapper made from an entity's declaration (server/replication/row-mapper.ts) instead of written out per entity. */
describe('rowMapper', () => {
  const stored = {
    id: 'w1',
    spaceId: 't1',
    clientId: 'c1',
    weightKg: 81.5,
    notes: null,
    loggedAt: new Date('2026-03-01T07:30:00.000Z'),
    createdBy: 'u1',
    createdAt: new Date('2026-03-01T07:31:00.000Z'),
    updatedAt: new Date('2026-03-02T08:00:00.000Z'),
    rev: 7,
    deletedAt: null,
    fieldClocks: {},
  };

  it('sends the declared fields in their order, instants as ISO strings, and nothing the device does not hold', () => {
    const row = toWeightLogRow(stored);
    expect(JSON.stringify(row)).toBe(
      '{"id":"w1","clientId":"c1","weightKg":81.5,"notes":null,"loggedAt":"2026-03-01T07:30:00.000Z","createdAt":"2026-03-01T07:31:00.000Z","updatedAt":"2026-03-02T08:00:00.000Z"}',
    );
    expect(WeightLogRow.parse(row)).toEqual(row);
  });

  it('takes a field that differs from its override', () => {
    const Row = z.object({ id: z.string(), hasAccount: z.boolean(), at: z.string().nullable() });
    const map = rowMapper(Row, { hasAccount: (s) => s.userId !== null });
    expect(map({ id: 'a', userId: null, at: null })).toEqual({ id: 'a', hasAccount: false, at: null });
    expect(map({ id: 'b', userId: 'u', at: new Date(0) })).toEqual({ id: 'b', hasAccount: true, at: '1970-01-01T00:00:00.000Z' });
  });

  it('every entity mapped by convention has a column for each of its fields', () => {
    const mapped = [
      [WeightLogRow, weightLogs],
      [PaymentRow, payments],
      [NotificationRow, notifications],
      [OnboardingRow, onboarding],
      [StoredExerciseLogRow, exerciseLogs],
      [StoredSetRow, exerciseSets],
    ] as const;
    for (const [row, table] of mapped) expect(unmappedFields(row, Object.keys(getTableColumns(table)))).toEqual([]);
    expect(unmappedFields(z.object({ id: z.string(), nowhere: z.string() }), Object.keys(getTableColumns(weightLogs)))).toEqual(['nowhere']);
  });
});
