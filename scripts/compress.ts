import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Pre-compresses the built app (run after `vite build` by `npm run build`):
 * every text file of dist/ of 1 KB or more gets a .br (brotli, quality 11)
 * and a .gz (gzip, level 9) beside it, kept only when smaller. The server
 * (server/http/static.ts) picks one by Accept-Encoding; nothing is compressed
 * per request. Source maps are left as they are (only devtools fetch them).
 */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml']);
const MIN_BYTES = 1024;

export function compressDir(dir: string): { files: number; raw: number; br: number; gz: number } {
  const totals = { files: 0, raw: 0, br: 0, gz: 0 };
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      const stat = statSync(path);
      if (stat.isDirectory()) {
        walk(path);
        continue;
      }
      if (!COMPRESSIBLE.has(extname(name)) || stat.size < MIN_BYTES) continue;
      const raw = readFileSync(path);
      const br = brotliCompressSync(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      });
      const gz = gzipSync(raw, { level: 9 });
      if (br.length < raw.length) writeFileSync(`${path}.br`, br);
      if (gz.length < raw.length) writeFileSync(`${path}.gz`, gz);
      totals.files++;
      totals.raw += raw.length;
      totals.br += Math.min(br.length, raw.length);
      totals.gz += Math.min(gz.length, raw.length);
    }
  };
  walk(dir);
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? 'dist';
  const t = compressDir(dir);
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  console.log(`compressed ${t.files} files in ${dir}: ${kb(t.raw)} -> brotli ${kb(t.br)}, gzip ${kb(t.gz)}`);
}
