import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { clients, subscriptions } from '../../server/db/schema';
import { createUser, signIn, type TestUser } from '../helpers/accounts';
import type { TestServer } from '../helpers/server';
import { endTrial } from '../helpers/subscription';

export const DAY = 86_400_000;

/** A trainer signed in while their trial runs (the token outlives it, as a device's does). */
export async function trainerWithToken(server: TestServer, opts: Parameters<typeof createUser>[1] = {}): Promise<TestUser & { token: string }> {
  const u = await createUser(server, { role: 'trainer', ...opts });
  return { ...u, token: await signIn(server, u.email, u.password) };
}

/** Ends a trainer's trial (tests/helpers/subscription.ts, which e2e tests use too). */
export const endLazyTrial = endTrial;

export async function subscriptionOf(server: TestServer, userId: string) {
  return (await server.ctx.db.select().from(subscriptions).where(eq(subscriptions.trainerId, userId)))[0];
}

export async function clientCount(server: TestServer, trainerId: string) {
  return (await server.ctx.db.select({ id: clients.id }).from(clients).where(eq(clients.trainerId, trainerId))).length;
}

/** A sync push creating one client record. */
export const pushClientCreate = (server: TestServer, token: string, deviceId = uuidv7()) =>
  server.api('/api/sync/push', {
    token,
    body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: [{ id: 1, name: 'client.create', args: { id: uuidv7(), fields: { name: 'Pushed client' } } }] },
  });

/** Follows a checkout_url as a browser would, one redirect at a time; answers the Location. */
export async function follow(url: string, init: RequestInit = {}): Promise<{ status: number; location: string | null; text: string }> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  return { status: res.status, location: res.headers.get('location'), text: await res.text() };
}

/** Pays through the local provider from a checkout_url: the page, then its Pay form. Answers the success page URL. */
export async function payLocally(server: TestServer, checkoutUrl: string): Promise<URL> {
  const start = await follow(checkoutUrl);
  if (start.status !== 302 || !start.location) throw new Error(`checkout link answered ${start.status}`);
  const pageUrl = new URL(start.location, server.url);
  const pageRes = await follow(pageUrl.toString());
  const action = pageRes.text.match(/action="([^"]+)"/)?.[1];
  if (!action) throw new Error(`no Pay form on ${pageUrl}`);
  const paid = await follow(new URL(action, server.url).toString(), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: '',
  });
  if (paid.status !== 303 || !paid.location) throw new Error(`Pay answered ${paid.status}`);
  return new URL(paid.location);
}
