import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { NotFound } from '../../errors';
import { subscriptionJoin, TRAINER_STATUSES, trainerStatusSql, type TrainerStatus } from './status';

/*
 * What the admin screens read (issue #13): the platform's figures, trainers and
 * clients across spaces, analytics by week. Read-only, online-only: nothing here
 * is synced.
 */

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** Monday 00:00 UTC of the week of `now`. */
export function weekStart(now: Date): Date {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d;
}

const lastActive = sql`(select max(coalesce(t.last_used_at, t.created_at)) from auth_tokens t where t.user_id = u.id)`;
const clientCount = sql`(select count(*)::int from clients c where c.trainer_id = u.id and c.deleted_at is null)`;

export async function adminDashboard(db: Db, now = new Date()) {
  const { status, trialEndsAt } = trainerStatusSql(now);
  const week = weekStart(now).toISOString();
  const byStatus = await rows<{ status: TrainerStatus; n: number }>(
    db,
    sql`select ${status} as status, count(*)::int as n from users u ${subscriptionJoin} where u.role = 'trainer' group by 1`,
  );
  const [figures] = await rows<{ clients: number; sessions: number; workouts: number; disabled: number }>(
    db,
    sql`select
      (select count(*)::int from clients where deleted_at is null) as clients,
      (select count(*)::int from training_sessions where deleted_at is null and progress_status = 'completed' and starts_at >= ${week}::timestamptz and starts_at <= ${now.toISOString()}::timestamptz) as sessions,
      (select count(distinct session_id)::int from exercise_logs where deleted_at is null and logged_at >= ${week}::timestamptz) as workouts,
      (select count(*)::int from users where role = 'trainer' and disabled_at is not null) as disabled`,
  );
  const trialsEnding = await rows<{ id: string; name: string; email: string; trial_ends_at: string }>(
    db,
    sql`select u.id, u.name, u.email, ${trialEndsAt} as trial_ends_at from users u ${subscriptionJoin}
        where u.role = 'trainer' and u.disabled_at is null and ${status} = 'trial'
          and ${trialEndsAt} <= ${new Date(now.getTime() + 7 * 86_400_000).toISOString()}::timestamptz
        order by 4 limit 50`,
  );
  const counts = Object.fromEntries(TRAINER_STATUSES.map((s) => [s, 0])) as Record<TrainerStatus, number>;
  for (const r of byStatus) counts[r.status] = r.n;
  return {
    trainers_by_status: counts,
    trainers_disabled: figures!.disabled,
    clients: figures!.clients,
    sessions_this_week: figures!.sessions,
    workouts_this_week: figures!.workouts,
    week_starts: week.slice(0, 10),
    trials_ending: trialsEnding.map((t) => ({ ...t, trial_ends_at: iso(t.trial_ends_at)! })),
  };
}

export const TRAINER_SORTS = ['name', 'email', 'created', 'last_active', 'clients'] as const;
export type TrainerSort = (typeof TRAINER_SORTS)[number];
export const ADMIN_PAGE_SIZE = 20;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

