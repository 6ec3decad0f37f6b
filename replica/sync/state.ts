import type { RepwiseDb } from '../db/schema';
import type { SyncNetState } from '../db/types';
import { INITIAL_NET, setMeta } from '../meta';
import { deriveSyncStatus, type SyncStatus } from '../status';

/** What the engine tells the app: the network state (kept in meta 'net') and the outbox's pending count. */
export class SyncState {
  net: SyncNetState = { ...INITIAL_NET };
  private pending = 0;
  private listeners = new Set<(s: SyncStatus) => void>();

  constructor(private db: RepwiseDb) {}

  status = (): SyncStatus => deriveSyncStatus(this.net, this.pending);

  subscribe(listener: (s: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    listener(this.status());
    return () => void this.listeners.delete(listener);
  }

  private emit() {
    const s = this.status();
    for (const l of this.listeners) l(s);
  }

  async refreshPending(): Promise<void> {
    this.pending = await this.db.outbox.where('status').equals('pending').count();
    this.emit();
  }

  async setNet(next: Partial<SyncNetState>): Promise<void> {
    this.net = { ...this.net, ...next };
    await setMeta(this.db, 'net', this.net);
    this.emit();
  }
}
