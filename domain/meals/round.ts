/** Half away from zero at one decimal, without 1.005-style float slips. Apart from totals.ts, which brings the plans' zod schemas: the dashboard's totals need only this. */
export function round1(n: number): number {
  return Math.round((n + Math.sign(n) * Number.EPSILON) * 10) / 10;
}
