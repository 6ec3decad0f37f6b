import { createServer, type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { clients } from '../../server/db/schema';
import { uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeClient, makeTrainer } from './sync-fixtures';

/** A port nothing listens on: connections to it are refused at once. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as AddressInfo;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

describe.each(DB_KINDS)('an invitation whose mail can not be sent, on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { smtpUrl: `smtp://127.0.0.1:${await closedPort()}/?ignoreTLS=true` });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('still answers 201 with the link to share and mail_sent false; the link works', async () => {
    const trainer = await makeTrainer(server.ctx.db);
    const { clientId } = await makeClient(server.ctx.db, trainer.id, { name: 'Offline Olga' });
    const email = uniqueEmail('olga');
    await server.ctx.db.update(clients).set({ email }).where(eq(clients.id, clientId));

    const res = await server.api(`/api/clients/${clientId}/invitation`, { token: trainer.token, body: {} });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { message: string; link: string; mail_sent: boolean };
    expect(body).toMatchObject({ mail_sent: false, message: MESSAGES.inviteError });
    expect(body.link).toMatch(new RegExp(`^${server.url}/invitation/`));

    const token = body.link.split('/').pop()!;
    const accepted = await server.api(`/api/invitations/${token}/accept`, { body: { name: 'Olga', password: 'secret1', password_confirmation: 'secret1' } });
    expect(accepted.status).toBe(201);
    const [row] = await server.ctx.db.select().from(clients).where(eq(clients.id, clientId));
    expect(row).toMatchObject({ status: 'active', invitationStatus: 'accepted' });
    expect(row!.userId).not.toBeNull();
  });
});
