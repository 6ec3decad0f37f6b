import type { Locale } from '../../domain/constants';
import cz from './locales/cz';
import en from './locales/en';
import sk from './locales/sk';
export type { Tree } from './tree';
import type { Tree } from './tree';

/**
 * All three languages at once, for tests and the build-time pre-rendering.
 * The app itself loads one language at a time (load.ts).
 */
export const translations: Record<Locale, Tree> = { en, sk, cz };
