import type { SyncTableName } from '../../domain/protocol/tables';
import type { ProfileRow } from '../db/types';
import type { LocalTx, Row } from '../local-tx';

/** One thing a mutator did through its LocalTx: a read with what it answered, or a write. */
export type Step =
  | { op: 'get'; table: SyncTableName; id: string; result: Row | undefined }
  | { op: 'getMany'; table: SyncTableName; ids: string[]; result: (Row | undefined)[] }
  | { op: 'idsWhere'; table: SyncTableName; field: string; value: string; result: string[] }
  | { op: 'profile'; result: ProfileRow | undefined }
  | { op: 'put'; table: SyncTableName; rows: Row[]; many: boolean }
  | { op: 'update'; table: SyncTableName; id: string; changes: Record<string, unknown> }
  | { op: 'delete'; table: SyncTableName; id: string };

/**
 * A LocalTx that keeps, in order, what the mutator read (and what each read
 * answered) and wrote. A mutator's writes follow from its args, time and
 * reads alone, so the transaction can apply these steps instead of running
 * the mutator again, once it has checked that each read answers the same
 * there (write/replay.ts). Copies are kept: a mutator may change what it got.
 */
export function recordingTx(tx: LocalTx): { tx: LocalTx; steps: Step[] } {
  const steps: Step[] = [];
  const copy = <T>(v: T): T => structuredClone(v);
  const recorder: LocalTx = {
    now: tx.now,
    hlc: tx.hlc,
    async get<T extends Row>(table: SyncTableName, id: string) {
      const result = await tx.get(table, id);
      steps.push({ op: 'get', table, id, result: copy(result) });
      return result as T | undefined;
    },
    async getMany<T extends Row>(table: SyncTableName, ids: string[]) {
      const result = await tx.getMany(table, ids);
      steps.push({ op: 'getMany', table, ids: [...ids], result: copy(result) });
      return result as (T | undefined)[];
    },
    async idsWhere(table, field, value) {
      const result = await tx.idsWhere(table, field, value);
      steps.push({ op: 'idsWhere', table, field, value, result: [...result] });
      return result;
    },
    async profile() {
      const result = await tx.profile();
      steps.push({ op: 'profile', result: copy(result) });
      return result;
    },
    async put(table, row) {
      steps.push({ op: 'put', table, rows: [copy(row)], many: false });
      await tx.put(table, row);
    },
    async putMany(table, rows) {
      steps.push({ op: 'put', table, rows: copy(rows), many: true });
      await tx.putMany(table, rows);
    },
    async update(table, id, changes) {
      steps.push({ op: 'update', table, id, changes: copy(changes) });
      await tx.update(table, id, changes);
    },
    async delete(table, id) {
      steps.push({ op: 'delete', table, id });
      await tx.delete(table, id);
    },
  };
  return { tx: recorder, steps };
}
