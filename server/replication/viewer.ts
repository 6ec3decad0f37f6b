import { createHash } from 'node:crypto';
import type { ProfileRow } from '../../domain/protocol/rows';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { mealsEnabled, ownClientRecords, userName } from './people';
import { toProfileRow } from './rows';

/**
 * What a user may see through sync. A trainer sees every row of their own
 * space. A client-role user sees, in the space of each trainer whose client
 * record is linked to them, the rows whose client is that record. Admins see
 * only their profile.
 */
export interface Viewer {
  user: AuthUser;
  spaces: string[];
  /** For a client-role user: their live client records (rows are filtered to these). */
  clientIds: string[];
  /** Changes whenever the above change; a cursor made under another key is reset. */
  key: string;
  profile: ProfileRow;
  profileHash: string;
}

/** What resolveViewer needs of the sync cache (server/cache/sync-cache.ts), said here so that neither imports the other. */
export interface ViewerCache {
  settle(): Promise<boolean>;
  mark(): number;
  viewer(userId: string): Viewer | null;
  setViewer(v: Viewer, mark: number): void;
}

/** With a cache, a viewer read before is reused until a change to the user, their client records or their trainer's Meals switch drops it. */
export async function resolveViewer(db: Db, user: AuthUser, cache?: ViewerCache): Promise<Viewer> {
  const hit = cache && (await cache.settle()) ? cache.viewer(user.id) : null;
  if (hit) return hit;
  const mark = cache?.mark() ?? 0;
  const viewer = await readViewer(db, user);
  cache?.setViewer(viewer, mark);
  return viewer;
}

async function readViewer(db: Db, user: AuthUser): Promise<Viewer> {
  let spaces: string[] = [];
  let clientIds: string[] = [];
  let trainerName: string | null = null;
  if (user.role === 'trainer') spaces = [user.id];
  else if (user.role === 'client') {
    const own = await ownClientRecords(db, user.id);
    clientIds = own.map((c) => c.id).sort();
    spaces = [...new Set(own.map((c) => c.trainerId))].sort();
    // The client's thread names the trainer of their first record, whose conversation it shows.
    trainerName = own[0] ? await userName(db, own[0].trainerId) : null;
  }
  const profile = toProfileRow(user, user.role === 'client' ? ((await firstOwn(db, user, clientIds)) ?? user.id) : null, await mealsEnabled(db, user), trainerName);
  return {
    user,
    spaces,
    clientIds,
    key: `${user.role}|${spaces.join(',')}|${clientIds.join(',')}`,
    profile,
    profileHash: createHash('sha256').update(JSON.stringify(profile)).digest('base64url').slice(0, 22),
  };
}

/** The oldest linked record is the client's id (stable when more get linked later). */
async function firstOwn(db: Db, user: AuthUser, sortedIds: string[]): Promise<string | undefined> {
  if (sortedIds.length <= 1) return sortedIds[0];
  return (await ownClientRecords(db, user.id))[0]?.id;
}