export async function adminTrainers(db: Db, opts: { q?: string; sort: TrainerSort; dir: 'asc' | 'desc'; page: number }, now = new Date()) {
  const { status, trialEndsAt } = trainerStatusSql(now);
  const where = opts.q ? sql`and (u.name ilike ${like(opts.q)} or u.email ilike ${like(opts.q)})` : sql``;
  const column = { name: sql`lower(u.name)`, email: sql`lower(u.email)`, created: sql`u.created_at`, last_active: sql`last_active`, clients: sql`clients` }[opts.sort];
  const dir = opts.dir === 'desc' ? sql`desc nulls last` : sql`asc nulls first`;
  const list = await rows<{ id: string; name: string; email: string; created_at: string; disabled_at: string | null; meals_enabled: boolean; status: TrainerStatus; trial_ends_at: string; clients: number; last_active: string | null; total: number }>(
    db,
    sql`select u.id, u.name, u.email, u.created_at, u.disabled_at, u.meals_enabled, ${status} as status, ${trialEndsAt} as trial_ends_at,
          ${clientCount} as clients, ${lastActive} as last_active, count(*) over ()::int as total
        from users u ${subscriptionJoin} where u.role = 'trainer' ${where}
        order by ${column} ${dir}, u.id
        limit ${ADMIN_PAGE_SIZE} offset ${(opts.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return {
    data: list.map(({ total: _t, ...t }) => ({
      ...t,
      created_at: iso(t.created_at)!,
      disabled_at: iso(t.disabled_at),
      trial_ends_at: iso(t.trial_ends_at)!,
      last_active: iso(t.last_active),
    })),
    pagination: { page: opts.page, per_page: ADMIN_PAGE_SIZE, total: list[0]?.total ?? (opts.page > 1 ? await countTrainers(db, where) : 0) },
  };
}

async function countTrainers(db: Db, where: SQL) {
  const [r] = await rows<{ n: number }>(db, sql`select count(*)::int as n from users u ${subscriptionJoin} where u.role = 'trainer' ${where}`);
  return r?.n ?? 0;
}

export async function adminTrainer(db: Db, id: string, now = new Date()) {
  const { status, trialEndsAt } = trainerStatusSql(now);
  const [t] = await rows<{ id: string; name: string; email: string; language: string; time_zone: string; created_at: string; email_verified_at: string | null; registration_status: string; disabled_at: string | null; meals_enabled: boolean; status: TrainerStatus; trial_ends_at: string; clients: number; last_active: string | null }>(
    db,
    sql`select u.id, u.name, u.email, u.language, u.time_zone, u.created_at, u.email_verified_at, u.registration_status, u.disabled_at, u.meals_enabled,
          ${status} as status, ${trialEndsAt} as trial_ends_at, ${clientCount} as clients, ${lastActive} as last_active
        from users u ${subscriptionJoin} where u.role = 'trainer' and u.id = ${id}::uuid`,
  );
  if (!t) throw new NotFound();
  const actions = await adminActionsList(db, { targetId: id, limit: 50 });
  const [sub] = await rows<{ plan: string; status: string; trial_ends_at: string | null; current_period_end: string | null; first_paid_at: string | null; cancel_at_period_end: boolean; amount_minor: number | null; currency: string; provider: string | null }>(
    db,
    sql`select plan, status, trial_ends_at, current_period_end, first_paid_at, cancel_at_period_end, amount_minor, currency, provider from subscriptions where trainer_id = ${id}::uuid`,
  );
  const history = await rows<{ id: string; kind: string; actor_type: string; actor_email: string | null; details: Record<string, unknown>; created_at: string }>(
    db,
    sql`select e.id, e.kind, e.actor_type, a.email as actor_email, e.details, e.created_at
        from subscription_events e left join users a on a.id = e.actor_id
        where e.trainer_id = ${id}::uuid order by e.created_at desc, e.id desc limit 50`,
  );
  return {
    ...t,
    subscription: sub
      ? { ...sub, trial_ends_at: iso(sub.trial_ends_at), current_period_end: iso(sub.current_period_end), first_paid_at: iso(sub.first_paid_at) }
      : null,
    subscription_history: history.map((e) => ({ ...e, created_at: iso(e.created_at)! })),
    created_at: iso(t.created_at)!,
    email_verified_at: iso(t.email_verified_at),
    disabled_at: iso(t.disabled_at),
    trial_ends_at: iso(t.trial_ends_at)!,
    last_active: iso(t.last_active),
    actions,
  };
}

export async function adminClients(db: Db, opts: { q?: string; page: number }) {
  const where = opts.q ? sql`and (c.name ilike ${like(opts.q)} or c.email ilike ${like(opts.q)} or t.name ilike ${like(opts.q)})` : sql``;
  const list = await rows<{ id: string; name: string; email: string | null; status: string; has_account: boolean; trainer_id: string; trainer_name: string; created_at: string; total: number }>(
    db,
    sql`select c.id, c.name, c.email, c.status, (c.user_id is not null) as has_account, t.id as trainer_id, t.name as trainer_name, c.created_at,
          count(*) over ()::int as total
        from clients c join users t on t.id = c.trainer_id
        where c.deleted_at is null ${where}
        order by lower(c.name), c.id
        limit ${ADMIN_PAGE_SIZE} offset ${(opts.page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return {
    data: list.map(({ total: _t, ...c }) => ({ ...c, created_at: iso(c.created_at)! })),
    pagination: { page: opts.page, per_page: ADMIN_PAGE_SIZE, total: list[0]?.total ?? 0 },
  };
}

export async function adminActionsList(db: Db, opts: { targetId?: string; limit: number }) {
  const where = opts.targetId ? sql`where a.target_id = ${opts.targetId}::uuid` : sql``;
  const list = await rows<{ id: string; actor_id: string | null; actor_email: string; action: string; target_id: string | null; target_name: string | null; details: Record<string, unknown>; at: string }>(
    db,
    sql`select a.id, a.actor_id, a.actor_email, a.action, a.target_id, u.name as target_name, a.details, a.at
        from admin_actions a left join users u on u.id = a.target_id ${where}
        order by a.at desc, a.id desc limit ${opts.limit}`,
  );
  return list.map((a) => ({ ...a, at: iso(a.at)! }));
}

/** Twelve weeks of figures, oldest first, for the analytics charts. */
export const ANALYTICS_WEEKS = 12;

export async function adminAnalytics(db: Db, now = new Date()) {
  const first = new Date(weekStart(now).getTime() - (ANALYTICS_WEEKS - 1) * 7 * 86_400_000).toISOString();
  const weeks = sql`generate_series(${first}::timestamptz, ${weekStart(now).toISOString()}::timestamptz, interval '7 days') as w(start)`;
  const weekly = await rows<{ week: string; signups: number; active_trainers: number; workouts: number; meals: number }>(
    db,
    sql`select w.start as week,
          (select count(*)::int from users u where u.role = 'trainer' and u.created_at >= w.start and u.created_at < w.start + interval '7 days') as signups,
          (select count(distinct s.space_id)::int from training_sessions s where s.deleted_at is null and s.updated_at >= w.start and s.updated_at < w.start + interval '7 days') as active_trainers,
          (select count(distinct l.session_id)::int from exercise_logs l where l.deleted_at is null and l.logged_at >= w.start and l.logged_at < w.start + interval '7 days') as workouts,
          (select count(*)::int from meal_logs m where m.deleted_at is null and m.was_completed and m.logged_at >= w.start and m.logged_at < w.start + interval '7 days') as meals
        from ${weeks} order by 1`,
  );
  const since = first.slice(0, 10);
  const pages = await rows<{ path: string; en: number; sk: number; cz: number; total: number }>(
    db,
    sql`select path,
          coalesce(sum(views) filter (where language = 'en'), 0)::int as en,
          coalesce(sum(views) filter (where language = 'sk'), 0)::int as sk,
          coalesce(sum(views) filter (where language = 'cz'), 0)::int as cz,
          sum(views)::int as total
        from page_views where day >= ${since}::date group by path order by total desc, path limit 60`,
  );
  const referrers = await rows<{ host: string; views: number }>(
    db,
    sql`select referrer_host as host, sum(views)::int as views from page_views
        where day >= ${since}::date and referrer_host <> '' group by 1 order by 2 desc limit 10`,
  );
  const [sync] = await rows<{ rejected_week: number; rejected_total: number; notices_waiting: number; devices: number; devices_week: number }>(
    db,
    sql`select
      (select count(*)::int from sync_mutation_errors where created_at >= ${weekStart(now).toISOString()}::timestamptz) as rejected_week,
      (select count(*)::int from sync_mutation_errors) as rejected_total,
      (select count(*)::int from sync_notices) as notices_waiting,
      (select count(*)::int from sync_devices) as devices,
      (select count(*)::int from sync_devices where created_at >= ${weekStart(now).toISOString()}::timestamptz) as devices_week`,
  );
  const rejectedByCode = await rows<{ code: string; n: number }>(
    db,
    sql`select code, count(*)::int as n from sync_mutation_errors where created_at >= ${first}::timestamptz group by 1 order by 2 desc limit 10`,
  );
  return {
    weeks: weekly.map((w) => ({ ...w, week: iso(w.week)!.slice(0, 10) })),
    page_views: pages,
    referrers,
    sync: { ...sync!, rejected_by_code: rejectedByCode },
  };
}

