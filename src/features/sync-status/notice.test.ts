import { describe, expect, it } from 'vitest';
import { noticeValue } from './notice';

describe('noticeValue', () => {
  it('shows numbers and instants in the language, and nothing as empty', () => {
    expect(noticeValue(71.5, 'sk')).toEqual({ kind: 'text', text: '71,5' });
    expect(noticeValue(71.5, 'en')).toEqual({ kind: 'text', text: '71.5' });
    expect(noticeValue(null, 'en')).toEqual({ kind: 'empty' });
    expect(noticeValue('', 'en')).toEqual({ kind: 'empty' });
    expect(noticeValue('Left knee', 'cz')).toEqual({ kind: 'text', text: 'Left knee' });
    expect(noticeValue('2025-06-01T08:00:00.000Z', 'en')).toMatchObject({ kind: 'text' });
    expect((noticeValue('2025-06-01T08:00:00.000Z', 'en') as { text: string }).text).toContain('2025');
    expect(noticeValue(['reps', 'weight'], 'en')).toEqual({ kind: 'text', text: 'reps, weight' });
  });
});
