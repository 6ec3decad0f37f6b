import { CATEGORIES, DEFAULT_CATEGORY_ID, type CategoryId } from './categories';
import { EQUIPMENT, type EquipmentId } from './equipment';
import { MUSCLES, muscleRegion, type MuscleId } from './muscles';
import { foldText } from './normalize';
import { DEFAULT_TRACKING_FIELDS, TRACKING_FIELDS, type TrackingField } from './tracking';

/*
 * How outside exercise data maps onto Repwise's lists. Written for the Free
 * Exercise DB (its categories, equipment and muscle names) and for hand-made CSV
 * files, which may use Repwise's own slugs or names in any of the three languages.
 */

/** Lookup key: folded text with '-' and '_' as spaces, so 'E-Z curl bar', 'ez_curl_bar' and 'EZ curl bar' meet. */
export function lookupKey(text: string): string {
  let key = keyCache.get(text);
  if (key === undefined) {
    key = foldText(text.replace(/[-_/]+/g, ' '));
    // Files repeat the same few muscle and equipment names; bounded so a huge file cannot grow it.
    if (keyCache.size < 5000) keyCache.set(text, key);
  }
  return key;
}
const keyCache = new Map<string, string>();

function lookup<Id extends string>(entries: Iterable<readonly [string, Id]>): Map<string, Id> {
  const map = new Map<string, Id>();
  for (const [alias, id] of entries) map.set(lookupKey(alias), id);
  return map;
}

function namesOf<Id extends string>(options: readonly { id: Id; names: Record<string, string> }[]): [string, Id][] {
  return options.flatMap((o) => [o.id, ...Object.values(o.names)].map((alias) => [alias, o.id] as [string, Id]));
}

// ---------------------------------------------------------------- muscles

const MUSCLE_LOOKUP = lookup<MuscleId>([
  ...namesOf(MUSCLES),
  ['abs', 'abdominals'], ['core', 'abdominals'], ['abdominal', 'abdominals'], ['rectus abdominis', 'abdominals'],
  ['oblique', 'obliques'],
  ['pecs', 'chest'], ['pectorals', 'chest'], ['pectoralis', 'chest'],
  ['delts', 'shoulders'], ['deltoids', 'shoulders'], ['deltoid', 'shoulders'], ['shoulder', 'shoulders'],
  ['front delts', 'shoulders'], ['side delts', 'shoulders'], ['rear delts', 'shoulders'],
  ['lat', 'lats'], ['latissimus dorsi', 'lats'], ['latissimus', 'lats'],
  ['upper back', 'middle-back'], ['rhomboids', 'middle-back'], ['back', 'middle-back'],
  ['trap', 'traps'], ['trapezius', 'traps'],
  ['erector spinae', 'lower-back'], ['erectors', 'lower-back'],
  ['forearm', 'forearms'], ['grip', 'forearms'],
  ['quads', 'quadriceps'], ['quad', 'quadriceps'],
  ['hams', 'hamstrings'], ['hamstring', 'hamstrings'],
  ['glute', 'glutes'], ['gluteus', 'glutes'], ['gluteus maximus', 'glutes'], ['gluteus medius', 'glutes'],
  ['adductor', 'adductors'], ['abductor', 'abductors'],
  ['calf', 'calves'], ['shins', 'tibialis'], ['tibialis anterior', 'tibialis'],
  ['hip flexor', 'hip-flexors'], ['iliopsoas', 'hip-flexors'],
]);

export function muscleFrom(value: string): MuscleId | undefined {
  return MUSCLE_LOOKUP.get(lookupKey(value));
}

// ---------------------------------------------------------------- equipment

const EQUIPMENT_LOOKUP = lookup<EquipmentId>([
  ...namesOf(EQUIPMENT),
  // Free Exercise DB
  ['body only', 'bodyweight'], ['kettlebells', 'kettlebell'], ['bands', 'resistance-band'], ['foam roll', 'foam-roller'],
  ['e-z curl bar', 'ez-bar'], ['medicine ball', 'medicine-ball'], ['exercise ball', 'exercise-ball'],
  // common spellings
  ['body weight', 'bodyweight'], ['none', 'bodyweight'], ['no equipment', 'bodyweight'],
  ['dumbbells', 'dumbbell'], ['barbells', 'barbell'], ['cables', 'cable'], ['cable machine', 'cable'], ['machines', 'machine'],
  ['band', 'resistance-band'], ['resistance bands', 'resistance-band'], ['mini band', 'resistance-band'], ['loop band', 'resistance-band'],
  ['ez curl bar', 'ez-bar'], ['ez bar', 'ez-bar'], ['curl bar', 'ez-bar'], ['hex bar', 'trap-bar'],
  ['plate', 'weight-plate'], ['plates', 'weight-plate'],
  ['smith', 'smith-machine'], ['med ball', 'medicine-ball'],
  ['stability ball', 'exercise-ball'], ['swiss ball', 'exercise-ball'], ['gym ball', 'exercise-ball'], ['fitball', 'exercise-ball'],
  ['bosu ball', 'bosu'], ['foam roller', 'foam-roller'], ['roller', 'foam-roller'],
  ['pullup bar', 'pull-up-bar'], ['pull up bar', 'pull-up-bar'], ['chin up bar', 'pull-up-bar'],
  ['dip station', 'dip-bars'], ['parallel bars', 'dip-bars'],
  ['trx', 'suspension-trainer'], ['suspension', 'suspension-trainer'], ['rings', 'suspension-trainer'],
  ['box', 'plyo-box'], ['plyo box', 'plyo-box'], ['rope', 'jump-rope'], ['skipping rope', 'jump-rope'],
  ['prowler', 'sled'], ['battle rope', 'battle-ropes'], ['ab roller', 'ab-wheel'],
  ['balance board', 'balance-pad'], ['balance pad', 'balance-pad'], ['yoga mat', 'mat'],
  ['bike', 'stationary-bike'], ['exercise bike', 'stationary-bike'], ['rower', 'rowing-machine'], ['erg', 'rowing-machine'],
  ['stairmaster', 'stair-climber'], ['skierg', 'ski-erg'],
]);

