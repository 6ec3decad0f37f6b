import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [k: string]: string | Tree };

/** The groups of the app's texts the sign-in pages show (their frame, forms, terms, the guard's error). */
export const SIGN_IN_GROUPS = ['auth', 'common', 'guard', 'language', 'nav', 'terms', 'theme'] as const;

/**
 * The sign-in pages' texts in one language, picked at build time from the
 * app's own files (src/i18n/<lang>.json and each feature's
 * src/features/<area>/i18n/<lang>.json): the groups above, every spec message
 * (a server answer may bring any) and the landing's footer line. Served as
 * the module virtual:signin-texts/<lang> (vite.config.ts), so a visitor
 * downloads these few texts, not the whole app's.
 */
export function signInTexts(root: string, locale: string): Tree {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;
  const base = read(join(root, 'src/i18n', `${locale}.json`));
  const out: Tree = {};
  for (const group of SIGN_IN_GROUPS) if (base[group]) out[group] = base[group];
  const messages: Tree = { ...(base.messages as Tree | undefined) };
  const features = join(root, 'src/features');
  for (const area of readdirSync(features).sort()) {
    const file = join(features, area, 'i18n', `${locale}.json`);
    if (existsSync(file)) Object.assign(messages, (read(file).messages as Tree | undefined) ?? {});
  }
  out.messages = messages;
  const footer = (base.landing as Tree | undefined)?.footer;
  if (footer) out.landing = { footer };
  return out;
}
