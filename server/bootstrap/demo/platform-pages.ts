/** The landing pages of docs/rules/routes-and-screens.md "Public pages" and how often each is opened a day in the demo. */
const PAGES: Array<[string, number]> = [
  ['/', 9],
  ['/alternatives', 2],
  ['/quickcoach-alternative', 1.5],
  ['/alternatives/trainerize', 2.5],
  ['/alternatives/everfit', 1.2],
  ['/alternatives/truecoach', 1],
  ['/alternatives/quickcoach', 0.8],
];
const LANGUAGES: Array<[string, number]> = [
  ['', 0.6],
  ['/sk', 1.4],
  ['/cz', 1],
];

export const PAGE_VIEW_DEMO_PATHS = PAGES.flatMap(([rest, w]) => LANGUAGES.map(([prefix, lw]) => ({ path: rest === '/' ? prefix || '/' : prefix + rest, weight: w * lw })));
