import { describe, expect, it } from 'vitest';
import type { RejectedMutation } from '../../../replica/db/types';
import { attentionItem } from './attention';

const base: RejectedMutation = {
  mutationId: 4,
  name: 'weightLog.update',
  args: { id: 'w1', weightKg: 71.2 },
  error: { code: 'not_found', message: 'Not found.' },
  createdAt: '2025-06-01T08:00:00.000Z',
  target: { table: 'weightLogs', id: 'w1' },
};

describe('attentionItem', () => {
  it('says the server state is not known before the next pull', () => {
    expect(attentionItem(base)).toMatchObject({ what: 'weightLogUpdate', server: { kind: 'unknown' }, error: { code: 'not_found', message: 'Not found.' } });
  });
  it('says the row is gone when the server has none', () => {
    expect(attentionItem({ ...base, serverRow: null }).server).toEqual({ kind: 'gone' });
  });
  it("shows the server's weight when it still has the row", () => {
    const serverRow = { id: 'w1', clientId: 'c', weightKg: 70, notes: null, loggedAt: '2025-05-30T07:00:00.000Z' };
    expect(attentionItem({ ...base, serverRow }).server).toEqual({ kind: 'weight', facts: { weightKg: 70, loggedAt: '2025-05-30T07:00:00.000Z' } });
  });
  it('describes a refused new weight by its value', () => {
    const r = { ...base, name: 'weightLog.create', args: { id: 'w2', weightKg: 69.5, loggedAt: '2025-06-02T06:00:00.000Z' } };
    expect(attentionItem(r)).toMatchObject({ what: 'weightLogCreate', mine: { weightKg: 69.5, loggedAt: '2025-06-02T06:00:00.000Z' } });
  });
  it('falls back to a generic description for other rows and names', () => {
    const r: RejectedMutation = { ...base, name: 'client.update', target: { table: 'clients', id: 'c1' }, serverRow: { id: 'c1', name: 'Ann' } };
    expect(attentionItem(r)).toMatchObject({ what: 'clientUpdate', mine: null, server: { kind: 'other' } });
    expect(attentionItem({ ...base, name: 'plan.rename' }).what).toBe('other');
  });
});

describe('session answers', () => {
  const refused = (name: string, args: unknown): RejectedMutation => ({
    ...base,
    name,
    args,
    error: { code: 'session_changed', message: 'The trainer changed this session since you saw it. Please answer again.' },
  });
  it('names the answer and links to the schedule to answer again', () => {
    expect(attentionItem(refused('session.answer', { id: 's1', decision: 'approved', baseVersion: 1 }))).toMatchObject({
      what: 'sessionAnswer',
      schedulePath: '/client/schedule?openApproval=1&sessionId=s1',
    });
    expect(attentionItem(refused('series.answer', { id: 'r1' })).schedulePath).toBe('/client/schedule?openApproval=1&seriesId=r1');
    expect(attentionItem(refused('occurrence.answer', { seriesId: 'r1', occurrenceDate: '2025-06-02', exceptionId: 'e1' }))).toMatchObject({
      what: 'occurrenceAnswer',
      schedulePath: '/client/schedule?openApproval=1&seriesId=r1&exceptionDate=2025-06-02&exceptionId=e1',
    });
    expect(attentionItem(base).schedulePath).toBeNull();
  });
});
