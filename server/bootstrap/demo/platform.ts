import { eq } from 'drizzle-orm';
import { PAGE_VIEW_DEMO_PATHS } from './platform-pages';
import { adminActions, pageViews, subscriptionEvents, subscriptions, users } from '../../db/schema';
import { demoId, type DemoPart } from './seed';

const DAY_MS = 86_400_000;

/**
 * What the admin area shows in the demo: other trainers in every state of
 * their subscription, twelve weeks of landing page views, and a few admin
 * actions. Written with fixed ids, so a restart adds nothing twice. These
 * trainers cannot sign in (no password): they are there to be looked at.
 */
const TRAINERS: Array<{ key: string; name: string; daysAgo: number; language: 'en' | 'sk' | 'cz'; plan?: 'standard' | 'early_adopter' | 'free_access' | 'lifetime'; trialDays?: number }> = [
  { key: 'jana', name: 'Jana Kováčová', daysAgo: 80, language: 'sk', plan: 'early_adopter' },
  { key: 'petr', name: 'Petr Dvořák', daysAgo: 72, language: 'cz', plan: 'early_adopter' },
  { key: 'lucia', name: 'Lucia Horváthová', daysAgo: 61, language: 'sk', plan: 'standard' },
  { key: 'mark', name: 'Mark Ellis', daysAgo: 55, language: 'en', plan: 'standard' },
  { key: 'zuzana', name: 'Zuzana Nováková', daysAgo: 47, language: 'sk', plan: 'free_access' },
  { key: 'ondrej', name: 'Ondřej Svoboda', daysAgo: 90, language: 'cz', plan: 'lifetime' },
  { key: 'emma', name: 'Emma Clarke', daysAgo: 38, language: 'en' },
  { key: 'tomas', name: 'Tomáš Kráľ', daysAgo: 12, language: 'sk' },
  { key: 'klara', name: 'Klára Veselá', daysAgo: 9, language: 'cz' },
  { key: 'oliver', name: 'Oliver Grant', daysAgo: 3, language: 'en' },
  { key: 'marek', name: 'Marek Baláž', daysAgo: 20, language: 'sk', trialDays: 14 },
];

/** A small deterministic generator (mulberry32): the same counts on every start. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const platformPart: DemoPart = {
  name: 'platform',
  async seed({ ctx, now }) {
    const db = ctx.db;
    for (const t of TRAINERS) {
      const id = demoId(`platform-trainer:${t.key}`);
      const created = new Date(now.getTime() - t.daysAgo * DAY_MS);
      const email = `${t.key}@trainers.repwise.app`;
      await db
        .insert(users)
        .values({ id, name: t.name, email, passwordHash: '!demo: no sign-in', role: 'trainer', language: t.language, emailVerifiedAt: created, createdAt: created, updatedAt: created })
        .onConflictDoNothing();
      if (t.plan) {
        const paid = t.plan === 'standard' || t.plan === 'early_adopter';
        const periodEnd = t.plan === 'lifetime' ? null : t.plan === 'free_access' ? new Date(now.getTime() + 120 * DAY_MS) : new Date(now.getTime() + 12 * DAY_MS);
        await db
          .insert(subscriptions)
          .values({
            id: demoId(`platform-subscription:${t.key}`),
            trainerId: id,
            plan: t.plan,
            status: 'active',
            currentPeriodEnd: periodEnd,
            firstPaidAt: paid ? new Date(created.getTime() + 14 * DAY_MS) : null,
            amountMinor: t.plan === 'standard' ? 1500 : t.plan === 'early_adopter' ? 750 : null,
            provider: paid ? 'local' : null,
            createdAt: created,
            updatedAt: created,
          })
          .onConflictDoNothing();
        await db
          .insert(subscriptionEvents)
          .values({
            id: demoId(`platform-event:${t.key}`),
            trainerId: id,
            kind: paid ? 'checkout_completed' : 'plan_granted',
            actorType: paid ? 'user' : 'admin',
            actorId: paid ? id : null,
            details: { plan: t.plan },
            createdAt: new Date(created.getTime() + 14 * DAY_MS),
          })
          .onConflictDoNothing();
      }
      if (t.trialDays) {
        await db
          .insert(subscriptions)
          .values({ id: demoId(`platform-subscription:${t.key}`), trainerId: id, plan: 'trial', status: 'trialing', trialEndsAt: new Date(now.getTime() + 4 * DAY_MS), createdAt: created, updatedAt: created })
          .onConflictDoNothing();
      }
    }

    // Twelve weeks of landing page views, more in Slovak and Czech than in English, rising a little.
    const rows = [];
    const next = random(1313);
    for (let daysBack = 83; daysBack >= 1; daysBack--) {
      const day = new Date(now.getTime() - daysBack * DAY_MS).toISOString().slice(0, 10);
      for (const { path, weight } of PAGE_VIEW_DEMO_PATHS) {
        const language = path.startsWith('/sk') ? 'sk' : path.startsWith('/cz') ? 'cz' : 'en';
        const views = Math.round(weight * (1 + (83 - daysBack) / 60) * (0.6 + next()));
        if (!views) continue;
        const referrerHost = next() < 0.55 ? 'www.google.com' : next() < 0.5 ? '' : next() < 0.5 ? 'www.instagram.com' : 'www.facebook.com';
        rows.push({ day, path, language: language as 'en' | 'sk' | 'cz', referrerHost, views });
      }
    }
    for (let i = 0; i < rows.length; i += 500) await db.insert(pageViews).values(rows.slice(i, i + 500)).onConflictDoNothing();

    // A few things the demo admin did, so the log is not empty.
    const [admin] = await db.select({ id: users.id, email: users.email }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (!admin) return;
    const actions = [
      { key: 'grant-ondrej', action: 'trainer.grantPlan', target: 'ondrej', details: { plan: 'lifetime', until: null }, daysAgo: 60 },
      { key: 'grant-zuzana', action: 'trainer.grantPlan', target: 'zuzana', details: { plan: 'free_access', until: null }, daysAgo: 33 },
      { key: 'extend-marek', action: 'trainer.extendTrial', target: 'marek', details: { days: 10 }, daysAgo: 2 },
    ];
    await db
      .insert(adminActions)
      .values(
        actions.map((a) => ({
          id: demoId(`platform-action:${a.key}`),
          actorId: admin.id,
          actorEmail: admin.email,
          action: a.action,
          targetId: demoId(`platform-trainer:${a.target}`),
          details: a.details,
          at: new Date(now.getTime() - a.daysAgo * DAY_MS),
        })),
      )
      .onConflictDoNothing();
  },
};
