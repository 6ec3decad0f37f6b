/** Small helpers for benchmarks with budgets: a bench fails when a measured figure is over its budget. */
export interface Figure {
  name: string;
  value: number;
  unit: string;
  /** Upper bound; a figure without a budget is reported only. */
  budget?: number;
  /** For throughput-like figures where more is better. */
  atLeast?: number;
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const idx = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[idx] ?? NaN;
}

export const median = (s: number[]) => percentile(s, 50);

export function failed(f: Figure): boolean {
  if (f.budget !== undefined && !(f.value <= f.budget)) return true;
  if (f.atLeast !== undefined && !(f.value >= f.atLeast)) return true;
  return false;
}

export function formatFigure(f: Figure): string {
  const bound = f.budget !== undefined ? `<= ${f.budget}` : f.atLeast !== undefined ? `>= ${f.atLeast}` : 'report';
  const mark = failed(f) ? 'FAIL' : 'ok';
  return `${mark.padEnd(5)}${f.name.padEnd(64)}${f.value.toFixed(2).padStart(12)} ${f.unit.padEnd(8)} (${bound})`;
}

export type Bench = { name: string; run: () => Promise<Figure[]> };
