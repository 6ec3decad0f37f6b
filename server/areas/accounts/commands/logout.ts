import { revokeToken } from '../../../auth/tokens';
import type { AppContext } from '../../../context';

/** Ends the current session only; the user's other devices stay signed in. */
export async function logout(ctx: AppContext, tokenId: string): Promise<void> {
  await revokeToken(ctx.db, tokenId);
}
