import { useEffect } from 'react';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { OptimisticLayer } from '../../replica/write/overlay';

/**
 * Keeps this tab's writes in the overlay for as long as the screen shows a
 * result of `tables` read before them (`commits`: the layer's commit count
 * when that result started reading). Registered once the render is on
 * screen; a new result replaces the hold, leaving the screen releases it.
 */
export function useOverlayHold(layer: OptimisticLayer, tables: readonly SyncTableName[], commits: number | undefined): void {
  const key = tables.join();
  useEffect(() => {
    if (commits === undefined) return;
    return layer.hold(key.split(',') as SyncTableName[], commits);
  }, [layer, key, commits]);
}