export function equipmentFrom(value: string): EquipmentId | undefined {
  return EQUIPMENT_LOOKUP.get(lookupKey(value));
}

/** The Free Exercise DB says 'other', 'machine' or nothing for many items a name makes plain. */
const EQUIPMENT_NAME_HINTS: readonly [RegExp, EquipmentId][] = [
  [/\bsmith machine\b/, 'smith-machine'],
  [/\bsled\b|\bprowler\b/, 'sled'],
  [/\btrx\b|\bsuspension\b/, 'suspension-trainer'],
  [/\blandmine\b/, 'landmine'],
  [/\brope jumping\b|\bjump rope\b/, 'jump-rope'],
  [/\bbosu\b/, 'bosu'],
  [/\btrap bar\b/, 'trap-bar'],
  [/\bsandbag\b/, 'sandbag'],
  [/\bplate\b/, 'weight-plate'],
  [/\bbox\b/, 'plyo-box'],
  [/\btreadmill\b/, 'treadmill'],
  [/\bstationary\b.*\bbik|\bbicycling, stationary\b|\brecumbent bike\b/, 'stationary-bike'],
  [/\browing, stationary\b|\browing machine\b/, 'rowing-machine'],
  [/\belliptical\b/, 'elliptical'],
  [/\bstairmaster\b|\bstair climber\b/, 'stair-climber'],
];

/** Refines a vague equipment entry ('other', 'machine', none) from the exercise's name. */
export function equipmentFromName(name: string): EquipmentId | undefined {
  const folded = foldText(name);
  for (const [re, id] of EQUIPMENT_NAME_HINTS) if (re.test(folded)) return id;
  return undefined;
}

/** Equipment that adds no load worth tracking: such exercises track reps and effort, not weight. */
const UNLOADED = new Set<EquipmentId>([
  'bodyweight', 'mat', 'bosu', 'balance-pad', 'exercise-ball', 'foam-roller', 'pull-up-bar', 'dip-bars',
  'suspension-trainer', 'plyo-box', 'bench', 'ab-wheel', 'jump-rope',
]);

// ---------------------------------------------------------------- tracking

const TRACKING_LOOKUP = lookup<TrackingField>([
  ...TRACKING_FIELDS.map((f) => [f, f] as const),
  ['rpe', 'effort'], ['intensity', 'effort'], ['repetitions', 'reps'], ['rep', 'reps'], ['load', 'weight'], ['kg', 'weight'],
  ['time', 'duration'], ['seconds', 'duration'], ['meters', 'distance'], ['metres', 'distance'], ['assist', 'assistance'],
]);

export function trackingFieldFrom(value: string): TrackingField | undefined {
  return TRACKING_LOOKUP.get(lookupKey(value));
}

/** Tracking fields for an imported exercise that names none. */
export function defaultTrackingFields(categoryId: CategoryId, equipment: readonly EquipmentId[]): TrackingField[] {
  if (categoryId === 'cardio') return ['duration', 'distance'];
  if (categoryId === 'mobility-flexibility' || categoryId === 'isometrics') return ['duration'];
  if (equipment.every((e) => UNLOADED.has(e))) return ['reps', 'effort'];
  return [...DEFAULT_TRACKING_FIELDS];
}

// ---------------------------------------------------------------- categories

const CATEGORY_LOOKUP = lookup<CategoryId>([
  ...namesOf(CATEGORIES),
  ['upper', 'upper-body'], ['lower', 'lower-body'], ['legs', 'lower-body'], ['core', 'core-trunk'], ['trunk', 'core-trunk'],
  ['core and trunk', 'core-trunk'], ['full', 'full-body'], ['total body', 'full-body'], ['mobility', 'mobility-flexibility'],
  ['flexibility', 'mobility-flexibility'], ['speed', 'plyometrics-speed'], ['stability', 'stability-balance'],
  ['balance', 'stability-balance'], ['rehab', 'rehab-prehab'], ['prehab', 'rehab-prehab'], ['rehabilitation', 'rehab-prehab'],
  ['isometric', 'isometrics'], ['conditioning', 'cardio'],
]);

