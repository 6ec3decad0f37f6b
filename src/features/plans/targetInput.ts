/** A typed target: '' clears it; a comma works as the decimal point (sk, cz); anything else is 'invalid'. */
export function parseTarget(text: string): number | null | 'invalid' {
  const s = text.trim().replace(',', '.');
  if (s === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return 'invalid';
  const n = Number(s);
  return Number.isFinite(n) ? n : 'invalid';
}
