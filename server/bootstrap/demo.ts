import type { Config } from '../config';
import type { AppContext } from '../context';
import { seedAccounts } from './demo/accounts';
import { clientsPart } from './demo/clients';
import { exercisesPart } from './demo/exercises';
import { invitationsPart } from './demo/invitations';
import { mealsPart } from './demo/meals';
import { messagesPart } from './demo/messages';
import { notificationsPart } from './demo/notifications';
import { onboardingPart } from './demo/onboarding';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_TRAINER } from './demo/people';
import { plansPart } from './demo/plans';
import { platformPart } from './demo/platform';
import type { DemoPart } from './demo/seed';
import { billingPart } from './demo/billing';
import { sessionsPart } from './demo/sessions';
import { subscriptionPart } from './demo/subscription';
import { weightsPart } from './demo/weights';
import { measurementsPart } from './demo/measurements';
import { photosPart } from './demo/photos';
import { habitsPart } from './demo/habits';
import { checkInsPart } from './demo/check-ins';
import { workoutsPart } from './demo/workouts';

export { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_TRAINER };

/**
 * The demo, one part per area (server/bootstrap/demo/), in the order they
 * depend on each other. A new area adds its file and one line here.
 */
export const DEMO_PARTS: readonly DemoPart[] = [clientsPart, exercisesPart, plansPart, weightsPart, invitationsPart, sessionsPart, billingPart, workoutsPart, mealsPart, subscriptionPart, platformPart, messagesPart, measurementsPart, photosPart, habitsPart, checkInsPart, notificationsPart, onboardingPart];

/** DEMO=1 without ADMIN_EMAIL/ADMIN_PASSWORD: an admin anyone trying the demo can sign in as. */
export function withDemoAdmin(config: Config): Config {
  if (!config.demo || config.adminEmail || config.adminPassword) return config;
  return { ...config, adminEmail: DEMO_ADMIN.email, adminPassword: DEMO_PASSWORD };
}

/**
 * DEMO=1: a trainer with clients, plans, weights, invitations, sessions and
 * logged workouts. Safe to run on every start: each part writes what it has
 * not written yet and keeps the rest as it is (changes made while trying the
 * demo stay).
 */
export async function seedDemo(ctx: AppContext): Promise<void> {
  const started = Date.now();
  const seed = await seedAccounts(ctx, new Date());
  for (const part of DEMO_PARTS) await part.seed(seed);
  const clientLogins = DEMO_CLIENTS.filter((c) => c.account).map((c) => c.email);
  const admin = ctx.config.adminEmail === DEMO_ADMIN.email ? `, as admin ${DEMO_ADMIN.email}` : '';
  ctx.log(
    `demo data ready in ${Date.now() - started} ms. Sign in as trainer ${DEMO_TRAINER.email}${admin}` +
      ` or as a client: ${clientLogins.join(', ')} (password ${DEMO_PASSWORD})`,
  );
}
