import { fork, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { Fixture, FreshSeries, FuzzCommand } from './protocol';

/**
 * The fuzzed server in a child process (server-process.ts) that the test can
 * kill when a request hangs it: one stuck in an endless loop answers nothing,
 * its IPC included, and would stop vitest's own event loop if it ran there.
 */
export interface FuzzServer {
  fixture: Fixture;
  /** Fresh tokens for the fixture's users (a fuzzed logout or disable may have ended theirs). */
  refreshTokens(): Promise<void>;
  /** A hash per table of its rows (bookkeeping tables left out), and the WAL position as "(wal)". */
  checksum(): Promise<Record<string, string>>;
  /** The WAL position: unchanged means nothing was written. */
  wal(): Promise<string>;
  /** A new series of the caller's with an exception. */
  freshSeries(): Promise<FreshSeries>;
  /** The rate limiters' counters forgotten. */
  unlimit(): Promise<void>;
  /** Kills the process at once (SIGKILL: a hung one handles no signal). */
  kill(): void;
  close(): Promise<void>;
}

const ENTRY = resolve(import.meta.dirname, 'server-process.ts');

export async function startFuzzServer(kind: 'pglite' | 'postgres'): Promise<FuzzServer> {
  const child: ChildProcess = fork(ENTRY, [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, FUZZ_DB: kind },
    stdio: ['ignore', 'ignore', process.env.FUZZ_DEBUG ? 'inherit' : 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => {
    stderr = (stderr + d.toString()).slice(-4000);
  });
  let next = 1;
  const waiting = new Map<number, { ok: (v: unknown) => void; fail: (e: Error) => void }>();
  child.on('message', (m: { id: number; result?: unknown; error?: string }) => {
    const w = waiting.get(m.id);
    waiting.delete(m.id);
    if (m.error !== undefined) w?.fail(new Error(m.error));
    else w?.ok(m.result);
  });
  child.on('exit', (code, signal) => {
    for (const w of waiting.values()) w.fail(new Error(`fuzz server exited (${code ?? signal}):\n${stderr}`));
    waiting.clear();
  });
  const call = <T>(cmd: FuzzCommand['cmd'] | 'start', timeoutMs: number): Promise<T> =>
    new Promise<T>((ok, fail) => {
      const id = cmd === 'start' ? 0 : next++;
      const timer = setTimeout(() => {
        waiting.delete(id);
        fail(new Error(`fuzz server: no answer to ${cmd} in ${timeoutMs} ms\n${stderr}`));
      }, timeoutMs);
      waiting.set(id, {
        ok: (v) => {
          clearTimeout(timer);
          ok(v as T);
        },
        fail: (e) => {
          clearTimeout(timer);
          fail(e);
        },
      });
      if (cmd !== 'start') child.send({ id, cmd } satisfies FuzzCommand);
    });

  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  try {
    await call<string>('start', 60_000);
    const fixture = await call<Fixture>('seed', 60_000);
    return {
      fixture,
      async refreshTokens() {
        fixture.tokens = await call<Fixture['tokens']>('tokens', 10_000);
      },
      checksum: () => call<Record<string, string>>('checksum', 10_000),
      wal: () => call<string>('wal', 10_000),
      freshSeries: () => call<FreshSeries>('freshSeries', 10_000),
      unlimit: () => call<void>('unlimit', 10_000),
      kill,
      async close() {
        if (child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
        // Disconnecting asks it to close its server and database; a stuck one is killed.
        child.disconnect();
        const timer = setTimeout(kill, 10_000);
        await exited;
        clearTimeout(timer);
      },
    };
  } catch (e) {
    kill();
    throw e;
  }
}
