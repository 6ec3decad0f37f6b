import equal from 'fast-deep-equal';
import type { LocalTx } from '../local-tx';
import type { Step } from './record';

/** A read answered otherwise in the transaction than in memory: the write runs its mutator there instead. */
export class StaleRead extends Error {
  /** The read that answered otherwise. */
  readonly op: Step['op'];
  constructor(op: Step['op']) {
    super('a row the mutator read changed before its transaction');
    this.name = 'StaleRead';
    this.op = op;
  }
}

/**
 * Applies a mutator's recorded steps (write/record.ts) inside the
 * transaction, reading again at each read and comparing: while every read
 * answers as it did in memory, the writes are exactly those the mutator
 * would make here. A read that differs (a pull committed since the screen
 * read the row, a row no screen had) throws StaleRead.
 */
export async function replaySteps(tx: LocalTx, steps: readonly Step[]): Promise<void> {
  const same = (op: Step['op'], a: unknown, b: unknown) => {
    if (!equal(a, b)) throw new StaleRead(op);
  };
  for (const s of steps) {
    switch (s.op) {
      case 'get':
        same(s.op, await tx.get(s.table, s.id), s.result);
        break;
      case 'getMany':
        same(s.op, await tx.getMany(s.table, s.ids), s.result);
        break;
      case 'idsWhere':
        same(s.op, await tx.idsWhere(s.table, s.field, s.value), s.result);
        break;
      case 'profile':
        same(s.op, await tx.profile(), s.result);
        break;
      case 'put':
        await (s.many ? tx.putMany(s.table, s.rows) : tx.put(s.table, s.rows[0]!));
        break;
      case 'update':
        await tx.update(s.table, s.id, s.changes);
        break;
      case 'delete':
        await tx.delete(s.table, s.id);
        break;
    }
  }
}
