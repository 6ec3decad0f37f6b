import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Finding } from './checks';
import type { Combo, Outcome } from './visit';

/** Where the run writes: findings.md, png/ (every screen, `npm run shots`) and failures/ (a screen that found something). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? 'test-results/shots';

const slug = (c: Combo) => `${c.route.role}${c.route.pattern.replace(/[/:]+/g, '-')}-${c.lang}-${c.theme}-${c.width}`;

export function startReport(title: string): void {
  mkdirSync(join(SHOTS_DIR, 'failures'), { recursive: true });
  writeFileSync(join(SHOTS_DIR, 'findings.md'), `# ${title}\n\n| route | visited | width | lang | theme | check | element | detail |\n| --- | --- | --- | --- | --- | --- | --- | --- |\n`);
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ').slice(0, 300);

/** Records an outcome: its findings as table rows, its PNG under png/ or failures/. */
export function record(o: Outcome, known: (f: Finding) => string | undefined, keepAll: boolean): void {
  const c = o.combo;
  for (const f of o.findings) {
    const why = known(f);
    const row = [c.route.pattern, o.landed, String(c.width), c.lang, c.theme, f.check, f.element, why ? `known (${why}): ${f.detail}` : f.detail];
    appendFileSync(join(SHOTS_DIR, 'findings.md'), `| ${row.map(cell).join(' | ')} |\n`);
  }
  if (!o.png) return;
  const folder = keepAll ? 'png' : 'failures';
  mkdirSync(join(SHOTS_DIR, folder), { recursive: true });
  writeFileSync(join(SHOTS_DIR, folder, `${slug(c)}.png`), o.png);
}
