import type { LocalMutators } from './types';
import type {
  ExceptionDeleteArgs,
  OccurrenceAnswerArgs,
  OccurrenceCancelArgs,
  OccurrenceEditArgs,
  SeriesAnswerArgs,
  SeriesCreateArgs,
  SeriesDeleteArgs,
  SeriesSplitArgs,
  SeriesUpdateArgs,
  SessionAnswerArgs,
  SessionCreateArgs,
  SessionDeleteArgs,
  SessionMakeRecurringArgs,
  SessionProgressArgs,
  SessionUpdateArgs,
} from '../../domain/sessions/mutations';
import { answerIsCurrent, answerOccurrence, answerSeries } from '../../domain/sessions/approval';
import { cancelThisOccurrence, deleteThisAndFollowing, editThisAndFollowing, editThisOccurrence, type SeriesWrites } from '../../domain/sessions/edit-scope';
import { occurrenceOn } from '../../domain/sessions/expand';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../domain/sessions/rows';
import { answerSessionRow, isSeriesDate, newSeries, newSession, occurrenceInPast, progressSession, updateSeries, updateSession } from '../../domain/sessions/writes';
import { DEFAULT_TIME_ZONE } from '../../domain/time/time-zone';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/sessions/commands: the same pure rules
 * (domain/sessions/writes.ts, edit-scope.ts, approval.ts) on the device's
 * rows, at once. A mutation the rules refuse changes nothing here and waits
 * for the server's verdict (which the needs-attention list then shows).
 */

type Row = Record<string, unknown> & { id: string };
const asRow = <T extends { id: string }>(r: T) => r as unknown as Row;

async function zoneOf(tx: LocalTx, given: string | undefined): Promise<string> {
  return given ?? (await tx.profile())?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** Writes only the fields that changed, so untouched editable fields keep their clocks. */
async function patchRow(tx: LocalTx, table: 'sessions' | 'series' | 'seriesExceptions', before: object, after: object & { id: string }): Promise<void> {
  const b = before as Record<string, unknown>;
  const changes: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(after)) if (JSON.stringify(b[k]) !== JSON.stringify(v)) changes[k] = v;
  if (Object.keys(changes).length) await tx.update(table, after.id, changes);
}

async function seriesExceptions(tx: LocalTx, seriesId: string): Promise<SeriesExceptionRow[]> {
  const ids = await tx.idsWhere('seriesExceptions', 'seriesId', seriesId);
  return (await tx.getMany<Row>('seriesExceptions', ids)).filter((r): r is Row => !!r) as unknown as SeriesExceptionRow[];
}

async function applyWrites(tx: LocalTx, before: SessionSeriesRow | null, w: SeriesWrites, existing: readonly SeriesExceptionRow[]): Promise<void> {
  if (w.updateSeries && before) await patchRow(tx, 'series', before, w.updateSeries);
  if (w.createSeries && !(await tx.get('series', w.createSeries.id))) await tx.put('series', asRow(w.createSeries));
  for (const e of w.upsertExceptions) {
    const old = existing.find((x) => x.id === e.id);
    if (old) await patchRow(tx, 'seriesExceptions', old, e);
    else await tx.put('seriesExceptions', asRow(e));
  }
  for (const id of w.deleteExceptionIds) if (await tx.get('seriesExceptions', id)) await tx.delete('seriesExceptions', id);
}

/** The client record of this device's user that a session lists (a client answers for themselves). */
async function answeringClient(tx: LocalTx, clientIds: readonly string[]): Promise<string | null> {
  const profile = await tx.profile();
  if (profile?.role !== 'client') return null;
  if (profile.clientId && clientIds.includes(profile.clientId)) return profile.clientId;
  const own = await tx.getMany('clients', [...clientIds]);
  return own.find((c) => !!c)?.id ?? null;
}

export async function createSessionLocal(tx: LocalTx, a: SessionCreateArgs): Promise<void> {
  if (await tx.get('sessions', a.id)) return;
  let answers: TrainingSessionRow['approvalByClient'] | undefined;
  if (a.seriesId && a.occurrenceDate) {
    const series = await tx.get<Row>('series', a.seriesId);
    if (!series) return;
    answers = occurrenceOn(series as unknown as SessionSeriesRow, await seriesExceptions(tx, a.seriesId), a.occurrenceDate)?.approvalByClient;
  }
  await tx.put('sessions', asRow(newSession({ ...a, timeZone: await zoneOf(tx, a.timeZone) }, tx.now, answers)));
}

