import type { Locale } from '../constants';

/** A name in each supported language (docs/rules/languages.md "Supported languages": en, sk, cz). */
export type LocalizedNames = Record<Locale, string>;

/** An entry of a fixed selection list (category, equipment, muscle): a stable slug and its names. */
export interface Option<Id extends string> {
  id: Id;
  names: LocalizedNames;
}
