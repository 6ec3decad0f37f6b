import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isMutationName, mutationTarget, MUTATIONS, parseMutationArgs } from './registry';

const id = '0190a1b2-0000-7000-8000-000000000001';

describe('mutation registry', () => {
  it('names every mutation of this issue', () => {
    expect(Object.keys(MUTATIONS)).toEqual(expect.arrayContaining(['client.create', 'client.delete', 'client.update', 'weightLog.create', 'weightLog.delete', 'weightLog.update']));
    expect(isMutationName('weightLog.create')).toBe(true);
    expect(isMutationName('toString')).toBe(false);
  });

  it('normalises weight log args so device and server store the same values', () => {
    const a = parseMutationArgs('weightLog.create', { id, weightKg: 70.5, loggedAt: '2025-06-15T14:00:00+02:00', notes: '  after run ' });
    expect(a).toEqual({ id, weightKg: 70.5, loggedAt: '2025-06-15T12:00:00.000Z', notes: 'after run' });
    expect(parseMutationArgs('weightLog.update', { id, notes: '   ' })).toEqual({ id, notes: null });
  });

  it('rejects bad weights, long notes and bad instants with the documented messages', () => {
    const fail = (args: unknown) => {
      const r = MUTATIONS['weightLog.create'].args.safeParse(args);
      return r.success ? null : r.error.issues.map((i) => i.message);
    };
    expect(fail({ id, weightKg: 7, loggedAt: '2025-06-15T12:00:00Z' })).toEqual([MESSAGES.weightInvalid]);
    expect(fail({ id, weightKg: 70, loggedAt: '2025-06-15T12:00:00Z', notes: 'x'.repeat(501) })).toEqual([MESSAGES.notesMax]);
    expect(fail({ id, weightKg: 70, loggedAt: 'yesterday' })).not.toBeNull();
    expect(fail({ id: 'not-a-uuid', weightKg: 70, loggedAt: '2025-06-15T12:00:00Z' })).not.toBeNull();
  });

  it('client.update takes a non-empty subset of known fields', () => {
    expect(parseMutationArgs('client.update', { id, fields: { email: '', age: 30, goal: 'Run a marathon' } })).toEqual({
      id,
      fields: { email: null, age: 30, goal: 'Run a marathon' },
    });
    expect(MUTATIONS['client.update'].args.safeParse({ id, fields: {} }).success).toBe(false);
    expect(MUTATIONS['client.update'].args.safeParse({ id, fields: { trainerId: id } }).success).toBe(false);
    expect(MUTATIONS['client.update'].args.safeParse({ id, fields: { status: 'gone' } }).success).toBe(false);
    expect(MUTATIONS['client.update'].args.safeParse({ id, fields: { name: ' ' } }).error?.issues[0]?.message).toBe(MESSAGES.nameRequired);
  });

  it('points each mutation at the row it changes', () => {
    expect(mutationTarget('weightLog.delete', { id })).toEqual({ table: 'weightLogs', id });
    expect(mutationTarget('client.update', { id, fields: { age: 3 } })).toEqual({ table: 'clients', id });
  });
});
