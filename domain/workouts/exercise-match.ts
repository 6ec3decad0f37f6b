import { GLOBAL_EXERCISES } from '../exercises/library';
import { foldText } from '../exercises/normalize';
import { EXERCISE_SYNONYMS } from './exercise-synonyms';

/*
 * Maps exercise names of an imported file onto exercises: the trainer's own
 * first, then the global library by its en, sk and cz names, then known
 * synonyms, then the "Name (Equipment)" names of Strong and Hevy read as
 * "Equipment Name" ("Bench Press (Dumbbell)" → "Dumbbell bench press").
 */

/** An exercise a name may match: a trainer's own (uuid and title) or a library one. */
export interface KnownExercise {
  id: string;
  names: readonly string[];
}

export interface ExerciseMatch {
  /** File name → exercise id. */
  matched: Map<string, string>;
  /** Names that matched nothing, once each, in file order: the UI offers to create them as the trainer's own. */
  unknown: string[];
}

/** Folded for matching: no case, accents or punctuation, and no plural s, so "Pull Ups" finds "Pull-up". */
export function matchKey(name: string): string {
  return foldText(name)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((w) => (w.length >= 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

function index(list: readonly KnownExercise[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const e of list) for (const n of e.names) if (!map.has(matchKey(n))) map.set(matchKey(n), e.id);
  return map;
}

const LIBRARY: readonly KnownExercise[] = GLOBAL_EXERCISES.map((e) => ({ id: e.id, names: [e.names.en, e.names.sk, e.names.cz, e.id] }));
let libraryIndex: Map<string, string> | null = null;
let synonymIndex: Map<string, string> | null = null;

const BODYWEIGHT = new Set(['bodyweight', 'body weight', 'weighted', 'other']);

/** Matches names (deduplicated; each is looked up once). */
export function matchExerciseNames(names: Iterable<string>, opts: { own?: readonly KnownExercise[] } = {}): ExerciseMatch {
  libraryIndex ??= index(LIBRARY);
  synonymIndex ??= new Map(Object.entries(EXERCISE_SYNONYMS).map(([k, v]) => [matchKey(k), v]));
  const own = index(opts.own ?? []);
  const direct = (k: string) => own.get(k) ?? libraryIndex!.get(k);
  const find = (name: string): string | undefined => {
    const key = matchKey(name);
    const hit = direct(key) ?? synonymIndex!.get(key);
    if (hit) return hit;
    const m = /^(.*?)\s*\(([^)]*)\)\s*$/.exec(name);
    if (!m) return undefined;
    const base = matchKey(m[1]!);
    const equipment = matchKey(m[2]!.replace(/\s-\s.*$/, ''));
    if (BODYWEIGHT.has(equipment)) return direct(base) ?? synonymIndex!.get(base);
    // The bare name counts only as the library writes it, never through a synonym: "Deadlift (Dumbbell)" is not the barbell deadlift.
    return direct(`${equipment} ${base}`) ?? direct(`${base} ${equipment}`) ?? direct(base);
  };
  const matched = new Map<string, string>();
  const unknown: string[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name)) continue;
    seen.add(name);
    const id = find(name.trim());
    if (id) matched.set(name, id);
    else unknown.push(name);
  }
  return { matched, unknown };
}
