import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeThreadCursor, encodeThreadCursor } from './page-cursor';

describe('a thread page cursor', () => {
  it('gives back the message position it was made from, in URL-safe characters', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), fc.uuid(), (at, id) => {
        const cursor = encodeThreadCursor({ writtenAt: at.toISOString(), id });
        expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(decodeThreadCursor(cursor)).toEqual({ writtenAt: at, id });
      }),
    );
  });

  it('is null for anything it did not make', () => {
    for (const bad of ['', 'not a cursor!', encodeThreadCursor({ writtenAt: 'yesterday', id: '0190c3b2-0000-7000-8000-000000000000' }), btoa('2026-01-01T00:00:00Z|no-id')]) {
      expect(decodeThreadCursor(bad)).toBeNull();
    }
  });
});