export async function updateSessionLocal(tx: LocalTx, a: SessionUpdateArgs): Promise<void> {
  const row = await tx.get<Row>('sessions', a.id);
  if (!row) return;
  const { id: _id, ...patch } = a;
  const r = updateSession(row as unknown as TrainingSessionRow, patch, tx.now, tx.now);
  if (r.ok) await patchRow(tx, 'sessions', row, r.value);
}

export async function deleteSessionLocal(tx: LocalTx, a: SessionDeleteArgs): Promise<void> {
  if (await tx.get('sessions', a.id)) await tx.delete('sessions', a.id);
}

export async function answerSessionLocal(tx: LocalTx, a: SessionAnswerArgs): Promise<void> {
  const row = (await tx.get<Row>('sessions', a.id)) as unknown as TrainingSessionRow | undefined;
  if (!row) return;
  const clientId = await answeringClient(tx, row.clientIds);
  if (!clientId) return;
  const r = answerSessionRow(row, clientId, a.decision, a.baseVersion, tx.now);
  if (r.ok) await patchRow(tx, 'sessions', row, r.value);
}

export async function progressSessionLocal(tx: LocalTx, a: SessionProgressArgs): Promise<void> {
  const row = (await tx.get<Row>('sessions', a.id)) as unknown as TrainingSessionRow | undefined;
  if (!row) return;
  const r = progressSession(row, a.event, tx.now);
  if (r.ok && r.value) await patchRow(tx, 'sessions', row, r.value);
}

export async function makeRecurringLocal(tx: LocalTx, a: SessionMakeRecurringArgs): Promise<void> {
  const row = (await tx.get<Row>('sessions', a.id)) as unknown as TrainingSessionRow | undefined;
  if (!row || (await tx.get('series', a.seriesId))) return;
  const { approvalByClient: _a, progressStatus: _p, scheduleVersion: _v, startsAt: _s, seriesId: _si, occurrenceDate: _o, createdAt: _c, updatedAt: _u, ...fields } = row;
  await tx.put('series', asRow(newSeries({ ...fields, id: a.seriesId, recurrence: a.recurrence }, tx.now)));
  await tx.delete('sessions', row.id);
}

export async function createSeriesLocal(tx: LocalTx, a: SeriesCreateArgs): Promise<void> {
  if (await tx.get('series', a.id)) return;
  await tx.put('series', asRow(newSeries({ ...a, timeZone: await zoneOf(tx, a.timeZone) }, tx.now)));
}

async function loadSeries(tx: LocalTx, id: string): Promise<{ series: SessionSeriesRow; exceptions: SeriesExceptionRow[] } | null> {
  const series = (await tx.get<Row>('series', id)) as unknown as SessionSeriesRow | undefined;
  return series ? { series, exceptions: await seriesExceptions(tx, id) } : null;
}

export async function updateSeriesLocal(tx: LocalTx, a: SeriesUpdateArgs): Promise<void> {
  const s = await loadSeries(tx, a.id);
  if (!s) return;
  const { id: _id, ...patch } = a;
  const r = updateSeries(s.series, s.exceptions, patch, tx.now, tx.now);
  if (r.ok) await applyWrites(tx, s.series, r.value, s.exceptions);
}

export async function splitSeriesLocal(tx: LocalTx, a: SeriesSplitArgs): Promise<void> {
  const s = await loadSeries(tx, a.id);
  if (!s || (await tx.get('series', a.newSeriesId))) return;
  const w = editThisAndFollowing(s.series, s.exceptions, a.occurrenceDate, a.changes, { newSeriesId: a.newSeriesId, now: tx.now });
  await applyWrites(tx, s.series, w, s.exceptions);
}

export async function deleteSeriesLocal(tx: LocalTx, a: SeriesDeleteArgs): Promise<void> {
  const s = await loadSeries(tx, a.id);
  if (!s) return;
  if (a.fromDate !== undefined) {
    const w = deleteThisAndFollowing(s.series, s.exceptions, a.fromDate, { now: tx.now });
    await applyWrites(tx, s.series, w, s.exceptions);
    if (!w.deleteSeriesId) return;
  }
  for (const e of s.exceptions) if (await tx.get('seriesExceptions', e.id)) await tx.delete('seriesExceptions', e.id);
  await tx.delete('series', a.id);
}

