import { and, asc, eq, gt, inArray, isNull, type SQL } from 'drizzle-orm';
import { entityNamed } from '../../../domain/entities';
import type { Db } from '../../db/database';
import { subscriptionEvents, subscriptions } from '../../db/schema';
import type { SyncedTable } from '../../replication/tables';
import type { Viewer } from '../../replication/viewer';
import { exportColumns } from './columns';

/** One table of the export: a JSON file and a CSV file of the same rows. */
export interface ExportPart {
  /** The files' name without extension: json/{file}.json, csv/{file}.csv. */
  file: string;
  columns: readonly string[];
  /** The rows in pages, by id; a page is all the export holds of a table at once. */
  pages(): AsyncGenerator<Record<string, unknown>[]>;
}

/** Rows read per query: small enough that a page never weighs much, large enough that a big account is a few hundred queries. */
export const EXPORT_PAGE_SIZE = 1000;

/*
 * Notifications are messages to the user about rows that are in the export
 * already, not data of their own; the onboarding checklist is the app's
 * guidance, which the data it points to shows; the device-only tables never reach the
 * server. Everything else a user sees through sync is exported, chosen by
 * the same rules as the pull (space, client records, the client-side
 * visibility rule of each entity), so an export can never hold a row the
 * user's devices could not.
 */
const NOT_EXPORTED = new Set<string>(['notifications', 'onboarding']);

/**
 * Tables a client's devices see more of than is theirs: their trainer's
 * shared ingredients (so their meals total offline). A client's export holds
 * only the rows of their own client records there. The exercises their plans
 * use stay in: a plan reads as nothing without them.
 */
const CLIENT_OWN_ONLY = new Set<string>(['ingredients']);

/** Tests watch how many rows the export has read (to see it streams); no production code sets this. */
const observers = new WeakMap<object, (rows: number) => void>();
export function observeExportReads(db: Db, fn: ((rows: number) => void) | null) {
  if (fn) observers.set(db, fn);
  else observers.delete(db);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The clocks of edited fields are sync bookkeeping, not data. */
function withoutClocks(row: Record<string, unknown>): Record<string, unknown> {
  if (!('clocks' in row)) return row;
  const { clocks: _, ...rest } = row;
  return rest;
}

/** The live rows of one synced table the viewer may see, by id, a page at a time (keyset: an edit during the export neither repeats nor skips a row). */
async function* syncedPages(db: Db, t: SyncedTable, viewer: Viewer, pageSize: number): AsyncGenerator<Record<string, unknown>[]> {
  if (!viewer.spaces.length) return;
  const base: SQL[] = [inArray(t.space, viewer.spaces), isNull(t.deletedAt)];
  if (viewer.user.role !== 'trainer') base.push(CLIENT_OWN_ONLY.has(t.name) ? inArray(t.column('clientId'), viewer.clientIds) : t.clientFilter(viewer.clientIds));
  if (t.recipient) base.push(eq(t.recipient, viewer.user.id));
  let after: string | null = null;
  for (;;) {
    const conds = after === null ? base : [...base, gt(t.id, after)];
    const rows = (await db
      .select()
      .from(t.table)
      .where(and(...conds))
      .orderBy(asc(t.id))
      .limit(pageSize)) as Record<string, unknown>[];
    observers.get(db)?.(rows.length);
    if (!rows.length) return;
    yield rows.map((r) => withoutClocks(t.toRow(r, viewer)));
    if (rows.length < pageSize) return;
    after = rows[rows.length - 1]!.id as string;
  }
}

async function* once(rows: () => Promise<Record<string, unknown>[]>): AsyncGenerator<Record<string, unknown>[]> {
  const page = await rows();
  if (page.length) yield page;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const SUBSCRIPTION_COLUMNS = ['id', 'plan', 'status', 'trialEndsAt', 'currentPeriodEnd', 'firstPaidAt', 'refundedAt', 'canceledAt', 'cancelAtPeriodEnd', 'amountMinor', 'currency', 'provider', 'createdAt', 'updatedAt'] as const;
const SUBSCRIPTION_EVENT_COLUMNS = ['id', 'kind', 'actorType', 'details', 'createdAt'] as const;

/** The trainer's own subscription to Repwise and its history (what they paid us); the provider's ids stay out. */
function subscriptionParts(db: Db, trainerId: string): ExportPart[] {
  return [
    {
      file: 'subscription',
      columns: SUBSCRIPTION_COLUMNS,
      pages: () =>
        once(async () =>
          (await db.select().from(subscriptions).where(eq(subscriptions.trainerId, trainerId))).map((s) => ({
            id: s.id,
            plan: s.plan,
            status: s.status,
            trialEndsAt: iso(s.trialEndsAt),
            currentPeriodEnd: iso(s.currentPeriodEnd),
            firstPaidAt: iso(s.firstPaidAt),
            refundedAt: iso(s.refundedAt),
            canceledAt: iso(s.canceledAt),
            cancelAtPeriodEnd: s.cancelAtPeriodEnd,
            amountMinor: s.amountMinor,
            currency: s.currency,
            provider: s.provider,
            createdAt: iso(s.createdAt),
            updatedAt: iso(s.updatedAt),
          })),
        ),
    },
    {
      file: 'subscription-events',
      columns: SUBSCRIPTION_EVENT_COLUMNS,
      pages: () =>
        once(async () =>
          (
            await db
              .select()
              .from(subscriptionEvents)
              .where(eq(subscriptionEvents.trainerId, trainerId))
              .orderBy(asc(subscriptionEvents.createdAt), asc(subscriptionEvents.id))
          ).map((e) => ({ id: e.id, kind: e.kind, actorType: e.actorType, details: e.details, createdAt: iso(e.createdAt) })),
        ),
    },
  ];
}

/** Every file of a user's export, in the order the zip holds them. */
export function exportParts(db: Db, tables: readonly SyncedTable[], viewer: Viewer, opts: { pageSize?: number } = {}): ExportPart[] {
  const pageSize = opts.pageSize ?? EXPORT_PAGE_SIZE;
  const profile: ExportPart = {
    file: 'profile',
    columns: Object.keys(viewer.profile),
    pages: () => once(async () => [{ ...viewer.profile }]),
  };
  const synced = tables.filter((t) => !NOT_EXPORTED.has(t.name)).map(
    (t): ExportPart => ({
      file: kebab(t.name),
      columns: exportColumns(entityNamed(t.name)!, viewer.user.role),
      pages: () => syncedPages(db, t, viewer, pageSize),
    }),
  );
  return [profile, ...synced, ...(viewer.user.role === 'trainer' ? subscriptionParts(db, viewer.user.id) : [])];
}
