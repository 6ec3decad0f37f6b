import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import type { LoginResult, UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { clients, users, weightLogs } from '../../server/db/schema';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { useServerWithMail } from '../helpers/server-with-mail';

describe.each(DB_KINDS)('companion client account on %s', (kind) => {
  const env = useServerWithMail(kind);

  const turnOn = (token: string) => env.server.api('/api/trainer/companion', { method: 'POST', token });
  const turnOff = (token: string) => env.server.api('/api/trainer/companion', { method: 'DELETE', token });
  const switchOver = (token: string) => env.server.api('/api/companion/switch', { method: 'POST', token });
  const me = async (token: string) => (await (await env.server.api('/api/user', { token })).json()) as UserDto;

  it('a trainer turns it on, switches to the client app and back without a password; the client rows are in the trainer’s space', async () => {
    const { server } = env;
    const t = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
    const trainerToken = await signIn(server, t.email, t.password);
    expect((await me(trainerToken)).companion_enabled).toBe(false);

    const on = await turnOn(trainerToken);
    expect(on.status).toBe(200);
    const onBody = (await on.json()) as { message: string; client_id: string; user: UserDto };
    expect(onBody.message).toBe(MESSAGES.companionEnabled);
    expect(onBody.user.companion_enabled).toBe(true);

    // The client record sits in the trainer's own space, linked to a client-role account of theirs.
    const [record] = await server.ctx.db.select().from(clients).where(eq(clients.id, onBody.client_id));
    expect(record).toMatchObject({ trainerId: t.id, name: 'Tereza Trainer', email: t.email, status: 'active' });
    const [companion] = await server.ctx.db.select().from(users).where(eq(users.id, record!.userId!));
    expect(companion).toMatchObject({ role: 'client', companionOf: t.id, email: t.email });

    // Switching: a token for the companion, the trainer's token revoked.
    const toClient = await switchOver(trainerToken);
    expect(toClient.status).toBe(200);
    const asClient = (await toClient.json()) as LoginResult;
    expect(asClient.user).toMatchObject({ id: companion!.id, role: 'client', client: { id: onBody.client_id }, companion_of: t.id });
    expect((await server.api('/api/user', { token: trainerToken })).status).toBe(401);

    // What the companion logs is a row of the trainer's space for that client record.
    const logId = uuidv7();
    const logged = await server.api('/api/client/weight-logs', { token: asClient.token, body: { id: logId, weight_kg: 72.5 } });
    expect(logged.status).toBe(201);
    const [log] = await server.ctx.db.select().from(weightLogs).where(eq(weightLogs.id, logId));
    expect(log).toMatchObject({ spaceId: t.id, clientId: onBody.client_id });
    // ...and the trainer sees it as a client's weight.
    const back = (await (await switchOver(asClient.token)).json()) as LoginResult;
    expect(back.user).toMatchObject({ id: t.id, role: 'trainer', companion_enabled: true });
    expect((await server.api('/api/user', { token: asClient.token })).status).toBe(401);
    const seen = await server.api(`/api/clients/${onBody.client_id}/weight-logs`, { token: back.token });
    expect(seen.status).toBe(200);
    expect(JSON.stringify(await seen.json())).toContain(logId);

    // Signing in by the shared email is always the trainer.
    const login = (await (await server.api('/api/login', { body: { email: t.email, password: t.password } })).json()) as LoginResult;
    expect(login.user.id).toBe(t.id);

    // Turning it on twice keeps one account and one record.
    await turnOn(back.token);
    const linked = await server.ctx.db.select().from(clients).where(and(eq(clients.trainerId, t.id), eq(clients.userId, companion!.id)));
    expect(linked).toHaveLength(1);
  });

  it('name, email and password stay in step with the trainer account; the companion can not change them itself', async () => {
    const { server } = env;
    const t = await createUser(server, { role: 'trainer', name: 'Old Name' });
    let token = await signIn(server, t.email, t.password);
    const { client_id } = (await (await turnOn(token)).json()) as { client_id: string };

    const renamed = await server.api('/api/user/profile', { method: 'PUT', token, body: { name: 'New Name' } });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { message: string }).message).toBe(MESSAGES.profileUpdated);
    const changed = await server.api('/api/user/password', {
      token,
      body: { current_password: t.password, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(changed.status).toBe(200);
    await server.api('/api/user/language', { token, body: { language: 'sk' } });

    const [trainerRow] = await server.ctx.db.select().from(users).where(eq(users.id, t.id));
    const [companionRow] = await server.ctx.db.select().from(users).where(eq(users.companionOf, t.id));
    expect(companionRow).toMatchObject({ name: 'New Name', email: trainerRow!.email, passwordHash: trainerRow!.passwordHash, language: 'sk' });
    const [record] = await server.ctx.db.select().from(clients).where(eq(clients.id, client_id));
    expect(record).toMatchObject({ name: 'New Name', email: t.email });

    const asClient = (await (await switchOver(token)).json()) as LoginResult;
    const refusedName = await server.api('/api/user/profile', { method: 'PUT', token: asClient.token, body: { name: 'Sneaky' } });
    expect(refusedName.status).toBe(403);
    expect(await refusedName.json()).toEqual({ message: MESSAGES.companionFollowsTrainer, code: 'companion_follows_trainer' });
    const refusedPassword = await server.api('/api/user/password', {
      token: asClient.token,
      body: { current_password: 'brand-new-pass', password: 'another-pass', password_confirmation: 'another-pass' },
    });
    expect(refusedPassword.status).toBe(403);
    // The companion choosing a language chooses it for the trainer too.
    await server.api('/api/user/language', { token: asClient.token, body: { language: 'cz' } });
    const [after] = await server.ctx.db.select({ language: users.language, name: users.name }).from(users).where(eq(users.id, t.id));
    expect(after).toEqual({ language: 'cz', name: 'New Name' });
    token = ((await (await switchOver(asClient.token)).json()) as LoginResult).token;
    expect((await me(token)).language).toBe('cz');
  });

  it('turned off: no switching, its sessions end, its rows stay; on again brings the same account back', async () => {
    const { server } = env;
    const t = await createUser(server, { role: 'trainer' });
    const token = await signIn(server, t.email, t.password);
    const { client_id } = (await (await turnOn(token)).json()) as { client_id: string };
    const asClient = (await (await switchOver(token)).json()) as LoginResult;
    const trainerToken = ((await (await switchOver(asClient.token)).json()) as LoginResult).token;
    const companionToken = ((await (await switchOver(trainerToken)).json()) as LoginResult).token;
    const trainerAgain = await signIn(server, t.email, t.password);

    const off = await turnOff(trainerAgain);
    expect(off.status).toBe(200);
    expect(((await off.json()) as { user: UserDto }).user.companion_enabled).toBe(false);
    expect((await server.api('/api/user', { token: companionToken })).status).toBe(401);
    const refused = await switchOver(trainerAgain);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: MESSAGES.companionOff, code: 'companion_off' });
    const [record] = await server.ctx.db.select().from(clients).where(eq(clients.id, client_id));
    expect(record!.deletedAt).toBeNull();

    const again = (await (await turnOn(trainerAgain)).json()) as { client_id: string };
    expect(again.client_id).toBe(client_id);
    expect((await switchOver(trainerAgain)).status).toBe(200);
  });

  it('nobody else can use it: another trainer, an ordinary client, an admin', async () => {
    const { server } = env;
    const owner = await createUser(server, { role: 'trainer' });
    const ownerToken = await signIn(server, owner.email, owner.password);
    await turnOn(ownerToken);

    const other = await createUser(server, { role: 'trainer' });
    const otherToken = await signIn(server, other.email, other.password);
    const r1 = await switchOver(otherToken);
    expect(r1.status).toBe(409);
    expect(((await r1.json()) as { code: string }).code).toBe('companion_off');

    const client = await createUser(server, { role: 'client' });
    await createClientRecord(server, owner.id, client.id);
    const clientToken = await signIn(server, client.email, client.password);
    const r2 = await switchOver(clientToken);
    expect(r2.status).toBe(403);
    expect(((await r2.json()) as { code: string }).code).toBe('companion_trainer_only');
    expect((await turnOn(clientToken)).status).toBe(403);
    expect((await server.api('/api/user', { token: clientToken })).status).toBe(200);

    const admin = await createUser(server, { role: 'admin' });
    const adminToken = await signIn(server, admin.email, admin.password);
    expect((await switchOver(adminToken)).status).toBe(403);
    expect((await server.api('/api/companion/switch', { method: 'POST' })).status).toBe(401);
  });
});

