import type { z } from 'zod';
import { entityNamed } from '../../domain/entities';
import { isMutationName, MUTATIONS, mutationTarget } from '../../domain/mutations/registry';
import type { MutationError } from '../../domain/protocol/protocol';

/**
 * The reference model of the server's mutation semantics for the property
 * test: what each mutation should answer and do, applied in the server's
 * commit order. What a mutation does follows from the mutation registry and
 * the entity declarations, not from a case per mutation: its verb (the
 * name's last part), the row it is about (the registry's target), the fields
 * a create stores (its parsed args that the entity's row has, an empty value
 * for one left out), which fields keep their latest edit by edit time (the
 * entity's `editable`; any other field takes the last edit in server order)
 * and which rows go with a deleted one (each entity's `parent`). Who may do
 * it is written here per entity (RULES), apart from the server's code, as
 * the product's rules say it: that is what the test holds the server to.
 */

export type ModelRow = Record<string, unknown> & { deleted: boolean };

export interface ModelActor {
  role: 'trainer' | 'client';
  /** For a client: their own client record. */
  ownClientId?: string;
}

/** A session the scenario logs in: the linked client's solo one (the client logs) or an in-person one (the trainer logs). */
export interface ModelSession {
  type: 'solo' | 'in_person';
  clientIds: string[];
  progressStatus: 'not_started' | 'in_progress' | 'completed';
}

type Outcome = { status: 'ok' } | { status: 'error'; code: string };
const OK: Outcome = { status: 'ok' };
const refused = (code: string): Outcome => ({ status: 'error', code });

/** Who logs in each session type, written here apart from the server's access rules. */
const LOGGER: Record<ModelSession['type'], ModelActor['role']> = { solo: 'client', in_person: 'trainer' };

/** Progress moves forward only; asking for the state it is in changes nothing. */
const STEP = { start: { from: 'not_started', to: 'in_progress' }, complete: { from: 'in_progress', to: 'completed' } } as const;

/**
 * Who may write an entity's rows, by entity: `owner` places a new row (the
 * client it belongs to, or the refusal), `writes` says whether the actor may
 * change an existing one (refused with `refusal`, not_found unless said).
 */
interface Rule {
  owner?(m: SyncModel, actor: ModelActor, args: Record<string, unknown>): string | Outcome;
  writes(m: SyncModel, actor: ModelActor, row: ModelRow): boolean;
  refusal?: string;
}

/** A client's own log (weight, meal): a trainer names a client of theirs, a client only themselves (or no one). */
const clientLog: Rule = {
  owner(m, actor, args) {
    if (actor.role === 'client') return args.clientId === undefined || args.clientId === actor.ownClientId ? actor.ownClientId! : refused('forbidden');
    if (args.clientId === undefined) return refused('validation_failed');
    return m.trainerClientIds.includes(args.clientId as string) ? (args.clientId as string) : refused('not_found');
  },
  writes: (m, actor, row) => m.sees(actor, row.clientId as string),
};

/** A session's logs and sets are written by who logs in it, and only while they see it. */
const logsIn = (m: SyncModel, actor: ModelActor, sessionId: unknown) => {
  const s = m.row('sessions', sessionId) as (ModelRow & ModelSession) | undefined;
  return !!s && s.clientIds.some((c) => m.sees(actor, c)) && LOGGER[s.type] === actor.role;
};

const RULES: Record<string, Rule> = {
  weightLogs: clientLog,
  mealLogs: clientLog,
  clients: { writes: (_m, actor) => actor.role === 'trainer', refusal: 'forbidden' },
  sessions: { writes: (m, actor, row) => (row as ModelRow & ModelSession).clientIds.some((c) => m.sees(actor, c)) },
  exerciseLogs: {
    owner(m, actor, args) {
      const s = m.row('sessions', args.sessionId) as (ModelRow & ModelSession) | undefined;
      if (!s || !s.clientIds.some((c) => m.sees(actor, c))) return refused('not_found');
      return logsIn(m, actor, args.sessionId) ? s.clientIds[0]! : refused('forbidden');
    },
    writes: (m, actor, row) => logsIn(m, actor, row.sessionId),
  },
  exerciseSets: {
    owner(m, actor, args) {
      const log = m.row('exerciseLogs', args.exerciseLogId);
      return log && !log.deleted && logsIn(m, actor, log.sessionId) ? (log.clientId as string) : refused('not_found');
    },
    writes: (m, actor, row) => logsIn(m, actor, m.row('exerciseLogs', row.exerciseLogId)?.sessionId),
  },
};

