import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, themeColours } from '../../tests/fixtures/colours';

const TEXT_PAIRS: Array<[string, string]> = [
  ['color-text', 'color-bg'],
  ['color-text', 'color-surface'],
  ['color-text', 'color-surface-2'],
  ['color-muted', 'color-bg'],
  ['color-muted', 'color-surface'],
  ['color-muted', 'color-surface-2'],
  ['color-on-primary', 'color-primary'],
  ['color-on-primary', 'color-primary-hover'],
  ['color-primary', 'color-surface'],
  ['color-primary', 'color-bg'],
  ['color-primary-soft-text', 'color-primary-soft'],
  ['color-danger', 'color-surface'],
  ['color-on-danger', 'color-danger'],
  ['color-danger-soft-text', 'color-danger-soft'],
  ['color-success-soft-text', 'color-success-soft'],
  ['color-warning-soft-text', 'color-warning-soft'],
  ['color-info-soft-text', 'color-info-soft'],
];
const UI_PAIRS: Array<[string, string]> = [
  ['color-border-strong', 'color-surface'],
  ['color-focus', 'color-bg'],
  ['color-focus', 'color-surface'],
];

describe.each(['light', 'dark'] as const)('%s theme contrast (WCAG 2.2 AA)', (theme) => {
  const p = themeColours(theme);
  it.each(TEXT_PAIRS)('text %s on %s is at least 4.5:1', (fg, bg) => {
    expect(p[fg], fg).toBeDefined();
    expect(p[bg], bg).toBeDefined();
    expect(contrast(p[fg] as string, p[bg] as string)).toBeGreaterThanOrEqual(4.5);
  });
  it.each(UI_PAIRS)('control %s on %s is at least 3:1', (fg, bg) => {
    expect(contrast(p[fg] as string, p[bg] as string)).toBeGreaterThanOrEqual(3);
  });
});

describe('the system-dark fallback', () => {
  it('is the dark palette, every token, so a page before any script is not half dark', () => {
    const css = readFileSync(join(__dirname, 'tokens.css'), 'utf8');
    const declarations = (selector: string) => {
      const start = css.indexOf(selector);
      expect(start, selector).toBeGreaterThan(-1);
      return css
        .slice(start + selector.length, css.indexOf('}', start))
        .split(';')
        .map((d) => d.trim())
        .filter(Boolean);
    };
    expect(declarations(':root:not([data-theme]) {')).toEqual(declarations(":root[data-theme='dark'] {"));
  });
});
