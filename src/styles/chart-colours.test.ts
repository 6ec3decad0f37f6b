import { describe, expect, it } from 'vitest';
import { contrast, linear, themeColours } from '../../tests/fixtures/colours';
import { SERIES_TOKENS } from '../features/admin/chartSeries';

/**
 * Two series of one chart must be told apart by everyone: in each theme, under full protanopia, deuteranopia
 * and tritanopia as well as normal vision, their colours stay at least MIN_DELTA_E apart (CIE L*a*b*), and each
 * stands out from the card (3:1, WCAG's non-text contrast). The admin's workouts and meals were the primary
 * teal and the success green: 5 apart to a tritanope.
 */
const MIN_DELTA_E = 40;

/** Machado, Oliveira & Fernandes (2009), severity 1, on linear sRGB. */
const DEFICIENCIES: Record<string, number[][]> = {
  normal: [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  protanopia: [
    [0.152286, 1.052583, -0.204868],
    [0.114503, 0.786281, 0.099216],
    [-0.003882, -0.048116, 1.051998],
  ],
  deuteranopia: [
    [0.367322, 0.860646, -0.227968],
    [0.280085, 0.672501, 0.047413],
    [-0.01182, 0.04294, 0.968881],
  ],
  tritanopia: [
    [1.255528, -0.076749, -0.178779],
    [-0.078411, 0.930809, 0.147602],
    [0.004733, 0.691367, 0.3039],
  ],
};

const seen = (hex: string, m: number[][]) => {
  const c = linear(hex);
  return m.map((row) => Math.min(1, Math.max(0, row.reduce((sum, k, i) => sum + k * (c[i] as number), 0))));
};

function lab([r = 0, g = 0, b = 0]: readonly number[]): [number, number, number] {
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

const deltaE = (a: number[], b: number[]) => {
  const [p, q] = [lab(a), lab(b)];
  return Math.hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
};


describe.each(['light', 'dark'] as const)('the admin charts’ series colours, %s theme', (theme) => {
  const p = themeColours(theme);
  const [first, second] = SERIES_TOKENS.map((token) => p[token]);

  it.each(Object.keys(DEFICIENCIES))('stay apart with %s vision', (vision) => {
    expect(first, SERIES_TOKENS[0]).toBeDefined();
    expect(second, SERIES_TOKENS[1]).toBeDefined();
    const m = DEFICIENCIES[vision] as number[][];
    expect(deltaE(seen(first as string, m), seen(second as string, m))).toBeGreaterThanOrEqual(MIN_DELTA_E);
  });

  it('each stands out from the card at 3:1', () => {
    for (const colour of [first, second]) expect(contrast(colour as string, p['color-surface'] as string)).toBeGreaterThanOrEqual(3);
  });
});
