import type { LocalMutators } from './types';
import type { MeasurementCreateArgs, MeasurementDeleteArgs, MeasurementUpdateArgs } from '../../domain/measurements/mutations';
import type { MeasurementRow } from '../../domain/measurements/entity';
import { MEASUREMENT_FIELD_NAMES } from '../../domain/measurements/measurement';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/measurements/commands: the same outcome on the
 * device's rows, at once. Permission checks stay on the server; a rejected
 * mutation is undone by the next rebase.
 */
export async function createMeasurementLocal(tx: LocalTx, a: MeasurementCreateArgs): Promise<void> {
  if (await tx.get('measurements', a.id)) return;
  const clientId = a.clientId ?? (await tx.profile())?.clientId;
  if (!clientId) return;
  const row: MeasurementRow = {
    id: a.id,
    clientId,
    waistCm: a.waistCm ?? null,
    hipsCm: a.hipsCm ?? null,
    chestCm: a.chestCm ?? null,
    upperArmCm: a.upperArmCm ?? null,
    thighCm: a.thighCm ?? null,
    calfCm: a.calfCm ?? null,
    neckCm: a.neckCm ?? null,
    bodyFatPercent: a.bodyFatPercent ?? null,
    custom: a.custom ?? {},
    notes: a.notes ?? null,
    measuredAt: a.measuredAt,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('measurements', { ...row });
}

export async function updateMeasurementLocal(tx: LocalTx, a: MeasurementUpdateArgs): Promise<void> {
  if (!(await tx.get('measurements', a.id))) return;
  const changes: Partial<MeasurementRow> = { updatedAt: tx.now };
  for (const f of MEASUREMENT_FIELD_NAMES) if (a[f] !== undefined) changes[f] = a[f];
  if (a.custom !== undefined) changes.custom = a.custom;
  if (a.notes !== undefined) changes.notes = a.notes;
  if (a.measuredAt !== undefined) changes.measuredAt = a.measuredAt;
  await tx.update('measurements', a.id, changes);
}

export async function deleteMeasurementLocal(tx: LocalTx, a: MeasurementDeleteArgs): Promise<void> {
  if (!(await tx.get('measurements', a.id))) return;
  await tx.delete('measurements', a.id);
}

/** This area's local mutators, by mutation name. */
export const measurementMutators = {
  'measurement.create': createMeasurementLocal,
  'measurement.update': updateMeasurementLocal,
  'measurement.delete': deleteMeasurementLocal,
} satisfies LocalMutators;
