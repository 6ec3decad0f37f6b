import { and, eq, inArray } from 'drizzle-orm';
import { MESSAGES } from '../../domain/messages';
import { isMutationName, MUTATIONS, type MutationName } from '../../domain/mutations/registry';
import { PROTOCOL_VERSION, type MutationError, type MutationResult, type PushRequest, type PushResponse } from '../../domain/protocol/protocol';
import type { AppContext, AuthUser } from '../context';
import type { Db } from '../db/database';
import { syncDevices, syncMutationErrors } from '../db/schema';
import { BadRequest, Forbidden, Unprocessable } from '../errors';
import type { ServerAreas } from './area';
import { deviceEdit, type Edit } from './edits';
import { mutationErrorOf } from './errors';
import { pokeHub } from './pokes';
import { inSpaceTransaction, type SpaceTransaction } from './write';

/**
 * Mutations processed per database transaction. Every mutation's effects
 * still commit together with the bump of last_mutation_id past it, as the
 * protocol requires, and a domain error undoes only its own mutation (see
 * processChunk); sharing one commit among many mutations is what lets a queue
 * of 1,000 flush in a fraction of a second (a commit per mutation costs a disk
 * flush each). Kept small so the space lock is held only briefly.
 */
export const PUSH_CHUNK = 100;

export interface AppliedMutation {
  deviceId: string;
  id: number;
  name: string;
  args: unknown;
  /** The edit's clock as the server took it (update commands only). */
  hlc?: string;
  status: 'ok' | 'error';
  error?: MutationError;
}

/** Observation and fault injection for tests: no production code sets these. */
export interface PushHooks {
  /** Inside the transaction, after a mutation's command ran; throwing aborts the batch like a database failure. */
  afterMutation?(m: { deviceId: string; id: number; name: string }): void | Promise<void>;
  /** After a transaction committed, with the mutations it processed, in order. */
  committed?(applied: AppliedMutation[]): void;
}
const pushHooks = new WeakMap<AppContext, PushHooks>();
export function setPushHooks(ctx: AppContext, hooks: PushHooks | null) {
  if (hooks) pushHooks.set(ctx, hooks);
  else pushHooks.delete(ctx);
}

export const unsupportedProtocol = () => new BadRequest(MESSAGES.validationFailed, 'unsupported_protocol');

/**
 * POST /api/sync/push. For each mutation in order: already processed ones
 * answer as before (`alreadyProcessed`, or their stored error); a gap stops
 * the batch; the next one runs its command and bumps last_mutation_id in the
 * same commit. A domain error rolls the command back and is stored as the
 * mutation's result; any other error aborts (throws) with nothing of the
 * current transaction committed.
 */
export async function push(ctx: AppContext, areas: ServerAreas, user: AuthUser, req: PushRequest): Promise<PushResponse> {
  if (req.protocolVersion !== PROTOCOL_VERSION) throw unsupportedProtocol();
  const hooks = pushHooks.get(ctx);
  const results: MutationResult[] = [];
  let anyApplied = false;
  const spaces = new Set<string>();
  let first = true;
  for (let i = 0; first || i < req.mutations.length; i += PUSH_CHUNK) {
    const chunk = req.mutations.slice(i, i + PUSH_CHUNK);
    // The write path of every write, its spaces locked once the chunk has mutations to run; one poke at the end.
    const attempt = (isolate: boolean) =>
      inSpaceTransaction(ctx.db, user, 'whenAsked', (t) => processChunk(t, areas, user, req.deviceId, chunk, first, hooks, isolate));
    let done: Awaited<ReturnType<typeof attempt>>;
    try {
      done = await attempt(false);
    } catch (e) {
      if (!(e instanceof NeedsIsolation)) throw e;
      done = await attempt(true);
    }
    const out = done.value;
    for (const s of done.spaces) spaces.add(s);
    first = false;
    results.push(...out.results);
    if (out.applied.length) {
      anyApplied = anyApplied || out.applied.some((a) => a.status === 'ok');
      hooks?.committed?.(out.applied);
    }
    if (out.stopped) break;
  }
  if (anyApplied) pokeHub(ctx).poke(spaces);
  return { results };
}

function parseMutation(m: PushRequest['mutations'][number]): { name: MutationName; args: unknown } | { error: MutationError } {
  try {
    if (!isMutationName(m.name)) throw new Unprocessable(MESSAGES.validationFailed, 'unknown_mutation');
    return { name: m.name, args: MUTATIONS[m.name].args.parse(m.args) };
  } catch (e) {
    const error = mutationErrorOf(e);
    if (!error) throw e;
    return { error };
  }
}

/** A command failed in a chunk run without savepoints: run the chunk again with them. */
class NeedsIsolation extends Error {}

type ChunkOutcome = { results: MutationResult[]; applied: AppliedMutation[]; stopped: boolean };

