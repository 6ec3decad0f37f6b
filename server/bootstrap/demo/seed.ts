import { v5 as uuidv5 } from 'uuid';
import { PROTOCOL_VERSION } from '../../../domain/protocol/protocol';
import type { AppContext, AuthUser } from '../../context';
import { SERVER_AREAS } from '../../areas';
import { push } from '../../replication/push';

/** Fixed, so every start names the same rows and devices: the seed is the same each time. */
const NAMESPACE = '6f1c2a0e-4b7d-5e2a-9c3f-1d8e7b6a5c4d';

/** A stable id for a demo row or device, from a name unique within the demo. */
export const demoId = (name: string) => uuidv5(name, NAMESPACE);

/** What the parts share: the trainer, the clients by key, and a way to write as a device would. */
export interface DemoSeed {
  ctx: AppContext;
  trainer: AuthUser;
  /** Client record ids by the key in people.ts. */
  clientIds: Map<string, string>;
  /** Client-role users by the same key (only clients with an account). */
  clientUsers: Map<string, AuthUser>;
  now: Date;
}

export interface DemoPart {
  name: string;
  seed(s: DemoSeed): Promise<void>;
}

/**
 * Writes through the sync push, as a device of `actor` named `device`: the
 * same commands and rules as the app, and the server's record of each
 * device's last mutation makes a second start skip what the first did.
 * Append to a device's list to extend it; never reorder it.
 */
export async function pushAs(s: DemoSeed, actor: AuthUser, device: string, mutations: { name: string; args: unknown }[]): Promise<void> {
  const res = await push(s.ctx, SERVER_AREAS, actor, {
    protocolVersion: PROTOCOL_VERSION,
    deviceId: demoId(`device:${device}`),
    mutations: mutations.map((m, i) => ({ id: i + 1, name: m.name, args: m.args })),
  });
  const failed = res.results.filter((r) => r.status === 'error');
  if (failed.length) throw new Error(`demo ${device}: ${failed.map((r) => `#${r.id} ${mutations[r.id - 1]?.name}: ${r.error?.code} ${r.error?.message}`).join('; ')}`);
}