/** A message the actor may change: one of their conversations' (else not found), their own (else refused). */
const ownMessage = (m: SyncModel, actor: ModelActor, row: ModelRow | undefined): Outcome | null => {
  if (!row || row.deleted || !m.sees(actor, row.conversationId as string)) return refused('not_found');
  return row.authorRole === actor.role ? null : refused('not_author');
};

/** Mutations that are no create, update or delete of their target: what each does to the model. */
const COMMANDS: Record<string, (m: SyncModel, actor: ModelActor, row: ModelRow | undefined, args: Record<string, unknown>, hlc: string) => Outcome> = {
  // docs/rules/messaging.md: in a conversation the actor sees; a resent id is the author's own message again.
  'message.send'(m, actor, row, args) {
    if (row) return row.authorRole === actor.role && m.sees(actor, row.conversationId as string) ? OK : refused('not_found');
    if (!m.sees(actor, args.conversationId as string)) return refused('not_found');
    const { conversationId, body, writtenAt } = args;
    m.table('messages').set(args.id as string, { deleted: false, conversationId, authorRole: actor.role, body, writtenAt, editedAt: null, removedAt: null });
    return OK;
  },
  'message.edit'(m, actor, row, args, hlc) {
    const refusal = ownMessage(m, actor, row);
    if (refusal) return refusal;
    if (row!.removedAt) return refused('message_removed');
    m.editRow('messages', args.id as string, row!, { body: args.body, editedAt: args.editedAt }, hlc);
    return OK;
  },
  // A deletion wins over every edit; the first one's time stays.
  'message.remove'(m, actor, row, args) {
    const refusal = ownMessage(m, actor, row);
    if (refusal) return refusal;
    if (!row!.removedAt) Object.assign(row!, { body: '', removedAt: args.removedAt });
    return OK;
  },
  // The mark moves forward only, by (writtenAt, id) of the message read.
  'conversation.read'(m, actor, row, args) {
    if (!row || !m.sees(actor, args.id as string)) return refused('not_found');
    const msg = m.row('messages', args.messageId);
    if (!msg || msg.deleted || msg.conversationId !== args.id) return refused('not_found');
    const [idField, atField] = actor.role === 'trainer' ? ['trainerReadId', 'trainerReadAt'] : ['clientReadId', 'clientReadAt'];
    const at = row[atField] as string | null;
    const ahead = at === null || msg.writtenAt! > at || (msg.writtenAt === at && (args.messageId as string) > (row[idField] as string));
    if (ahead) Object.assign(row, { [idField]: args.messageId, [atField]: msg.writtenAt });
    return OK;
  },
  'session.progress'(m, actor, row, args) {
    const s = row as (ModelRow & ModelSession) | undefined;
    if (!s || !RULES.sessions!.writes(m, actor, s)) return refused('not_found');
    if (actor.role === 'client' && s.type !== 'solo') return refused('forbidden');
    const step = STEP[args.event as keyof typeof STEP];
    if (s.progressStatus === step.from) s.progressStatus = step.to;
    else if (s.progressStatus !== step.to) return refused('invalid_transition');
    return OK;
  },
};

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: unknown): Shape => ((schema as { shape?: Shape }).shape ?? {});

/** A row field's value when a create leaves it out: the first of null, 0, false and '' its schema takes. */
function emptyOf(field: z.ZodType | undefined): unknown {
  return [null, 0, false, ''].find((v) => field?.safeParse(v).success) ?? null;
}

export class SyncModel {
  /** Rows by entity name, then id. */
  readonly tables = new Map<string, Map<string, ModelRow>>();
  /** Per row and field, the clock of the edit it holds: a field takes an edit only when the edit is later (last writer wins by edit time). */
  private clocks = new Map<string, string>();

  constructor(
    readonly trainerClientIds: string[],
    initial: Record<string, Record<string, Record<string, unknown>>>,
  ) {
    for (const [table, rows] of Object.entries(initial)) for (const [id, row] of Object.entries(rows)) this.table(table).set(id, { deleted: false, ...structuredClone(row) });
  }

