import type { Browser, BrowserContext, Page } from 'playwright-core';
import { v7 as uuidv7 } from 'uuid';
import { PROTOCOL_VERSION, type PushResponse } from '../domain/protocol/protocol';
import { signInThroughUi, waitForSyncState } from '../tests/e2e/offline-helpers';
import { startE2eApp, type E2eApp } from '../tests/e2e/support/app';
import { newContext } from '../tests/e2e/support/browser';
import { createClientRecord, createUser, signIn, type TestUser } from '../tests/helpers/accounts';

/**
 * What the messaging benches share: the built app on the real server
 * (PGlite), a trainer and a client of theirs with an account (their
 * conversation's id is the client's), each with a token to push through the
 * sync protocol as another device of theirs would. Needs a build
 * (BUILD_DIR, default dist).
 */
export interface Person extends TestUser {
  token: string;
  /** Sends mutations as one more device of this person's (200 a request). */
  push(mutations: { name: string; args: unknown }[]): Promise<void>;
}

export interface MessagingApp {
  app: E2eApp;
  trainer: Person;
  client: Person;
  /** The client's record id, also their conversation's. */
  clientId: string;
  /** One more client of the trainer's, with an account, and its conversation. */
  addClient(name: string): Promise<{ person: Person; clientId: string }>;
  /** Another trainer with one client of theirs with an account (a floor's device, beside the first trainer's). */
  addTrainer(name: string): Promise<{ trainer: Person; client: { person: Person; clientId: string } }>;
  close(): Promise<void>;
}

async function person(app: E2eApp, user: TestUser): Promise<Person> {
  const token = await signIn(app.server, user.email, user.password);
  const deviceId = uuidv7();
  let next = 1;
  return {
    ...user,
    token,
    async push(mutations) {
      for (let i = 0; i < mutations.length; i += 200) {
        const chunk = mutations.slice(i, i + 200).map((m) => ({ id: next++, name: m.name, args: m.args }));
        let res = await app.server.api('/api/sync/push', { token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: chunk } });
        // A loaded machine can pass the server's time limit (503, nothing committed): the same batch again, as a device would.
        for (let tries = 0; res.status === 503 && tries < 3; tries++) res = await app.server.api('/api/sync/push', { token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: chunk } });
        const body = (await res.json()) as PushResponse;
        const bad = body.results?.find((r) => r.status === 'error');
        if (res.status !== 200 || bad) throw new Error(`seeding push failed: ${res.status} ${JSON.stringify(bad ?? body)}`);
      }
    },
  };
}

export async function startMessagingApp(): Promise<MessagingApp> {
  const app = await startE2eApp();
  const trainerUser = await createUser(app.server, { role: 'trainer', name: 'Tereza Trainer' });
  const trainer = await person(app, trainerUser);
  const clientOf = async (trainerId: string, name: string) => {
    const user = await createUser(app.server, { role: 'client', name });
    const clientId = await createClientRecord(app.server, trainerId, user.id, name);
    return { person: await person(app, user), clientId };
  };
  const addClient = (name: string) => clientOf(trainerUser.id, name);
  const addTrainer = async (name: string) => {
    const user = await createUser(app.server, { role: 'trainer', name });
    return { trainer: await person(app, user), client: await clientOf(user.id, `${name}'s client`) };
  };
  const first = await addClient('Karol Client');
  return { app, trainer, client: first.person, clientId: first.clientId, addClient, addTrainer, close: () => app.close() };
}

/** A signed-in tab of `user`'s in its own context of `browser`, synced, at `home`. */
export async function openApp(browser: Browser, url: string, user: TestUser, home: string, viewport: { width: number; height: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  await signInThroughUi(page, url, user, home);
  await waitForSyncState(page, 'synced');
  // tsx names the functions it compiles (__name); the page has no such helper, on this document or the next.
  await context.addInitScript('window.__name = (f) => f');
  await page.evaluate('window.__name = (f) => f');
  return { context, page };
}

/** A message.send mutation's args, as a device writes them. */
export function sendArgs(conversationId: string, body: string, writtenAt: string, id = uuidv7()) {
  return { id, conversationId, body, refKind: null, refId: null, writtenAt };
}

/** How many messages of a conversation the page's device database holds (read straight from IndexedDB). */
export function messagesOnDevice(page: Page, userId: string, conversationId: string): Promise<number> {
  return page.evaluate(
    async ({ name, conversationId }) => {
      const db = await new Promise<IDBDatabase>((res, rej) => {
        const r = indexedDB.open(name);
        r.onsuccess = () => res(r.result);
        r.onerror = () => rej(r.error);
      });
      try {
        const store = db.transaction('messages').objectStore('messages');
        const rows = await new Promise<{ conversationId: string }[]>((res, rej) => {
          const r = store.getAll();
          r.onsuccess = () => res(r.result as { conversationId: string }[]);
          r.onerror = () => rej(r.error);
        });
        return rows.filter((m) => m.conversationId === conversationId).length;
      } finally {
        db.close();
      }
    },
    { name: `repwise-${userId}`, conversationId },
  );
}
