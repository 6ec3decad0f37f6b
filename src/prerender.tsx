import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { LOCALES, type Locale } from '../domain/constants';
import { AreaFrame } from './app/layouts/AreaFrame';
import { RouteTable } from './app/RouteTable';
import { htmlLangOf } from '../domain/language';
import { preloadPath, routes } from './app/router';
import { classifyPath } from './app/routes/classify';
import { isSignInRoute, preloadSignInPath, SIGN_IN_PATHS, signInRoutes } from './features/auth/routes';
import { COMPETITORS } from './features/landing/competitors';
import { landingHeadHtml } from './features/landing/head';
import { i18next, initI18n } from './i18n/i18n';
import { loadTranslations } from './i18n/load';
import type { TextPart } from './i18n/parts';

/**
 * Renders the public pages to HTML at build time (`npm run build`, through
 * scripts/prerender.ts): the same components and texts as the app, so a
 * page reads before, or without, any JavaScript. The landing pages stay as
 * they are (public/boot.js); the sign-in pages are rendered from the sign-in
 * entry's own routes, which hydrate them (features/auth/entry.tsx).
 * Signed-out, web, no stored preferences.
 */
export function prerenderPaths(): string[] {
  const landing = ['', '/alternatives', '/quickcoach-alternative', ...Object.keys(COMPETITORS).map((slug) => `/alternatives/${slug}`)];
  const prefixes = LOCALES.map((l) => (l === 'en' ? '' : `/${l}`));
  return [
    ...prefixes.flatMap((p) => landing.map((rest) => p + rest || '/')),
    ...prefixes.map((p) => p + NOT_FOUND_PATH),
  ];
}

/**
 * The sign-in pages, each in every language: the server answers the one the
 * browser's languages choose (server/http/signin-pages.ts), the way the page
 * itself would choose on a first visit (i18n/language.ts), so it is painted
 * in the visitor's language from the start. `file` is the page's name under
 * pages/ without .html; English is the plain one, others add .sk / .cz.
 */
export function signInPages(): { path: string; locale: Locale; file: string }[] {
  return SIGN_IN_PATHS.flatMap((pattern) => {
    const name = pattern.replace(/\/:[^/]+$/, '');
    // A path parameter takes a stand-in: it shows in no text of the page.
    const path = pattern.replace(/:[^/]+/g, 'token');
    return LOCALES.map((locale) => ({ path, locale, file: locale === 'en' ? name : `${name}.${locale}` }));
  });
}

/** An unknown competitor: rendered once per language as the not-found page (pages/[sk|cz/]404.html) the server answers 404 with. */
export const NOT_FOUND_PATH = '/alternatives/not-a-competitor';

export async function renderPath(path: string, language?: Locale): Promise<{ html: string; lang: string; head: string | null; signIn: boolean }> {
  const route = classifyPath(path);
  const locale: Locale = language ?? (route.kind === 'landing' && route.locale ? route.locale : 'en');
  if (!i18next.isInitialized) initI18n(locale, Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadTranslations(l)] as const))));
  else await i18next.changeLanguage(locale);
  const signIn = isSignInRoute(path);
  await (signIn ? preloadSignInPath(path) : preloadPath(path));
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={path}>
        <RouteTable routes={signIn ? signInRoutes : routes} />
      </StaticRouter>
    </StrictMode>,
  );
  // A redirect (the guard's <Navigate>) renders nothing.
  if (!html) throw new Error(`${path} redirects: nothing to pre-render`);
  return { html, lang: htmlLangOf(locale), head: route.kind === 'landing' ? landingHeadHtml(path, i18next.t) : null, signIn };
}

/**
 * The signed-in areas' frame (app/layouts/AreaFrame.tsx), in every language:
 * the server sends it for /client/* and /trainer/* (server/http/area-frames.ts),
 * so a signed-in start paints the frame before the app has run. `home` is the
 * area's dashboard (its heading in the skeleton), `screen` any other path.
 */
export const AREA_FRAME_ROLES = ['client', 'trainer'] as const;

/**
 * What each area loads on demand before its first screen shows (app/router.tsx): its layout, and on
 * its home the dashboard, with the parts of the texts they ask for. The frame asks for their chunks
 * together with the app's entry (scripts/prerender.ts finds them in the build's manifest and fails
 * on a module it lacks), so they do not arrive one round trip after another.
 */
const AREA_MODULES: Record<(typeof AREA_FRAME_ROLES)[number], { layout: string[]; home: string[]; parts: TextPart[] }> = {
  // The dashboard's latest message, meals, billing, due check-in and habits cards are lazy chunks of their own (client-home/screens.tsx), still part of its first screen.
  client: {
    layout: ['src/app/layouts/ClientLayout.tsx'],
    home: ['src/features/client-home/screens.tsx', 'src/features/messaging/LatestMessageCard.tsx', 'src/features/meal-log/TodayMealsCard.tsx', 'src/features/billing/OwnBilling.tsx', 'src/features/check-ins/DueCheckInCard.tsx', 'src/features/habits/HabitsCard.tsx'],
    parts: [],
  },
  trainer: { layout: ['src/app/layouts/TrainerLayout.tsx'], home: ['src/features/trainer-home/Dashboard.tsx', 'src/features/check-ins/TrainerCheckInsCard.tsx'], parts: ['more', 'staff'] },
};

export function areaFramePages(): { role: (typeof AREA_FRAME_ROLES)[number]; screen: 'home' | 'screen'; locale: Locale; file: string; modules: string[] }[] {
  return AREA_FRAME_ROLES.flatMap((role) =>
    (['home', 'screen'] as const).flatMap((screen) =>
      LOCALES.map((locale) => {
        const name = `/area/${role}${screen === 'home' ? '' : '-screen'}`;
        const { layout, home, parts } = AREA_MODULES[role];
        const texts = (['core', ...parts] as const).map((part) => `virtual:text-part/${locale}/${part}`);
        const modules = [...layout, ...texts, ...(screen === 'home' ? home : [])];
        return { role, screen, locale, file: locale === 'en' ? name : `${name}.${locale}`, modules };
      }),
    ),
  );
}

export async function renderAreaFrame(role: (typeof AREA_FRAME_ROLES)[number], screen: 'home' | 'screen', locale: Locale): Promise<{ html: string; lang: string }> {
  if (!i18next.isInitialized) initI18n(locale, Object.fromEntries(await Promise.all(LOCALES.map(async (l) => [l, await loadTranslations(l)] as const))));
  else await i18next.changeLanguage(locale);
  // Any other screen: a path that is no menu entry's, so none is highlighted before the app knows the screen.
  const pathname = screen === 'home' ? `/${role}` : `/${role}/…`;
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={`/${role}`}>
        <AreaFrame role={role} pathname={pathname} />
      </StaticRouter>
    </StrictMode>,
  );
  return { html, lang: htmlLangOf(locale) };
}