  table(name: string): Map<string, ModelRow> {
    let t = this.tables.get(name);
    if (!t) this.tables.set(name, (t = new Map()));
    return t;
  }

  row(table: string, id: unknown): ModelRow | undefined {
    return this.tables.get(table)?.get(id as string);
  }

  /** A trainer sees every client of theirs; a client only their own record. */
  sees(actor: ModelActor, clientId: string) {
    return actor.role === 'trainer' ? this.trainerClientIds.includes(clientId) : clientId === actor.ownClientId;
  }

  /** Applies a mutation the server processed; returns the outcome the model expects. */
  apply(actor: ModelActor, name: string, rawArgs: Record<string, unknown>, hlc = ''): Outcome {
    if (!isMutationName(name)) return refused('unknown_mutation');
    const def = MUTATIONS[name];
    const args = def.args.parse(rawArgs) as Record<string, unknown>;
    const { table, id } = mutationTarget(name, args);
    const row = this.row(table, id);
    const command = COMMANDS[name];
    if (command) return command(this, actor, row, args, hlc);
    const rule = RULES[table];
    if (!rule) throw new Error(`the model has no rule for ${table} (${name}): add one to RULES`);
    const verb = name.slice(name.lastIndexOf('.') + 1);
    switch (verb) {
      case 'create':
        return this.create(rule, actor, table, id, args, Object.keys(shapeOf(def.args)));
      case 'update': {
        if (!row || row.deleted || !rule.writes(this, actor, row)) return refused(row && !row.deleted && rule.refusal ? rule.refusal : 'not_found');
        // A patch is the args but the id, or the args' `fields` when the mutation carries them there.
        const { id: _id, fields, ...rest } = args;
        this.edit(table, id, row, (fields as Record<string, unknown> | undefined) ?? rest, hlc);
        return OK;
      }
      case 'delete':
        if (!row || !rule.writes(this, actor, row)) return refused('not_found');
        this.remove(table, id);
        return OK;
    }
    throw new Error(`the model does not know what ${name} does: add it to COMMANDS`);
  }

  /** A new row of the fields the create declares and the row has; a resent id changes nothing if its row is the actor's to see. */
  private create(rule: Rule, actor: ModelActor, table: string, id: string, args: Record<string, unknown>, declared: string[]): Outcome {
    const existing = this.row(table, id);
    if (existing) return existing.clientId === undefined || this.sees(actor, existing.clientId as string) ? OK : refused('forbidden');
    const clientId = rule.owner ? rule.owner(this, actor, args) : undefined;
    if (typeof clientId === 'object') return clientId;
    const rowShape = shapeOf(entityNamed(table)!.row);
    const row: ModelRow = { deleted: false };
    for (const field of declared) if (field !== 'id' && field in rowShape) row[field] = args[field] === undefined ? emptyOf(rowShape[field]) : args[field];
    if (clientId !== undefined) row.clientId = clientId;
    this.table(table).set(id, row);
    return OK;
  }

  /** Sets each field of the patch the row has: an editable one only when its last edit is older than `hlc`. */
  editRow(table: string, id: string, row: ModelRow, patch: Record<string, unknown>, hlc: string) {
    this.edit(table, id, row, patch, hlc);
  }

  private edit(table: string, id: string, row: ModelRow, patch: Record<string, unknown>, hlc: string) {
    const editable = new Set(entityNamed(table)!.editable ?? []);
    for (const [field, value] of Object.entries(patch)) {
      if (value === undefined || !(field in row)) continue;
      if (editable.has(field)) {
        const key = `${id}.${field}`;
        const last = this.clocks.get(key);
        if (last && last > hlc) continue;
        this.clocks.set(key, hlc);
      }
      row[field] = value;
    }
  }

  /** A tombstone, and the rows that hang on it (their entity's `parent`) with it. */
  private remove(table: string, id: string) {
    const row = this.row(table, id)!;
    if (row.deleted) return;
    row.deleted = true;
    for (const [name, rows] of this.tables) {
      const parent = entityNamed(name)?.parent;
      if (parent?.entity !== table) continue;
      for (const [childId, child] of rows) if (child[parent.field] === id) this.remove(name, childId);
    }
  }
}

export const codeOf = (e: MutationError | undefined) => e?.code ?? 'none';
