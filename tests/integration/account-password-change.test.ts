import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { users } from '../../server/db/schema';
import { createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';

describe.each(DB_KINDS)('POST /api/user/password on %s', (kind) => {
  const env = serverForSuite(kind);

  const change = (token: string | undefined, body: Record<string, unknown>) =>
    env.server.api('/api/user/password', { body, token });

  it('changes the password, keeps the calling session and signs out the others', async () => {
    const u = await createUser(env.server, { role: 'client' });
    const here = await signIn(env.server, u.email, u.password);
    const elsewhere = await signIn(env.server, u.email, u.password);
    const res = await change(here, { current_password: u.password, password: 'changed-pass', password_confirmation: 'changed-pass' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.passwordChanged });

    expect((await env.server.api('/api/user', { token: here })).status).toBe(200);
    expect((await env.server.api('/api/user', { token: elsewhere })).status).toBe(401);
    expect((await env.server.api('/api/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    await signIn(env.server, u.email, 'changed-pass');
  });

  it('refuses a wrong current password with 422 on current_password and changes nothing', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    const [before] = await env.server.ctx.db.select().from(users).where(eq(users.id, u.id));
    const res = await change(token, { current_password: 'not-it-at-all', password: 'changed-pass', password_confirmation: 'changed-pass' });
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      message: MESSAGES.currentPasswordWrong,
      errors: { current_password: [MESSAGES.currentPasswordWrong] },
    });
    const [after] = await env.server.ctx.db.select().from(users).where(eq(users.id, u.id));
    expect(after!.passwordHash).toBe(before!.passwordHash);
  });

  it('requires at least 8 characters and a matching confirmation', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    const short = await change(token, { current_password: u.password, password: 'seven77', password_confirmation: 'seven77' });
    expect(short.status).toBe(422);
    expect(await short.json()).toEqual({ message: MESSAGES.passwordMin8, errors: { password: [MESSAGES.passwordMin8] } });
    const mismatch = await change(token, { current_password: u.password, password: 'changed-pass', password_confirmation: 'changed-pasS' });
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({
      password_confirmation: [MESSAGES.passwordConfirmation],
    });
    const missing = await change(token, { password: 'changed-pass', password_confirmation: 'changed-pass' });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: unknown }).errors).toEqual({ current_password: [MESSAGES.passwordRequired] });
    await signIn(env.server, u.email, u.password);
  });

  it('needs a signed-in user', async () => {
    const res = await change(undefined, { current_password: 'x', password: 'changed-pass', password_confirmation: 'changed-pass' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'unauthenticated' });
  });
});
