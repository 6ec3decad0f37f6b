import { LANGS, SHOT_ROUTES, THEMES, WIDTHS, type Lang, type Role, type ShotRoute, type Theme } from './routes';

/** One visit: a route in a language and theme, measured at some widths. */
export interface Visit {
  route: ShotRoute;
  lang: Lang;
  theme: Theme;
  widths: readonly number[];
}

/** Every combination: each route at 4 widths × 3 languages × 2 themes (`npm run shots`). */
export function allVisits(): Visit[] {
  return SHOT_ROUTES.flatMap((route) => LANGS.flatMap((lang) => THEMES.map((theme) => ({ route, lang, theme, widths: WIDTHS }))));
}

/**
 * The CI sample: every route once, the i-th route at width i mod 4, language i mod 3 and theme ⌊i/12⌋ mod 2,
 * so the 24 combinations of width, language and theme come round in turn (the same every run: a failure
 * comes back on the next run, and the full set is `npm run shots`). The trainer's dashboard, the first
 * screen a trainer sees and the one issue 33 found broken, is measured at 360 px in every language too.
 */
export function sampledVisits(): Visit[] {
  const sample = SHOT_ROUTES.map((route, i) => ({ route, lang: LANGS[i % 3]!, theme: THEMES[Math.floor(i / 12) % 2]!, widths: [WIDTHS[i % 4]!] as readonly number[] }));
  const dashboard = SHOT_ROUTES.find((r) => r.pattern === '/trainer')!;
  for (const lang of LANGS) {
    const i = sample.findIndex((v) => v.route === dashboard && v.lang === lang);
    const at = sample[i];
    if (at) sample[i] = { ...at, widths: [...new Set([360, ...at.widths])] };
    else sample.push({ route: dashboard, lang, theme: 'light', widths: [360] });
  }
  return sample;
}

/** The visits of one role, in an order that switches language least often. */
export function visitsByRole(visits: Visit[]): Map<Role, Visit[]> {
  const byRole = new Map<Role, Visit[]>();
  for (const v of visits) byRole.set(v.route.role, [...(byRole.get(v.route.role) ?? []), v]);
  for (const list of byRole.values()) list.sort((a, b) => LANGS.indexOf(a.lang) - LANGS.indexOf(b.lang));
  return byRole;
}
