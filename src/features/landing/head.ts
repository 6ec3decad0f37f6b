import type { TFunction } from 'i18next';
import { LOCALES } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import { classifyPath, localizedLandingPath } from '../../app/routes/classify';
import { COMPETITORS, isCompetitor } from './competitors';

/** Stands for the site's origin in pre-rendered pages; the server puts its public address in (server/http/static.ts). */
export const ORIGIN_PLACEHOLDER = '__REPWISE_ORIGIN__';

export interface LandingHead {
  title: string;
  description: string;
  /** A page that must not be indexed (the not-found page). */
  notFound: boolean;
}

/** Title and description of a landing page, in the page's language (t must be in it). */
export function landingHead(pathname: string, t: TFunction): LandingHead {
  const rest = pathname.replace(/^\/(sk|cz)(?=\/|$)/, '').replace(/\/$/, '') || '/';
  const suffix = ' | Repwise';
  if (rest === '/') return { title: `Repwise: ${t('landing.hero.title')}`, description: t('landing.hero.lead'), notFound: false };
  if (rest === '/alternatives') return { title: t('landing.alternatives.title') + suffix, description: t('landing.alternatives.lead'), notFound: false };
  const slug = rest === '/quickcoach-alternative' ? 'quickcoach' : rest.match(/^\/alternatives\/([^/]+)$/)?.[1];
  if (isCompetitor(slug)) {
    const name = COMPETITORS[slug].name;
    // /quickcoach-alternative is the page people search for by that phrase: its own title, the same comparison.
    const key = rest === '/quickcoach-alternative' ? 'landing.alternatives.altPageTitle' : 'landing.alternatives.pageTitle';
    return { title: t(key, { name }) + suffix, description: t(`landing.competitors.${slug}.intro`), notFound: false };
  }
  return { title: t('landing.notFound.title') + suffix, description: t('landing.notFound.text'), notFound: true };
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The <head> tags of a pre-rendered landing page: title, description, canonical, hreflang in the three languages, Open Graph. */
export function landingHeadHtml(pathname: string, t: TFunction): string {
  const head = landingHead(pathname, t);
  const locale = classifyPath(pathname).locale ?? 'en';
  const tags = [`<title>${esc(head.title)}</title>`, `<meta name="description" content="${esc(head.description)}" />`];
  if (head.notFound) return [...tags, '<meta name="robots" content="noindex" />'].join('\n    ');
  const url = (p: string) => `${ORIGIN_PLACEHOLDER}${p}`;
  tags.push(`<link rel="canonical" href="${url(pathname)}" />`);
  for (const l of LOCALES) tags.push(`<link rel="alternate" hreflang="${htmlLangOf(l)}" href="${url(localizedLandingPath(pathname, l))}" />`);
  tags.push(`<link rel="alternate" hreflang="x-default" href="${url(localizedLandingPath(pathname, 'en'))}" />`);
  tags.push(
    '<meta property="og:type" content="website" />',
    '<meta property="og:site_name" content="Repwise" />',
    `<meta property="og:title" content="${esc(head.title)}" />`,
    `<meta property="og:description" content="${esc(head.description)}" />`,
    `<meta property="og:url" content="${url(pathname)}" />`,
    `<meta property="og:image" content="${url('/icons/icon-512.png')}" />`,
    `<meta property="og:locale" content="${{ en: 'en_GB', sk: 'sk_SK', cz: 'cs_CZ' }[locale]}" />`,
  );
  return tags.join('\n    ');
}
