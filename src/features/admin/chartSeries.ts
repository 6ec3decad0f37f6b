/**
 * The admin charts' two series, as tokens of styles/tokens.css: blue and orange in both themes, told apart
 * with every common colour-vision deficiency (styles/chart-colours.test.ts). Workouts and meals were the
 * primary teal and the success green, one colour to a tritanope and close to anyone.
 */
export const SERIES_TOKENS = ['color-chart-1', 'color-chart-2'] as const;

export const SERIES_COLOURS = SERIES_TOKENS.map((token) => `var(--${token})`) as [string, string];

/** The second series' line is dashed too, so the two differ without colour at all. */
export const SECOND_LINE_DASH = '6 4';