export async function answerSeriesLocal(tx: LocalTx, a: SeriesAnswerArgs): Promise<void> {
  const series = (await tx.get<Row>('series', a.id)) as unknown as SessionSeriesRow | undefined;
  if (!series || !answerIsCurrent(series, a.baseVersion)) return;
  const clientId = await answeringClient(tx, series.clientIds);
  if (!clientId) return;
  const r = answerSeries(series, clientId, a.decision, tx.now);
  if (r.ok) await patchRow(tx, 'series', series, r.row);
}

export async function editOccurrenceLocal(tx: LocalTx, a: OccurrenceEditArgs): Promise<void> {
  const s = await loadSeries(tx, a.seriesId);
  if (!s || occurrenceInPast(s.series, s.exceptions, a.occurrenceDate, a.changes, tx.now)) return;
  await applyWrites(tx, s.series, editThisOccurrence(s.series, s.exceptions, a.occurrenceDate, a.changes, { exceptionId: a.exceptionId, now: tx.now }), s.exceptions);
}

export async function cancelOccurrenceLocal(tx: LocalTx, a: OccurrenceCancelArgs): Promise<void> {
  const s = await loadSeries(tx, a.seriesId);
  if (!s) return;
  await applyWrites(tx, s.series, cancelThisOccurrence(s.series, s.exceptions, a.occurrenceDate, { exceptionId: a.exceptionId, now: tx.now }), s.exceptions);
}

export async function answerOccurrenceLocal(tx: LocalTx, a: OccurrenceAnswerArgs): Promise<void> {
  const s = await loadSeries(tx, a.seriesId);
  if (!s || !isSeriesDate(s.series, a.occurrenceDate) || !answerIsCurrent(s.series, a.baseVersion)) return;
  const existing = s.exceptions.find((e) => e.occurrenceDate === a.occurrenceDate) ?? null;
  if ((existing?.scheduleVersion ?? 0) !== a.exceptionVersion) return;
  const clientId = await answeringClient(tx, s.series.clientIds);
  if (!clientId) return;
  const r = answerOccurrence(s.series, existing, a.occurrenceDate, clientId, a.decision, { exceptionId: a.exceptionId, now: tx.now });
  if (r.ok) await applyWrites(tx, null, { updateSeries: null, createSeries: null, upsertExceptions: [r.row], deleteExceptionIds: [] }, s.exceptions);
}

export async function deleteExceptionLocal(tx: LocalTx, a: ExceptionDeleteArgs): Promise<void> {
  if (await tx.get('seriesExceptions', a.id)) await tx.delete('seriesExceptions', a.id);
}

/** This area's local mutators, by mutation name. */
export const sessionMutators = {
  'session.create': createSessionLocal,
  'session.update': updateSessionLocal,
  'session.delete': deleteSessionLocal,
  'session.answer': answerSessionLocal,
  'session.progress': progressSessionLocal,
  'session.makeRecurring': makeRecurringLocal,
  'series.create': createSeriesLocal,
  'series.update': updateSeriesLocal,
  'series.split': splitSeriesLocal,
  'series.delete': deleteSeriesLocal,
  'series.answer': answerSeriesLocal,
  'occurrence.edit': editOccurrenceLocal,
  'occurrence.cancel': cancelOccurrenceLocal,
  'occurrence.answer': answerOccurrenceLocal,
  'exception.delete': deleteExceptionLocal,
} satisfies LocalMutators;

/**
 * A deleted client leaves the sessions area, as on the server
 * (dropClientFromSessions): what lists only them goes, a group loses them.
 */
export async function dropClientFromSessionsLocal(tx: LocalTx, clientId: string): Promise<void> {
  for (const table of ['sessions', 'series', 'seriesExceptions'] as const) {
    for (const id of await tx.idsWhere(table, 'clientIds', clientId)) {
      const row = (await tx.get<Row>(table, id)) as (Row & { clientIds: string[]; approvalByClient: Record<string, string> | null; planByClient?: Record<string, string | null> }) | undefined;
      if (!row) continue;
      if (row.clientIds.length <= 1) {
        await tx.delete(table, id);
        continue;
      }
      const without = <T>(o: Record<string, T>) => Object.fromEntries(Object.entries(o).filter(([k]) => k !== clientId));
      const changes: Record<string, unknown> = { clientIds: row.clientIds.filter((c) => c !== clientId), updatedAt: tx.now };
      if (row.approvalByClient) changes.approvalByClient = without(row.approvalByClient);
      if (row.planByClient) changes.planByClient = without(row.planByClient);
      await tx.update(table, id, changes);
    }
  }
}
