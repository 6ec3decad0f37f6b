import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_COLOURS, clientColours, initialsOf } from './clientColours';

const client = fc.record({ id: fc.uuid(), createdAt: fc.date({ min: new Date('2024-01-01'), max: new Date('2027-01-01'), noInvalidDate: true }).map((d) => d.toISOString()) });
const clients = (max: number) => fc.uniqueArray(client, { selector: (c) => c.id, maxLength: max });

describe('a colour per client', () => {
  it('differs for every client while there are no more clients than colours', () => {
    fc.assert(
      fc.property(clients(CLIENT_COLOURS), (list) => {
        const colours = clientColours(list);
        expect(new Set(colours.values()).size).toBe(list.length);
        for (const c of colours.values()) expect(c >= 0 && c < CLIENT_COLOURS).toBe(true);
      }),
    );
  });

  it('stays when a client is added later, however many there are', () => {
    fc.assert(
      fc.property(clients(30), client, (list, added) => {
        fc.pre(!list.some((c) => c.id === added.id));
        const later = { ...added, createdAt: '2030-01-01T00:00:00.000Z' };
        const before = clientColours(list);
        const after = clientColours([later, ...list]);
        for (const [id, colour] of before) expect(after.get(id)).toBe(colour);
      }),
    );
  });

  it('does not depend on the order the list comes in', () => {
    fc.assert(
      fc.property(clients(20), (list) => {
        expect(clientColours([...list].reverse())).toEqual(clientColours(list));
      }),
    );
  });
});

describe('initials', () => {
  it('are the first and last name', () => {
    expect(initialsOf('Adam Novák')).toBe('AN');
    expect(initialsOf('  Beáta  Kováčová ')).toBe('BK');
    expect(initialsOf('Anna-Marie de la Cruz')).toBe('AC');
    expect(initialsOf('Cher')).toBe('CH');
    expect(initialsOf('čestmír šťastný')).toBe('ČŠ');
    expect(initialsOf('')).toBe('?');
  });
});
