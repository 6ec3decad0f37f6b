import type { MutationError } from '../../domain/protocol/protocol';

/**
 * The reference model of the server's mutation semantics for the property
 * test: what each mutation should answer and do, applied in the server's
 * commit order. Deliberately written apart from the server code.
 */
/** A weight log. */
export interface ModelLog {
  clientId: string;
  weightKg: number;
  notes: string | null;
  loggedAt: string;
  deleted: boolean;
}

/** A meal log (docs/rules/meals.md "Meal logs"); the fields the scenario writes. */
export interface ModelMealLog {
  clientId: string;
  loggedAt: string;
  wasCompleted: boolean;
  calories: number;
  waterMl: number;
  slot: string | null;
  deleted: boolean;
}

/** A session the scenario logs in: the linked client's solo one (the client logs) or an in-person one (the trainer logs). */
export interface ModelSession {
  type: 'solo' | 'in_person';
  clientId: string;
  progressStatus: 'not_started' | 'in_progress' | 'completed';
}

export interface ModelExerciseLog {
  sessionId: string;
  notes: string | null;
  deleted: boolean;
}

export interface ModelSet {
  exerciseLogId: string;
  setType: string;
  reps: number | null;
  weightKg: number | null;
  completedAt: string | null;
  deleted: boolean;
}

/** Who logs in each session type (docs/rules/workouts.md "Who logs"), written here apart from server/access/workouts.ts. */
const LOGGER: Record<ModelSession['type'], ModelActor['role']> = { solo: 'client', in_person: 'trainer' };

/** Progress moves forward only; asking for the state it is in changes nothing (docs/rules/sessions.md "Progress"). */
const STEP = { start: { from: 'not_started', to: 'in_progress' }, complete: { from: 'in_progress', to: 'completed' } } as const;

export interface ModelActor {
  role: 'trainer' | 'client';
  /** For a client: their own client record. */
  ownClientId?: string;
}

