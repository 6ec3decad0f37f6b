import { describe, expect, it } from 'vitest';
import { progressAfter } from './progress';

describe('session progress', () => {
  it('moves forward one step at a time', () => {
    expect(progressAfter('not_started', 'start')).toEqual({ ok: true, status: 'in_progress', changed: true });
    expect(progressAfter('in_progress', 'complete')).toEqual({ ok: true, status: 'completed', changed: true });
  });

  it('takes a repeated step as done, refuses skipping or going back', () => {
    expect(progressAfter('in_progress', 'start')).toEqual({ ok: true, status: 'in_progress', changed: false });
    expect(progressAfter('completed', 'complete')).toEqual({ ok: true, status: 'completed', changed: false });
    expect(progressAfter('not_started', 'complete')).toEqual({ ok: false, code: 'invalid_transition' });
    expect(progressAfter('completed', 'start')).toEqual({ ok: false, code: 'invalid_transition' });
  });
});
