import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { failed, formatFigure, type Bench, type Figure } from './lib';

/** Runs every bench/*.bench.ts (or those named on the command line) and fails if any figure is over budget. */
const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

const all: Figure[] = [];
for (const file of files) {
  const mod = (await import(join(here, file))) as { default: Bench };
  console.log(`\n# ${mod.default.name} (${file})`);
  const figures = await mod.default.run();
  for (const f of figures) console.log(formatFigure(f));
  all.push(...figures);
}
const bad = all.filter(failed);
console.log(`\n${all.length - bad.length} within budget, ${bad.length} over budget`);
process.exit(bad.length ? 1 : 0);