export class SyncModel {
  /** Weight logs; exercise logs are `exerciseLogs`. */
  logs = new Map<string, ModelLog>();
  clients = new Map<string, Record<string, unknown>>();
  sessions = new Map<string, ModelSession>();
  exerciseLogs = new Map<string, ModelExerciseLog>();
  sets = new Map<string, ModelSet>();
  mealLogs = new Map<string, ModelMealLog>();
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
    initialSessions: Record<string, ModelSession> = {},
    initialLogs: Record<string, ModelExerciseLog> = {},
  ) {
    for (const [id, fields] of Object.entries(initialClients)) this.clients.set(id, { ...fields });
    for (const [id, s] of Object.entries(initialSessions)) this.sessions.set(id, { ...s });
    for (const [id, l] of Object.entries(initialLogs)) this.exerciseLogs.set(id, { ...l });
  }

  private seesSession(actor: ModelActor, s: ModelSession) {
    return actor.role === 'trainer' || s.clientId === actor.ownClientId;
  }

  /** The actor may write the logs and sets of this log's session: sees it and is the one who logs there. Deleted or not. */
  private logsIn(actor: ModelActor, logId: string) {
    const s = this.sessions.get(this.exerciseLogs.get(logId)?.sessionId ?? '');
    return !!s && this.seesSession(actor, s) && LOGGER[s.type] === actor.role;
  }

  private canSee(actor: ModelActor, log: { clientId: string }) {
    return actor.role === 'trainer' || log.clientId === actor.ownClientId;
  }

  /**
   * A client's log (weight or meal): a trainer names a client of theirs, a
   * client may name only themselves; a resent id does nothing if its row is
   * theirs to see (deleted or not), else is refused.
   */
  private createLog<T extends { clientId: string; deleted: boolean }>(map: Map<string, T>, actor: ModelActor, args: Record<string, unknown>, make: (clientId: string) => T) {
    let clientId: string;
    if (actor.role === 'trainer') {
      if (args.clientId === undefined) return { status: 'error' as const, code: 'validation_failed' };
      if (!this.trainerClientIds.includes(args.clientId as string)) return { status: 'error' as const, code: 'not_found' };
      clientId = args.clientId as string;
    } else {
      if (args.clientId !== undefined && args.clientId !== actor.ownClientId) return { status: 'error' as const, code: 'forbidden' };
      clientId = actor.ownClientId!;
    }
    const existing = map.get(args.id as string);
    if (existing) return this.canSee(actor, existing) ? { status: 'ok' as const } : { status: 'error' as const, code: 'forbidden' };
    map.set(args.id as string, make(clientId));
    return { status: 'ok' as const };
  }

  /** Edits a live log the actor sees; each field keeps its latest edit. */
  private editLog(map: Map<string, { clientId: string; deleted: boolean }>, actor: ModelActor, id: string, fields: Record<string, unknown>, hlc: string) {
    const log = map.get(id);
    if (!log || log.deleted || !this.canSee(actor, log)) return { status: 'error' as const, code: 'not_found' };
    this.edit(id, log as unknown as Record<string, unknown>, fields, hlc);
    return { status: 'ok' as const };
  }

  /** Deletes a log the actor sees; deleting it again does nothing. */
  private deleteLog(map: Map<string, { clientId: string; deleted: boolean }>, actor: ModelActor, id: string) {
    const log = map.get(id);
    if (!log || !this.canSee(actor, log)) return { status: 'error' as const, code: 'not_found' };
    log.deleted = true;
    return { status: 'ok' as const };
  }

  /** Applies a mutation the server processed; returns the outcome the model expects. */
  apply(actor: ModelActor, name: string, args: Record<string, unknown>, hlc = ''): { status: 'ok' } | { status: 'error'; code: string } {
    const id = args.id as string;
    switch (name) {
      case 'weightLog.create':
        return this.createLog(this.logs, actor, args, (clientId) => ({
          clientId,
          weightKg: args.weightKg as number,
          notes: (args.notes as string | null | undefined) ?? null,
          loggedAt: args.loggedAt as string,
          deleted: false,
        }));
      case 'weightLog.update':
        return this.editLog(this.logs, actor, id, { weightKg: args.weightKg, notes: args.notes, loggedAt: args.loggedAt }, hlc);
      case 'weightLog.delete':
        return this.deleteLog(this.logs, actor, id);
      case 'mealLog.create':
        return this.createLog(this.mealLogs, actor, args, (clientId) => ({
          clientId,
          loggedAt: args.loggedAt as string,
          wasCompleted: (args.wasCompleted as boolean | undefined) ?? false,
          calories: args.calories as number,
          waterMl: (args.waterMl as number | undefined) ?? 0,
          slot: (args.slot as string | null | undefined) ?? null,
          deleted: false,
        }));
      case 'mealLog.update':
        return this.editLog(this.mealLogs, actor, id, { wasCompleted: args.wasCompleted, calories: args.calories, waterMl: args.waterMl }, hlc);
      case 'mealLog.delete':
        return this.deleteLog(this.mealLogs, actor, id);
      case 'session.progress': {
        const s = this.sessions.get(id);
        if (!s || !this.seesSession(actor, s)) return { status: 'error', code: 'not_found' };
        if (actor.role === 'client' && s.type !== 'solo') return { status: 'error', code: 'forbidden' };
        const step = STEP[args.event as keyof typeof STEP];
        if (s.progressStatus === step.from) s.progressStatus = step.to;
        else if (s.progressStatus !== step.to) return { status: 'error', code: 'invalid_transition' };
        return { status: 'ok' };
      }
      // Every log and set here is the linked client's, so each actor reads them all; writing is for who logs.
      case 'exerciseLog.create': {
        if (this.exerciseLogs.has(id)) return { status: 'ok' };
        const s = this.sessions.get(args.sessionId as string);
        if (!s || !this.seesSession(actor, s)) return { status: 'error', code: 'not_found' };
        if (LOGGER[s.type] !== actor.role) return { status: 'error', code: 'forbidden' };
        this.exerciseLogs.set(id, { sessionId: args.sessionId as string, notes: (args.notes as string | null | undefined) ?? null, deleted: false });
        return { status: 'ok' };
      }
      case 'exerciseLog.update': {
        const log = this.exerciseLogs.get(id);
        if (!log || log.deleted || !this.logsIn(actor, id)) return { status: 'error', code: 'not_found' };
        this.edit(id, log as unknown as Record<string, unknown>, { notes: args.notes }, hlc);
        return { status: 'ok' };
      }
      case 'exerciseLog.delete': {
        const log = this.exerciseLogs.get(id);
        if (!log || !this.logsIn(actor, id)) return { status: 'error', code: 'not_found' };
        // Its sets go with it (the sets' declared parent).
        if (!log.deleted) for (const set of this.sets.values()) if (set.exerciseLogId === id) set.deleted = true;
        log.deleted = true;
        return { status: 'ok' };
      }
      case 'set.create': {
        if (this.sets.has(id)) return { status: 'ok' };
        const logId = args.exerciseLogId as string;
        if (this.exerciseLogs.get(logId)?.deleted !== false || !this.logsIn(actor, logId)) return { status: 'error', code: 'not_found' };
        this.sets.set(id, {
          exerciseLogId: logId,
          setType: args.setType as string,
          reps: (args.reps as number | null | undefined) ?? null,
          weightKg: (args.weightKg as number | null | undefined) ?? null,
          completedAt: (args.completedAt as string | null | undefined) ?? null,
          deleted: false,
        });
        return { status: 'ok' };
      }
      case 'set.update': {
        const set = this.sets.get(id);
        if (!set || set.deleted || !this.logsIn(actor, set.exerciseLogId)) return { status: 'error', code: 'not_found' };
        const { setType, reps, weightKg, completedAt } = args;
        this.edit(id, set as unknown as Record<string, unknown>, { setType, reps, weightKg, completedAt }, hlc);
        return { status: 'ok' };
      }
      case 'set.delete': {
        const set = this.sets.get(id);
        if (!set || !this.logsIn(actor, set.exerciseLogId)) return { status: 'error', code: 'not_found' };
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
