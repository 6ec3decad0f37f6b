import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, hexVars } from '../../../tests/fixtures/colours';
import { CLIENT_COLOURS } from './clientColours';

/** The client palette (client-colours.css) against the theme's card surface (tokens.css): readable and apart, light and dark. */
const read = (file: string) => readFileSync(file, 'utf8');
const CSS = read(join(__dirname, 'client-colours.css'));
const TOKENS = read(join(__dirname, '../../styles/tokens.css'));

function block(css: string, selector: string): Record<string, string> {
  expect(css.includes(selector), selector).toBe(true);
  return hexVars(css, selector);
}

const channel = (hex: string, i: number) => parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
/** Hue in degrees (0-360). */
function hue(hex: string): number {
  const [r, g, b] = [0, 1, 2].map((i) => channel(hex, i)) as [number, number, number];
  const max = Math.max(r, g, b);
  const d = max - Math.min(r, g, b);
  if (d === 0) return -1;
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return (h * 60 + 360) % 360;
}

const THEMES = [
  { theme: 'light', palette: block(CSS, ":root[data-theme='light']"), surface: block(TOKENS, ":root[data-theme='light']")['color-surface']! },
  { theme: 'dark', palette: block(CSS, ":root[data-theme='dark']"), surface: block(TOKENS, ":root[data-theme='dark']")['color-surface']! },
];
const indexes = Array.from({ length: CLIENT_COLOURS }, (_, i) => i);

describe.each(THEMES)('client colours, $theme theme', ({ palette, surface }) => {
  it.each(indexes)('colour %i: text 4.5:1 on its chip, its edge 3:1 on the card', (i) => {
    const [bg, fg, edge] = [palette[`client-${i}-bg`], palette[`client-${i}-fg`], palette[`client-${i}-edge`]];
    expect(bg && fg && edge, `client-${i}`).toBeTruthy();
    expect(contrast(fg!, bg!)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(edge!, surface)).toBeGreaterThanOrEqual(3);
  });

  it('has hues at least 20° apart (the last, a grey, aside)', () => {
    const hues = indexes.slice(0, -1).map((i) => hue(palette[`client-${i}-edge`]!));
    for (let a = 0; a < hues.length; a++)
      for (let b = a + 1; b < hues.length; b++) {
        const d = Math.abs(hues[a]! - hues[b]!);
        expect(Math.min(d, 360 - d), `colours ${a} and ${b}`).toBeGreaterThanOrEqual(20);
      }
  });
});

it('the system-dark fallback is the dark palette', () => {
  expect(block(CSS, ':root:not([data-theme])')).toEqual(block(CSS, ":root[data-theme='dark']"));
});
