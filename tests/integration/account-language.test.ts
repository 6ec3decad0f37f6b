import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { LOCALES } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { useServerWithMail } from '../helpers/server-with-mail';
import { type TestSmtp } from '../helpers/smtp';

describe.each(DB_KINDS)('language endpoints on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  const unsupported = { message: MESSAGES.unsupportedLanguage, errors: { language: [MESSAGES.unsupportedLanguage] } };

  it('stores each supported language for the signed-in user', async () => {
    const u = await createUser(server);
    const token = await signIn(server, u.email, u.password);
    for (const language of [...LOCALES].reverse()) {
      const res = await server.api('/api/user/language', { body: { language }, token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: MESSAGES.languageUpdated, language });
      const me = (await (await server.api('/api/user', { token })).json()) as UserDto;
      expect(me.language).toBe(language);
    }
  });

  it('rejects an unsupported language with 422 on language and keeps the stored one', async () => {
    const u = await createUser(server, { language: 'sk' });
    const token = await signIn(server, u.email, u.password);
    for (const language of ['de', 'cs', '', 'EN']) {
      const res = await server.api('/api/user/language', { body: { language }, token });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual(unsupported);
    }
    expect(((await (await server.api('/api/user', { token })).json()) as UserDto).language).toBe('sk');
  });

  it('makes mails follow the stored language', async () => {
    const u = await createUser(server, { name: 'Jana' });
    const token = await signIn(server, u.email, u.password);
    await server.api('/api/user/language', { body: { language: 'cz' }, token });
    await server.api('/api/forgot-password', { body: { email: u.email } });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Obnovení hesla – Repwise');
    expect(mail.text).toContain('Dobrý den, Jana,');
  });

  it('needs a token for /api/user/language', async () => {
    expect((await server.api('/api/user/language', { body: { language: 'sk' } })).status).toBe(401);
  });

  it('validates and echoes a guest language without a token', async () => {
    for (const language of LOCALES) {
      const res = await server.api('/api/guest/language', { body: { language } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: MESSAGES.languageUpdated, language });
    }
    const bad = await server.api('/api/guest/language', { body: { language: 'fr' } });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toEqual(unsupported);
  });
});