describe.each(DB_KINDS)('POST /api/feedback on %s', (kind) => {
  const env = useServerWithMail(kind);

  it('stores the feedback and mails it to the admin', async () => {
    const { server, smtp } = env;
    const admin = await createUser(server, { role: 'admin', language: 'sk' });
    const t = await createUser(server, { role: 'trainer', name: 'Fero Feedback' });
    const token = await signIn(server, t.email, t.password);
    const res = await server.api('/api/feedback', { token, body: { liked: 'The calendar', improve: '  ', other: 'More <b>charts</b>' } });
    expect(res.status).toBe(201);
    const { message, id } = (await res.json()) as { message: string; id: string };
    expect(message).toBe(MESSAGES.feedbackSent);
    const { feedback } = await import('../../server/db/schema');
    const [row] = await server.ctx.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ userId: t.id, role: 'trainer', liked: 'The calendar', improve: null, other: 'More <b>charts</b>' });
    const mail = await smtp.waitFor(admin.email);
    expect(mail.subject).toBe('Spätná väzba od Fero Feedback');
    expect(mail.text).toContain('The calendar');
    expect(mail.text).toContain('More <b>charts</b>');
    expect(mail.html).toContain('More &lt;b&gt;charts&lt;/b&gt;');
  });

  it('needs at least one field ("Please write at least one field") and stores nothing otherwise', async () => {
    const { server, smtp } = env;
    const admin = await createUser(server, { role: 'admin' });
    const c = await createUser(server, { role: 'client' });
    const token = await signIn(server, c.email, c.password);
    const { feedback } = await import('../../server/db/schema');
    const before = (await server.ctx.db.select({ id: feedback.id }).from(feedback)).length;
    for (const body of [{}, { liked: '', improve: '   ', other: '\n' }]) {
      const res = await server.api('/api/feedback', { token, body });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: MESSAGES.feedbackEmpty, errors: { _: [MESSAGES.feedbackEmpty] } });
    }
    const tooLong = await server.api('/api/feedback', { token, body: { other: 'x'.repeat(2001) } });
    expect(tooLong.status).toBe(422);
    expect(((await tooLong.json()) as { errors: unknown }).errors).toEqual({ other: [MESSAGES.feedbackTooLong] });
    expect((await server.ctx.db.select({ id: feedback.id }).from(feedback)).length).toBe(before);
    await smtp.expectNone(admin.email, 300);
    expect((await server.api('/api/feedback', { body: { liked: 'x' } })).status).toBe(401);
  });
});
