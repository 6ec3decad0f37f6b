import { hashPassword } from '../../auth/password';
import { completeOnboardingStep } from '../../areas/onboarding/commands/note';
import { users } from '../../db/schema';
import { findUserByEmail } from '../../areas/accounts/queries';
import { DEMO_PASSWORD } from './people';
import { demoId, pushAs, type DemoPart, type DemoSeed } from './seed';

/** A trainer who joined last week, in their trial, half way through the onboarding checklist. */
export const DEMO_NEW_TRAINER = { name: 'Nora Nováková', email: 'nora@repwise.app' } as const;

const DAY = 86_400_000;

/**
 * The onboarding checklist in the demo. Nora picked Slovak, added two clients
 * and an exercise of her own (the server completed those steps with their
 * events) and has not invited anyone yet: her dashboard shows 3 of 9 done.
 * Dana, who has used Repwise for months, did everything her checklist asks
 * but picking a language and installing the app, and hid it long ago.
 */
export const onboardingPart: DemoPart = {
  name: 'onboarding',
  async seed(s: DemoSeed) {
    const { ctx } = s;
    let nora = await findUserByEmail(ctx.db, DEMO_NEW_TRAINER.email);
    if (!nora) {
      const joined = new Date(s.now.getTime() - 6 * DAY);
      await ctx.db
        .insert(users)
        .values({ id: demoId(`user:${DEMO_NEW_TRAINER.email}`), ...DEMO_NEW_TRAINER, role: 'trainer', passwordHash: await hashPassword(DEMO_PASSWORD), language: 'sk', registrationStatus: 'active', emailVerifiedAt: joined, termsAcceptedAt: joined, createdAt: joined, updatedAt: joined })
        .onConflictDoNothing();
      nora = (await findUserByEmail(ctx.db, DEMO_NEW_TRAINER.email))!;
      // Her language pick was a REST call (set-language's event), not a device's mutation.
      await ctx.db.transaction((tx) => completeOnboardingStep(tx, nora!.id, 'set-language', 'event', new Date(joined.getTime() + 60_000)));
    }
    await pushAs(s, nora, 'nora-laptop', [
      { name: 'client.create', args: { id: demoId('nora:client:katka'), fields: { name: 'Katarína Malá', email: 'katka.mala@example.com', goal: 'weightloss', hourlyRate: 30 } } },
      { name: 'client.create', args: { id: demoId('nora:client:jozef'), fields: { name: 'Jozef Veľký', goal: 'musclegain', hourlyRate: 30 } } },
      { name: 'exercise.create', args: { id: demoId('nora:exercise:sled'), title: 'Tlačenie saní', categoryId: 'full-body' } },
    ]);
    await pushAs(s, s.trainer, 'dana-onboarding', [{ name: 'onboarding.setState', args: { dismissed: true, at: new Date(s.now.getTime() - 60 * DAY).toISOString() } }]);
  },
};