/**
 * Runs a chunk in one transaction. First without a savepoint per command
 * (two round trips less each): if a command then fails with a domain error,
 * its partial writes can not be undone alone, so the whole transaction is
 * rolled back and the chunk runs again with `isolate`, a savepoint per
 * command. Failures are rare, so the common case stays fast.
 */
async function processChunk(
  { tx, lockSpaces }: SpaceTransaction,
  areas: ServerAreas,
  user: AuthUser,
  deviceId: string,
  chunk: PushRequest['mutations'],
  bind: boolean,
  hooks: PushHooks | undefined,
  isolate: boolean,
): Promise<ChunkOutcome> {
  // A client id first seen is bound to the caller for good.
  if (bind) await tx.insert(syncDevices).values({ deviceId, userId: user.id }).onConflictDoNothing();
  const [state] = await tx
    .select({ userId: syncDevices.userId, last: syncDevices.lastMutationId })
    .from(syncDevices)
    .where(eq(syncDevices.deviceId, deviceId))
    .for('update');
  if (!state || state.userId !== user.id) throw new Forbidden();

  let last = state.last;
  const replayed = chunk.filter((m) => m.id <= last).map((m) => m.id);
  const stored = new Map<number, MutationError>();
  if (replayed.length) {
    const rows = await tx
      .select()
      .from(syncMutationErrors)
      .where(and(eq(syncMutationErrors.deviceId, deviceId), inArray(syncMutationErrors.mutationId, replayed)));
    for (const r of rows) stored.set(r.mutationId, { code: r.code, message: r.message, ...(r.details ? { details: r.details } : {}) });
  }

  const results: MutationResult[] = [];
  const todo: { m: PushRequest['mutations'][number]; at: number }[] = [];
  let stopped = false;
  for (const m of chunk) {
    if (m.id <= last) {
      const error = stored.get(m.id);
      results.push(error ? { id: m.id, status: 'error', error } : { id: m.id, status: 'alreadyProcessed' });
    } else if (m.id === last + 1 + todo.length) {
      todo.push({ m, at: results.length });
      results.push({ id: m.id, status: 'ok' });
    } else {
      stopped = true;
      break;
    }
  }
  if (todo.length) await lockSpaces();

  const applied: AppliedMutation[] = [];
  const editOf = new Map<(typeof todo)[number], Edit>();
  const settle = async (t: (typeof todo)[number], error: MutationError | null) => {
    const edit = editOf.get(t);
    if (!error && edit?.lost.length) results[t.at] = { id: t.m.id, status: 'ok', lost: edit.lost };
    if (error) {
      await tx.insert(syncMutationErrors).values({ deviceId, mutationId: t.m.id, code: error.code, message: error.message, details: error.details ?? null });
      results[t.at] = { id: t.m.id, status: 'error', error };
    }
    applied.push({ deviceId, id: t.m.id, name: t.m.name, args: t.m.args, hlc: edit?.hlc, status: error ? 'error' : 'ok', ...(error ? { error } : {}) });
  };

  for (let i = 0; i < todo.length; ) {
    const t = todo[i]!;
    const parsed = parseMutation(t.m);
    if ('error' in parsed) {
      await settle(t, parsed.error);
      i++;
      continue;
    }
    const batch = isolate ? undefined : areas.batch[parsed.name];
    // Consecutive mutations of one kind with a batch command run as one statement.
    const run = [{ t, args: parsed.args }];
    if (batch) {
      for (let j = i + 1; j < todo.length && todo[j]!.m.name === parsed.name; j++) {
        const next = parseMutation(todo[j]!.m);
        if ('error' in next) break;
        run.push({ t: todo[j]!, args: next.args });
      }
    }
    try {
      if (batch) await batch(tx, user, run.map((r) => r.args));
      else {
        const command = areas.commands[parsed.name] as (db: Db, actor: AuthUser, a: unknown, edit: Edit) => Promise<unknown>;
        const edit = deviceEdit(t.m, deviceId);
        if (isolate) await tx.transaction((sp) => command(sp, user, parsed.args, edit));
        else await command(tx, user, parsed.args, edit);
        editOf.set(t, edit);
      }
      for (const r of run) await hooks?.afterMutation?.({ deviceId, id: r.t.m.id, name: parsed.name });
    } catch (e) {
      const error = mutationErrorOf(e);
      if (!error) throw e;
      // Without a savepoint the failed command's writes can not be undone alone.
      if (!isolate) throw new NeedsIsolation();
      await settle(t, error);
      i++;
      continue;
    }
    for (const r of run) await settle(r.t, null);
    i += run.length;
  }
  last += todo.length;
  if (last !== state.last) await tx.update(syncDevices).set({ lastMutationId: last }).where(eq(syncDevices.deviceId, deviceId));
  return { results, applied, stopped };
}
