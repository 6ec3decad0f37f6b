import type { MutationError } from '../../domain/protocol/protocol';

/**
 * The reference model of the server's mutation semantics for the property
 * test: what each mutation should answer and do, applied in the server's
 * commit order. Deliberately written apart from the server code.
 */
export interface ModelLog {
  clientId: string;
  weightKg: number;
  notes: string | null;
  loggedAt: string;
  deleted: boolean;
}

/** A set of the one exercise log each scenario starts with (in the linked client's solo session). */
export interface ModelSet {
  reps: number | null;
  weightKg: number | null;
  deleted: boolean;
}

export interface ModelActor {
  role: 'trainer' | 'client';
  /** For a client: their own client record. */
  ownClientId?: string;
}

export class SyncModel {
  logs = new Map<string, ModelLog>();
  clients = new Map<string, Record<string, unknown>>();
  sets = new Map<string, ModelSet>();
  /** Per row and field, the clock of the edit it holds: a field takes an edit only when the edit is later (last writer wins by edit time). */
  private clocks = new Map<string, string>();

  /** Sets the fields whose last edit is older than `hlc`. */
  private edit(rowId: string, target: Record<string, unknown>, fields: Record<string, unknown>, hlc: string) {
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      const key = `${rowId}.${field}`;
      const last = this.clocks.get(key);
      if (last && last > hlc) continue;
      target[field] = value;
      this.clocks.set(key, hlc);
    }
  }

  constructor(
    readonly trainerClientIds: string[],
    initialClients: Record<string, Record<string, unknown>>,
  ) {
    for (const [id, fields] of Object.entries(initialClients)) this.clients.set(id, { ...fields });
  }

  private canSee(actor: ModelActor, log: ModelLog) {
    return actor.role === 'trainer' || log.clientId === actor.ownClientId;
  }

  /** Applies a mutation the server processed; returns the outcome the model expects. */
  apply(actor: ModelActor, name: string, args: Record<string, unknown>, hlc = ''): { status: 'ok' } | { status: 'error'; code: string } {
    const id = args.id as string;
    switch (name) {
      case 'weightLog.create': {
        let clientId: string;
        if (actor.role === 'trainer') {
          if (args.clientId === undefined) return { status: 'error', code: 'validation_failed' };
          if (!this.trainerClientIds.includes(args.clientId as string)) return { status: 'error', code: 'not_found' };
          clientId = args.clientId as string;
        } else {
          if (args.clientId !== undefined && args.clientId !== actor.ownClientId) return { status: 'error', code: 'forbidden' };
          clientId = actor.ownClientId!;
        }
        const existing = this.logs.get(id);
        if (existing) return this.canSee(actor, existing) ? { status: 'ok' } : { status: 'error', code: 'forbidden' };
        this.logs.set(id, {
          clientId,
          weightKg: args.weightKg as number,
          notes: (args.notes as string | null | undefined) ?? null,
          loggedAt: args.loggedAt as string,
          deleted: false,
        });
        return { status: 'ok' };
      }
      case 'weightLog.update': {
        const log = this.logs.get(id);
        if (!log || log.deleted || !this.canSee(actor, log)) return { status: 'error', code: 'not_found' };
        this.edit(id, log as unknown as Record<string, unknown>, { weightKg: args.weightKg, notes: args.notes, loggedAt: args.loggedAt }, hlc);
        return { status: 'ok' };
      }
      case 'weightLog.delete': {
        const log = this.logs.get(id);
        if (!log || !this.canSee(actor, log)) return { status: 'error', code: 'not_found' };
        log.deleted = true;
        return { status: 'ok' };
      }
      // Sets of the solo session's log: only its client logs there (spec §4); a trainer is not found.
      case 'set.create': {
        if (actor.role !== 'client') return { status: 'error', code: 'not_found' };
        if (!this.sets.has(id)) this.sets.set(id, { reps: (args.reps as number | null | undefined) ?? null, weightKg: (args.weightKg as number | null | undefined) ?? null, deleted: false });
        return { status: 'ok' };
      }
      case 'set.update': {
        const set = this.sets.get(id);
        if (actor.role !== 'client' || !set || set.deleted) return { status: 'error', code: 'not_found' };
        this.edit(id, set as unknown as Record<string, unknown>, { reps: args.reps, weightKg: args.weightKg }, hlc);
        return { status: 'ok' };
      }
      case 'set.delete': {
        const set = this.sets.get(id);
        if (actor.role !== 'client' || !set) return { status: 'error', code: 'not_found' };
        set.deleted = true;
        return { status: 'ok' };
      }
      case 'client.update': {
        const c = this.clients.get(id);
        if (actor.role !== 'trainer') return { status: 'error', code: 'forbidden' };
        if (!c) return { status: 'error', code: 'not_found' };
        this.edit(id, c, args.fields as Record<string, unknown>, hlc);
        return { status: 'ok' };
      }
    }
    return { status: 'error', code: 'unknown_mutation' };
  }
}

export const codeOf = (e: MutationError | undefined) => e?.code ?? 'none';
