/** The part of navigator.locks the engine needs. */
export interface LockManagerLike {
  request(name: string, options: { mode: 'exclusive' }, callback: () => Promise<void>): Promise<unknown>;
}

/**
 * One syncing tab at a time (architecture: "leader election"): the engine
 * that holds the Web Lock syncs; the others wait in the lock's queue and
 * take over when the leader's tab closes. Without Web Locks (Node tests,
 * old browsers) every engine is leader.
 */
export function electLeader(locks: LockManagerLike | null | undefined, name: string, onElected: () => void): { release(): void } {
  if (!locks) {
    onElected();
    return { release() {} };
  }
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  void locks
    .request(name, { mode: 'exclusive' }, async () => {
      onElected();
      await held;
    })
    .catch(() => {
      /* lock request aborted: not leader */
    });
  return { release };
}
