import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, type Bench } from './lib';

/** Time from spawning `tsx server/main.ts` to the first answered /api/health, as `npm run serve` starts it. */
async function startOnce(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'silent', DEMO: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (r.ok) return performance.now() - t0;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const bench: Bench = {
  name: 'server start on PGlite',
  async run() {
    const empty: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 3; i++) {
      const dir = mkdtempSync(join(tmpdir(), 'repwise-bench-start-'));
      try {
        empty.push(await startOnce(dir, 39100 + i));
        for (let j = 0; j < 2; j++) existing.push(await startOnce(dir, 39200 + i * 2 + j));
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }
    return [
      { name: 'start on an empty PGlite directory (median of 3)', value: median(empty) / 1000, unit: 's', budget: 6 },
      { name: 'start on an existing PGlite directory (median of 6)', value: median(existing) / 1000, unit: 's', budget: 1.5 },
    ];
  },
};
export default bench;
