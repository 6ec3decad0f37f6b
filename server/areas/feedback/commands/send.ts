import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { FeedbackInput } from '../../../../domain/feedback/input';
import { MESSAGES } from '../../../../domain/messages';
import { enforceLimit } from '../../../auth/rate-limit';
import type { AppContext, AuthUser } from '../../../context';
import { feedback, users } from '../../../db/schema';
import { feedbackMail } from '../../../mail/templates/feedback';
import { sendInBackground } from '../../../mail/send-in-background';

/**
 * Settings → Feedback (docs/rules/settings.md "Feedback"): stores what the user wrote, then mails it to
 * every active admin in their language through the mailer. The row is the
 * record: a mail server that is down loses no feedback (the failure is logged).
 */
export async function sendFeedback(ctx: AppContext, actor: AuthUser, input: z.output<typeof FeedbackInput>): Promise<{ message: string; id: string }> {
  // Each one mails every admin.
  await enforceLimit(ctx, 'feedbackPerUser', actor.id);
  const id = uuidv7();
  await ctx.db.insert(feedback).values({
    id,
    userId: actor.id,
    role: actor.role,
    language: actor.language,
    liked: input.liked ?? null,
    improve: input.improve ?? null,
    other: input.other ?? null,
  });
  const admins = await ctx.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  for (const admin of admins) {
    const mail = feedbackMail(admin.language, { name: actor.name, email: actor.email, role: actor.role, ...input });
    sendInBackground(ctx, { to: admin.email, ...mail });
  }
  return { message: MESSAGES.feedbackSent, id };
}
