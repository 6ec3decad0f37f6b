import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import type { TestServer } from '../helpers/server';

/** A device talking the sync protocol to a test server: push named mutations, pull changes. */
export function syncDevice(server: TestServer, token: string) {
  const deviceId = uuidv7();
  let next = 1;
  let cursor: string | null = null;
  const rows = new Map<string, Map<string, Record<string, unknown>>>();
  return {
    deviceId,
    async push(...mutations: { name: string; args: unknown }[]): Promise<MutationResult[]> {
      const res = await server.api('/api/sync/push', {
        token,
        body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: mutations.map((m) => ({ id: next++, name: m.name, args: m.args })) },
      });
      if (res.status !== 200) throw new Error(`push answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { results: MutationResult[] }).results;
    },
    /** Pulls every page since the last pull and applies it to `rows` (what the device would hold). */
    async pull(): Promise<PullResponse['changes']> {
      const all: PullResponse['changes'] = [];
      for (;;) {
        const res = await server.api('/api/sync/pull', { token, body: { deviceId, cursor } });
        if (res.status !== 200) throw new Error(`pull answered ${res.status}: ${await res.text()}`);
        const page = (await res.json()) as PullResponse;
        if (page.reset) rows.clear();
        for (const c of page.changes) {
          let t = rows.get(c.table);
          if (!t) rows.set(c.table, (t = new Map()));
          if (c.op === 'put') t.set(c.row.id, c.row);
          else t.delete(c.row.id);
        }
        all.push(...page.changes);
        cursor = page.cursor;
        if (!page.hasMore) return all;
      }
    },
    table(name: string): Record<string, unknown>[] {
      return [...(rows.get(name)?.values() ?? [])];
    },
  };
}

/** A library exercise id used across tests (tracks reps, weight, effort). */
export const BENCH = 'barbell-bench-press';
