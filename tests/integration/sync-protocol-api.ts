import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { expect } from 'vitest';
import { PROTOCOL_VERSION, type Change, type MutationResult, type PullResponse } from '../../domain/protocol/protocol';
import { clients, spaces, syncDevices, syncMutationErrors, weightLogs } from '../../server/db/schema';
import type { TestServer } from '../helpers/server';
import type { Actor } from './sync-fixtures';

export type Mutation = { id: number; name: string; args: unknown };

/** The sync endpoints as the protocol tests call them (sync-protocol-*.test.ts), on the test server a file started (beforeAll, hence the getter). */
export function syncApi(server: () => TestServer) {
  const db = () => server().ctx.db;
  const push = (who: Actor, deviceId: string, mutations: Mutation[], protocolVersion = PROTOCOL_VERSION) =>
    server().api('/api/sync/push', { token: who.token, body: { protocolVersion, deviceId, mutations } });
  const pushOk = async (who: Actor, deviceId: string, mutations: Mutation[]) => {
    const res = await push(who, deviceId, mutations);
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results;
  };
  const pull = async (who: Actor, deviceId: string, cursor: string | null): Promise<PullResponse> => {
    const res = await server().api('/api/sync/pull', { token: who.token, body: { deviceId, cursor } });
    expect(res.status).toBe(200);
    return (await res.json()) as PullResponse;
  };
  /** Pulls every page; returns the final cursor and all changes. */
  const pullAll = async (who: Actor, deviceId: string, cursor: string | null) => {
    const changes: Change[] = [];
    let reset = false;
    for (;;) {
      const page = await pull(who, deviceId, cursor);
      reset ||= !!page.reset;
      changes.push(...page.changes);
      cursor = page.cursor;
      if (!page.hasMore) return { cursor, changes, reset, lastMutationId: page.lastMutationId };
    }
  };
  const create = (id: number, clientId: string, extra: Record<string, unknown> = {}): Mutation => ({
    id,
    name: 'weightLog.create',
    args: { id: uuidv7(), clientId, weightKg: 50 + (id % 100), loggedAt: new Date().toISOString(), ...extra },
  });
  const rowsOf = (changes: Change[], table: string) => changes.filter((c) => c.table === table);
  /** Everything the sync tables hold for a trainer's space, to prove a call changed nothing. */
  const snapshot = async (trainerId: string) => ({
    logs: await db().select().from(weightLogs).where(eq(weightLogs.spaceId, trainerId)).orderBy(weightLogs.id),
    clients: await db().select().from(clients).where(eq(clients.trainerId, trainerId)).orderBy(clients.id),
    space: await db().select().from(spaces).where(eq(spaces.id, trainerId)),
    syncDevices: await db().select().from(syncDevices).orderBy(syncDevices.deviceId),
    errors: await db().select().from(syncMutationErrors).orderBy(syncMutationErrors.deviceId, syncMutationErrors.mutationId),
  });

  return { db, push, pushOk, pull, pullAll, create, rowsOf, snapshot };
}
