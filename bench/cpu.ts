import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) used so far by the processes descended from
 * this one (the browser the bench launched), by kind (Chromium's --type, and
 * --utility-sub-type for utility processes: IndexedDB runs in the storage
 * service), read from /proc; null where there is none. Unlike wall time it
 * barely moves with the machine's load, so a before/after on a busy machine
 * compares the work done.
 */
export function descendantsCpuMs(root = process.pid): Map<string, number> | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const tick = 10; // USER_HZ is 100 on Linux
  const procs = new Map<number, { ppid: number; cpu: number; kind: string }>();
  for (const d of dirs) {
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8').split(/[\0 ]/);
      const arg = (name: string) => cmd.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
      const type = arg('type');
      const kind = !type ? 'browser' : type === 'utility' ? (arg('utility-sub-type') ?? 'utility').replace(/\.mojom\..*$/, '') : type;
      procs.set(Number(d), { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) * tick, kind });
    } catch {
      // Gone meanwhile.
    }
  }
  const byKind = new Map<string, number>();
  for (const p of procs.values()) {
    for (let up = p.ppid; up > 1; up = procs.get(up)?.ppid ?? 0) {
      if (up === root) {
        byKind.set(p.kind, (byKind.get(p.kind) ?? 0) + p.cpu);
        break;
      }
    }
  }
  return byKind;
}

/** after - before, by kind, and the total under 'all'. */
export function cpuSpent(before: Map<string, number> | null, after: Map<string, number> | null): Record<string, number> | null {
  if (!before || !after) return null;
  const out: Record<string, number> = { all: 0 };
  for (const [kind, ms] of after) {
    const d = ms - (before.get(kind) ?? 0);
    if (d <= 0) continue;
    out[kind] = d;
    out.all! += d;
  }
  return out;
}

/** CPU time (ms) used so far by each of this machine's PostgreSQL processes (a local server's share of a bench), null without /proc. */
export function postgresCpuMs(): Map<number, number> | null {
  let dirs: string[];
  try {
    dirs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const out = new Map<number, number>();
  for (const d of dirs) {
    try {
      if (!readFileSync(`/proc/${d}/cmdline`, 'utf8').startsWith('postgres')) continue;
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      out.set(Number(d), (Number(f[11]) + Number(f[12])) * 10);
    } catch {
      // Gone meanwhile.
    }
  }
  return out;
}

/** CPU ms the processes used between two readings (one that ended meanwhile is left out: other benches' connections come and go). */
export function processesCpuSpent(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let ms = 0;
  for (const [pid, cpu] of after) ms += cpu - (before.get(pid) ?? 0);
  return ms;
}

/**
 * Microseconds per page (4 KB) of memory this process touches for the first
 * time: a page fault and the zeroing behind it, median of three 256 MB runs.
 * Lighthouse's CPU benchmark index is a loop that asks for no memory, so it
 * misses a virtual machine whose page faults are slow; a browser's new page,
 * its V8 context and IndexedDB's writes all fault in fresh memory, and every
 * task grows with them. On one such machine (14.7 µs) the landing page, 2 KB
 * of script, measured 160-610 ms of total blocking time at a benchmark index
 * of 2,400-2,700, where an earlier machine of the same index had measured 0;
 * its longest tasks were the browser's own (committing the navigation,
 * creating the page's script context), and 10,000 rows put into IndexedDB
 * took 1.1-1.4 s against 0.41 s there.
 */
export function pageFaultMicros(): number {
  const runs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t0 = process.hrtime.bigint();
    const b = Buffer.allocUnsafeSlow(256 << 20);
    for (let p = 0; p < b.length; p += 4096) b[p] = 1;
    runs.push(Number(process.hrtime.bigint() - t0) / 1000 / (b.length / 4096));
  }
  return runs.sort((a, b) => a - b)[1]!;
}
