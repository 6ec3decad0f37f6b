import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { checkToken } from '../auth/tokens';
import { syncCache } from '../cache/sync-cache';
import type { HonoEnv } from '../context';
import { subscriptionRefusal } from '../areas/subscriptions/gate';

/**
 * Who may call a route. Every route declares one:
 * 'public' (anyone), 'authenticated' (any signed-in role) or the list of roles.
 */
export type Access = 'public' | 'authenticated' | readonly Role[];

export function bearerOf(header: string | undefined): string | null {
  const m = header?.match(/^Bearer\s+(\S+)$/i);
  return m?.[1] ?? null;
}

export function requireAccess(access: Access): MiddlewareHandler<HonoEnv> {
  return async (c, next) => {
    if (access === 'public') return next();
    const token = bearerOf(c.req.header('authorization'));
    const found = token ? await checkToken(c.var.ctx.db, token, syncCache(c.var.ctx)) : null;
    // A disabled account's holder is told why, so the app can say so on the sign-in page.
    if (found && 'disabled' in found) return c.json({ message: MESSAGES.accountDisabled, code: 'account_disabled' }, 401);
    if (!found) return c.json({ message: MESSAGES.unauthenticated, code: 'unauthenticated' }, 401);
    if (access !== 'authenticated' && !access.includes(found.user.role)) {
      return c.json({ message: MESSAGES.forbidden, code: 'forbidden' }, 403);
    }
    const refused = await subscriptionRefusal(c, found.user, found.createdAt, found.subscription);
    if (refused) return refused;
    c.set('user', found.user);
    c.set('tokenId', found.tokenId);
    return next();
  };
}
