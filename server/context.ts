import type { Db } from './db/database';
import type { Config } from './config';
import type { Mailer } from './mail/mailer';

/** What every command and route needs, built once at start. */
export interface AppContext {
  db: Db;
  dbKind: 'pglite' | 'postgres';
  config: Config;
  mailer: Mailer;
  /** Secret for signed links (email verification); generated on first start. */
  appSecret: string;
  log: (msg: string) => void;
}

export type AuthUser = {
  id: string;
  name: string;
  email: string;
  role: 'trainer' | 'client' | 'admin';
  language: 'en' | 'sk' | 'cz';
  registrationStatus: 'active' | 'pending_payment';
  emailVerifiedAt: Date | null;
  /** IANA zone (users.time_zone): a trainer's sessions default to it. */
  timeZone: string;
};

/** Hono variables set by the auth middleware. */
export type HonoEnv = {
  Variables: {
    ctx: AppContext;
    user: AuthUser;
    tokenId: string;
  };
};
