/**
 * Which progress photo files a device drops to stay within its budget (issue 30 item 5; docs/rules/photos.md
 * "On the device"). Pure: the device's stores feed it and delete what it names.
 */

/** What a device may hold of progress photos at most. */
export const PHOTO_DEVICE_BUDGET_BYTES = 50 * 1024 * 1024;
/** Each client's newest sets whose full-size photos a device keeps while the budget allows. */
export const PHOTO_RECENT_SETS_KEPT = 3;

export interface DeviceFile {
  photoId: string;
  kind: 'full' | 'thumb';
  bytes: number;
  /** When it was last shown full size (ISO instant), null if never. */
  viewedAt: string | null;
  /** The server has it: a file not yet uploaded exists nowhere else. */
  uploaded: boolean;
}

export interface EvictionInput {
  files: readonly DeviceFile[];
  /** Each photo's set (a file whose photo is unknown belongs to no recent set). */
  photoSet: ReadonlyMap<string, string>;
  /** The sets on the device with their client and date. */
  sets: readonly { id: string; clientId: string; takenOn: string }[];
  budgetBytes?: number;
}

/** The sets whose full files are kept first: each client's newest PHOTO_RECENT_SETS_KEPT by date. */
export function recentSetIds(sets: EvictionInput['sets']): Set<string> {
  const byClient = new Map<string, { id: string; takenOn: string }[]>();
  for (const s of sets) byClient.set(s.clientId, [...(byClient.get(s.clientId) ?? []), s]);
  const recent = new Set<string>();
  for (const list of byClient.values()) {
    list.sort((a, b) => (a.takenOn === b.takenOn ? (a.id < b.id ? 1 : -1) : a.takenOn < b.takenOn ? 1 : -1));
    for (const s of list.slice(0, PHOTO_RECENT_SETS_KEPT)) recent.add(s.id);
  }
  return recent;
}

/**
 * The full-size files to drop, in the order they go, until what stays is within the budget: never a
 * thumbnail (every set stays viewable offline), never a file the server does not have yet. Full files
 * outside each client's three newest sets go first, least recently viewed first (never viewed before
 * any viewed); those of the newest sets only when that is not enough, in the same order. Nothing goes
 * while the device is within budget, and no more than needed.
 */
export function filesToEvict(input: EvictionInput): DeviceFile[] {
  const budget = input.budgetBytes ?? PHOTO_DEVICE_BUDGET_BYTES;
  let total = input.files.reduce((n, f) => n + f.bytes, 0);
  if (total <= budget) return [];
  const recent = recentSetIds(input.sets);
  const isRecent = (f: DeviceFile) => recent.has(input.photoSet.get(f.photoId) ?? '');
  const byViewed = (a: DeviceFile, b: DeviceFile) => {
    const va = a.viewedAt ?? '';
    const vb = b.viewedAt ?? '';
    return va === vb ? (a.photoId < b.photoId ? -1 : a.photoId > b.photoId ? 1 : 0) : va < vb ? -1 : 1;
  };
  const evictable = input.files.filter((f) => f.kind === 'full' && f.uploaded);
  const order = [...evictable.filter((f) => !isRecent(f)).sort(byViewed), ...evictable.filter(isRecent).sort(byViewed)];
  const out: DeviceFile[] = [];
  for (const f of order) {
    if (total <= budget) break;
    out.push(f);
    total -= f.bytes;
  }
  return out;
}
