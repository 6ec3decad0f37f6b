import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import type { PullResponse } from '../../domain/protocol/protocol';
import { clientInvitations, clients, users } from '../../server/db/schema';
import { sha256 } from '../../server/auth/tokens';
import { uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

type Json = Record<string, unknown>;

describe.each(DB_KINDS)('client invitations on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));
  const db = () => server.ctx.db;
  const call = async (who: Actor | null, path: string, init: { method?: string; body?: unknown } = {}) => {
    const res = await server.api(path, { ...init, token: who?.token });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as Json };
  };
  /** A trainer with a client record that has an email. */
  const setup = async (opts: { language?: 'en' | 'sk' | 'cz'; email?: string | null } = {}) => {
    const trainer = await makeTrainer(db(), 'Dana Trainer');
    if (opts.language) await db().update(users).set({ language: opts.language }).where(eq(users.id, trainer.id));
    const { clientId } = await makeClient(db(), trainer.id, { name: 'Eva Client' });
    const email = opts.email === undefined ? uniqueEmail('invitee') : opts.email;
    if (email) await db().update(clients).set({ email, status: 'pending' }).where(eq(clients.id, clientId));
    return { trainer, clientId, email };
  };
  const tokenOf = (link: string) => new URL(link).pathname.split('/').pop()!;
  const invite = async (trainer: Actor, clientId: string, body: Json = {}) => call(trainer, `/api/clients/${clientId}/invitation`, { body });

  it('mails an /invitation link in the trainer\u2019s language; the client registers once and lands signed in', async () => {
    const { trainer, clientId, email } = await setup({ language: 'sk' });
    const sent = await invite(trainer, clientId);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ mail_sent: true, message: MESSAGES.invitationSent, email });
    const link = sent.body.link as string;
    expect(link).toMatch(/\/invitation\/[A-Za-z0-9_-]{43}$/);

    const mail = await smtp.waitFor(email!);
    expect(mail.subject).toBe('Dana Trainer vás pozýva do Repwise');
    expect(linksIn(mail)).toContain(link);
    // Only the hash of the 256-bit token is stored.
    const [stored] = await db().select().from(clientInvitations).where(eq(clientInvitations.clientId, clientId));
    expect(stored!.tokenHash).toBe(sha256(tokenOf(link)));
    expect(JSON.stringify(stored)).not.toContain(tokenOf(link));
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(7 * 86_400_000);

    const detail = await call(trainer, `/api/clients/${clientId}`);
    expect((detail.body.data as Json).invitation).toMatchObject({ status: 'pending', expiresAt: stored!.expiresAt.toISOString() });

    const shown = await call(null, `/api/invitations/${tokenOf(link)}`);
    expect(shown).toMatchObject({ status: 200, body: { trainer_name: 'Dana Trainer', client_name: 'Eva Client', email, language: 'sk' } });

    const weak = await call(null, `/api/invitations/${tokenOf(link)}/accept`, { body: { name: 'Eva', password: '12345', password_confirmation: '12345' } });
    expect(weak).toMatchObject({ status: 422, body: { errors: { password: [MESSAGES.passwordMin6] } } });
    const mismatch = await call(null, `/api/invitations/${tokenOf(link)}/accept`, { body: { name: 'Eva', password: 'secret1', password_confirmation: 'secret2' } });
    expect(mismatch).toMatchObject({ status: 422, body: { errors: { password_confirmation: [MESSAGES.passwordConfirmation] } } });

    const accepted = await call(null, `/api/invitations/${tokenOf(link)}/accept`, { body: { name: 'Eva Nová', password: 'secret1', password_confirmation: 'secret1' } });
    expect(accepted.status).toBe(201);
    const user = accepted.body.user as Json;
    expect(user).toMatchObject({ role: 'client', email, name: 'Eva Nová', language: 'sk', client: { id: clientId }, registration_status: 'active' });
    expect(user.email_verified_at).toBeTruthy();
    const me = await server.api('/api/user', { token: accepted.body.token as string });
    expect(((await me.json()) as Json).id).toBe(user.id);
    const login = await call(null, '/api/login', { body: { email, password: 'secret1' } });
    expect(login.status).toBe(200);

    const after = (await call(trainer, `/api/clients/${clientId}`)).body.data as Json;
    expect(after).toMatchObject({ hasUser: true, status: 'active', invitation: { status: 'accepted' }, name: 'Eva Client' });

    // Single use.
    expect(await call(null, `/api/invitations/${tokenOf(link)}`)).toMatchObject({ status: 410, body: { code: 'invitation_used', message: MESSAGES.invitationUsed } });
    const twice = await call(null, `/api/invitations/${tokenOf(link)}/accept`, { body: { name: 'X', password: 'secret1', password_confirmation: 'secret1' } });
    expect(twice.status).toBe(410);
    expect(await db().select().from(users).where(eq(users.email, email!))).toHaveLength(1);
    // Inviting a client who joined is refused.
    expect(await invite(trainer, clientId)).toMatchObject({ status: 409, body: { code: 'client_has_account' } });

    // The new client's devices see their record through sync.
    const pull = (await (await server.api('/api/sync/pull', { token: accepted.body.token as string, body: { deviceId: uuidv7(), cursor: null } })).json()) as PullResponse;
    expect(pull.changes.filter((c) => c.table === 'clients').map((c) => c.row.id)).toEqual([clientId]);
  });

  it('a resend replaces the link; a revoke ends it; both show on the client', async () => {
    const { trainer, clientId } = await setup();
    const first = tokenOf((await invite(trainer, clientId)).body.link as string);
    const second = tokenOf((await invite(trainer, clientId)).body.link as string);
    expect(second).not.toBe(first);
    expect(await call(null, `/api/invitations/${first}`)).toMatchObject({ status: 410, body: { code: 'invitation_revoked', message: MESSAGES.invitationWithdrawn } });
    expect((await call(null, `/api/invitations/${second}`)).status).toBe(200);

    expect((await call(trainer, `/api/clients/${clientId}/invitation`, { method: 'DELETE' })).status).toBe(204);
    expect((await call(null, `/api/invitations/${second}`)).status).toBe(410);
    const accept = await call(null, `/api/invitations/${second}/accept`, { body: { name: 'Eva', password: 'secret1', password_confirmation: 'secret1' } });
    expect(accept).toMatchObject({ status: 410, body: { code: 'invitation_revoked' } });
    expect(((await call(trainer, `/api/clients/${clientId}`)).body.data as Json).invitation).toMatchObject({ status: 'revoked' });
    // Revoking again changes nothing and is fine.
    expect((await call(trainer, `/api/clients/${clientId}/invitation`, { method: 'DELETE' })).status).toBe(204);
  });

  it('an invitation expires after 7 days', async () => {
    const { trainer, clientId } = await setup();
    const token = tokenOf((await invite(trainer, clientId)).body.link as string);
    const past = new Date(Date.now() - 1000);
    await db().update(clientInvitations).set({ expiresAt: past }).where(eq(clientInvitations.tokenHash, sha256(token)));
    await db().update(clients).set({ invitationExpiresAt: past }).where(eq(clients.id, clientId));
    expect(await call(null, `/api/invitations/${token}`)).toMatchObject({ status: 410, body: { code: 'invitation_expired', message: MESSAGES.invitationExpired } });
    const accept = await call(null, `/api/invitations/${token}/accept`, { body: { name: 'Eva', password: 'secret1', password_confirmation: 'secret1' } });
    expect(accept.status).toBe(410);
    expect(((await call(trainer, `/api/clients/${clientId}`)).body.data as Json).invitation).toMatchObject({ status: 'expired' });
    // A resend gives a fresh week.
    const again = tokenOf((await invite(trainer, clientId)).body.link as string);
    expect((await call(null, `/api/invitations/${again}`)).status).toBe(200);
  });

  it('unknown tokens are 404; a deleted client\u2019s link is 410', async () => {
    expect(await call(null, '/api/invitations/not-a-real-token')).toMatchObject({ status: 404, body: { code: 'invitation_not_found', message: MESSAGES.invitationNotFound } });
    expect((await call(null, '/api/invitations/not-a-real-token/accept', { body: { name: 'A', password: 'secret1', password_confirmation: 'secret1' } })).status).toBe(404);
    const { trainer, clientId } = await setup();
    const token = tokenOf((await invite(trainer, clientId)).body.link as string);
    await call(trainer, `/api/clients/${clientId}`, { method: 'DELETE' });
    expect((await call(null, `/api/invitations/${token}`)).status).toBe(410);
  });

  it('asks for an email when the client has none and saves the one given; a taken one is answered alike (hardening-accounts.test.ts)', async () => {
    const { trainer, clientId } = await setup({ email: null });
    expect(await invite(trainer, clientId)).toMatchObject({ status: 422, body: { errors: { email: [MESSAGES.invitationEmailRequired] } } });
    expect(await invite(trainer, clientId, { email: 'bad' })).toMatchObject({ status: 422, body: { errors: { email: [MESSAGES.emailInvalid] } } });
    const taken = await makeTrainer(db());
    const [takenUser] = await db().select().from(users).where(eq(users.id, taken.id));
    expect(await invite(trainer, clientId, { email: takenUser!.email })).toMatchObject({ status: 201, body: { mail_sent: true, email: takenUser!.email } });
    await smtp.waitFor(takenUser!.email);

    const email = uniqueEmail('given');
    const sent = await invite(trainer, clientId, { email });
    expect(sent.status).toBe(201);
    await smtp.waitFor(email);
    expect(((await call(trainer, `/api/clients/${clientId}`)).body.data as Json).email).toBe(email);
  });

  it('another trainer\u2019s client is 404; a client token is 403; no token is 401', async () => {
    const { trainer, clientId } = await setup();
    const other = await makeTrainer(db());
    const c = await makeClient(db(), trainer.id, { withUser: true });
    for (const method of ['POST', 'DELETE']) {
      const body = method === 'POST' ? {} : undefined;
      expect((await call(other, `/api/clients/${clientId}/invitation`, { method, body })).status).toBe(404);
      expect((await call(c.user, `/api/clients/${clientId}/invitation`, { method, body })).status).toBe(403);
      expect((await call(null, `/api/clients/${clientId}/invitation`, { method, body })).status).toBe(401);
    }
    expect(await db().select().from(clientInvitations).where(eq(clientInvitations.clientId, clientId))).toEqual([]);
  });

  it('the endpoints are in the OpenAPI document', async () => {
    const doc = (await (await server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths['/api/clients/{id}/invitation']!).sort()).toEqual(['delete', 'post']);
    expect(Object.keys(doc.paths['/api/invitations/{token}']!)).toEqual(['get']);
    expect(Object.keys(doc.paths['/api/invitations/{token}/accept']!)).toEqual(['post']);
  });
});
