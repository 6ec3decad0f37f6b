import { useEffect, useState } from 'react';
import type { Locale } from '../../../../domain/constants';
import type { InstructionSet } from '../../../../domain/exercises/instructions/types';

/*
 * The exercises' step-by-step instructions, one chunk per language (domain/exercises/instructions/<lang>.ts):
 * about 100 KB of text each, so none comes with the app's first load; a language's chunk loads when a guide
 * first opens in it (and the service worker's precache keeps it for offline use). A glob rather than three
 * imports: a language whose file is not written yet is simply absent, and its steps show in English.
 */
const DIR = '../../../../domain/exercises/instructions/';
const files = import.meta.glob<InstructionSet>('../../../../domain/exercises/instructions/{en,sk,cz}.ts', { import: 'default' });

const loaded = new Map<Locale, Promise<InstructionSet | null>>();

function load(language: Locale): Promise<InstructionSet | null> {
  let set = loaded.get(language);
  if (!set) {
    const file = files[`${DIR}${language}.ts`];
    set = file ? file() : Promise.resolve(null);
    // A chunk that failed to load (offline before it was ever fetched) is tried again next time.
    set.catch(() => loaded.delete(language));
    loaded.set(language, set);
  }
  return set;
}

export interface Steps {
  steps: readonly string[];
  /** The language they are in: English while a language has no translation of them. */
  language: Locale;
}

/** An exercise's steps in a language, else in English; null when it has none. */
export async function loadSteps(guideId: string, language: Locale): Promise<Steps | null> {
  const own = (await load(language))?.[guideId];
  if (own?.length) return { steps: own, language };
  const en = language === 'en' ? undefined : (await load('en'))?.[guideId];
  return en?.length ? { steps: en, language: 'en' } : null;
}

export type StepsState = { status: 'loading' } | { status: 'none' } | { status: 'failed' } | ({ status: 'ready' } & Steps);

/** The steps of a guide in the interface language, loaded on first use. */
export function useSteps(guideId: string | null, language: Locale): StepsState {
  const [state, setState] = useState<StepsState>({ status: guideId ? 'loading' : 'none' });
  useEffect(() => {
    if (!guideId) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadSteps(guideId, language).then(
      (s) => live && setState(s ? { status: 'ready', ...s } : { status: 'none' }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [guideId, language]);
  return state;
}