/** The categories of the Free Exercise DB, which are not Repwise's. */
export const SOURCE_CATEGORIES = [
  'strength',
  'stretching',
  'plyometrics',
  'powerlifting',
  'olympic weightlifting',
  'strongman',
  'cardio',
] as const;
type SourceCategory = (typeof SOURCE_CATEGORIES)[number];
const SOURCE_LOOKUP = lookup<SourceCategory>([...SOURCE_CATEGORIES.map((c) => [c, c] as const), ['stretch', 'stretching'], ['weightlifting', 'olympic weightlifting'], ['olympic', 'olympic weightlifting']]);

/** What the category rules look at. */
export interface CategoryClues {
  name: string;
  primaryMuscles: readonly MuscleId[];
  secondaryMuscles: readonly MuscleId[];
  /** Free Exercise DB 'force': push, pull, static. */
  force?: string | null;
  /** Free Exercise DB 'mechanic': compound, isolation. */
  mechanic?: string | null;
}

export type CategoryResolution =
  | { categoryId: CategoryId; outcome: 'given' | 'mapped' }
  | { categoryId: CategoryId; outcome: 'unknown' | 'missing' };

const REHAB = /\b(external|internal) rotation\b|\brotator cuff\b|\b(re|pre)hab\b/;
const ISOMETRIC = /\bplank\b|\bholds?\b|\bisometric|\bwall sit\b|\bside bridge\b|\bdead hang\b/;
const BALANCE = /\bbalance\b|\bstability\b(?! ball)|\bbosu\b|\bsingle[- ]leg stand\b/;

/**
 * The Repwise category of an exercise from its given category (a Repwise slug or
 * name, or a Free Exercise DB category) and, where that is not enough, from its
 * name and muscles. Never fails: an unknown or missing category falls back to the
 * same rules as a strength exercise, and the outcome says so for a warning.
 */
export function resolveCategory(given: string | null | undefined, clues: CategoryClues): CategoryResolution {
  const key = given ? lookupKey(given) : '';
  const own = key ? CATEGORY_LOOKUP.get(key) : undefined;
  if (own) return { categoryId: own, outcome: 'given' };
  const source = key ? SOURCE_LOOKUP.get(key) : undefined;
  if (source) return { categoryId: fromSourceCategory(source, clues), outcome: 'mapped' };
  return { categoryId: fromClues(clues), outcome: key ? 'unknown' : 'missing' };
}

function fromSourceCategory(source: SourceCategory, clues: CategoryClues): CategoryId {
  // The source's own category wins where it already is one of ours: every
  // stretch stays a stretch even when its name mentions a stability ball.
  if (source === 'stretching') return 'mobility-flexibility';
  if (source === 'cardio') return 'cardio';
  // Snatch balance and jerk balance are lifts, not balance training.
  if (source === 'olympic weightlifting') return 'full-body';
  const byName = fromName(clues.name);
  if (byName) return byName;
  if (source === 'plyometrics') return 'plyometrics-speed';
  if (source === 'strongman' && clues.mechanic !== 'isolation') return 'full-body';
  return fromForceAndMuscles(clues);
}

function fromClues(clues: CategoryClues): CategoryId {
  return fromName(clues.name) ?? fromForceAndMuscles(clues);
}

function fromName(name: string): CategoryId | undefined {
  const folded = foldText(name);
  if (REHAB.test(folded)) return 'rehab-prehab';
  if (ISOMETRIC.test(folded)) return 'isometrics';
  if (BALANCE.test(folded)) return 'stability-balance';
  return undefined;
}

function fromForceAndMuscles(clues: CategoryClues): CategoryId {
  if (clues.force === 'static') return 'isometrics';
  const { primaryMuscles: primary, secondaryMuscles: secondary } = clues;
  if (!primary.length) return DEFAULT_CATEGORY_ID;
  const primaryRegions = new Set(primary.map(muscleRegion));
  if (primaryRegions.has('upper') && primaryRegions.has('lower')) return 'full-body';
  // A compound lift that loads at least two upper and two lower muscle groups
  // (deadlifts, cleans, thrusters) is full-body even if one muscle is named primary.
  if (clues.mechanic !== 'isolation') {
    let upper = 0;
    let lower = 0;
    for (const m of new Set([...primary, ...secondary])) {
      const r = muscleRegion(m);
      if (r === 'upper') upper++;
      else if (r === 'lower') lower++;
    }
    if (upper >= 2 && lower >= 2) return 'full-body';
  }
  const region = muscleRegion(primary[0]!);
  return region === 'upper' ? 'upper-body' : region === 'lower' ? 'lower-body' : 'core-trunk';
}
