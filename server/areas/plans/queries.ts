import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/constants';
import type { PlanTree } from '../../../domain/plans/copy';
import type { Db } from '../../db/database';
import { clients, trainingPlans } from '../../db/schema';
import { planTrees } from './commands/tree';
import { exercisesByIds } from '../exercises/queries';
import { Block, BlockExercise, Plan, type PlanView } from './schemas';

/** docs/rules/plans.md "Plans and templates" as the REST API shows it, blocks and exercises included (schemas.ts). */
export type { PlanView } from './schemas';

/** Ids of the live plans of a space matching a condition. */
async function planIdsWhere(db: Db, spaceIds: string[], cond?: SQL): Promise<{ id: string; spaceId: string }[]> {
  if (spaceIds.length === 0) return [];
  return db
    .select({ id: trainingPlans.id, spaceId: trainingPlans.spaceId })
    .from(trainingPlans)
    .where(and(inArray(trainingPlans.spaceId, spaceIds), isNull(trainingPlans.deletedAt), cond));
}

/** The REST views of some plans, with their clients' names and their exercises in the caller's language. */
export async function planViews(db: Db, trees: PlanTree[], spaceIds: string[], language: Locale): Promise<PlanView[]> {
  const exerciseIds = trees.flatMap((t) => t.exercises.map((e) => e.exerciseId));
  const info = await exercisesByIds(db, spaceIds, exerciseIds, language);
  const names = await clientNames(db, trees);
  return trees.map((t) => {
    const clientId = t.plan.clientId;
    return Plan.from(t.plan, {
      name: t.plan.title,
      is_client_specific: clientId !== null,
      client: clientId ? { id: clientId, name: names.get(clientId) ?? '' } : null,
      blocks: t.blocks.map((b) =>
        Block.from(b, {
          rest_duration: b.restSeconds,
          exercises: t.exercises
            .filter((e) => e.blockId === b.id)
            .map((e) => {
              const x = info.get(e.exerciseId);
              const exercise = x && { id: x.id, title: x.title, tracking_fields: x.tracking_fields, video_url: x.video_url, exercise_category_id: x.exercise_category_id, source: x.source };
              return BlockExercise.from(e, { exercise: exercise ?? null });
            }),
        }),
      ),
    });
  });
}

async function clientNames(db: Db, trees: PlanTree[]): Promise<Map<string, string>> {
  const ids = [...new Set(trees.map((t) => t.plan.clientId).filter((id): id is string => id !== null))];
  if (!ids.length) return new Map();
  const rows = await db.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function treesOf(db: Db, found: { id: string; spaceId: string }[]): Promise<PlanTree[]> {
  const bySpace = new Map<string, string[]>();
  for (const f of found) bySpace.set(f.spaceId, [...(bySpace.get(f.spaceId) ?? []), f.id]);
  const out: PlanTree[] = [];
  for (const [space, ids] of bySpace) out.push(...(await planTrees(db, space, ids)));
  return out.sort((a, b) => a.plan.createdAt.localeCompare(b.plan.createdAt) || a.plan.id.localeCompare(b.plan.id));
}

/** GET /api/training-plans: the trainer's templates and client plans (optionally only templates or one client's). */
export async function trainerPlans(db: Db, trainerId: string, language: Locale, q: { templatesOnly?: boolean; clientId?: string } = {}): Promise<PlanView[]> {
  const cond = q.clientId ? eq(trainingPlans.clientId, q.clientId) : q.templatesOnly ? eq(trainingPlans.isTemplate, true) : undefined;
  const trees = await treesOf(db, await planIdsWhere(db, [trainerId], cond));
  return planViews(db, trees, [trainerId], language);
}

/** One plan of the trainer's by id, optionally required to be a template or a given client's; else null. */
export async function trainerPlan(db: Db, trainerId: string, language: Locale, id: string, must: { template?: boolean; clientId?: string } = {}): Promise<PlanView | null> {
  const cond = and(
    eq(trainingPlans.id, id),
    must.template ? eq(trainingPlans.isTemplate, true) : undefined,
    must.clientId ? eq(trainingPlans.clientId, must.clientId) : undefined,
  );
  const trees = await treesOf(db, await planIdsWhere(db, [trainerId], cond));
  return (await planViews(db, trees, [trainerId], language))[0] ?? null;
}

/** GET /api/client/plans: the plans of the signed-in client's records, in their trainers' spaces. */
export async function clientPlans(db: Db, records: { id: string; trainerId: string }[], language: Locale): Promise<PlanView[]> {
  const spaces = [...new Set(records.map((r) => r.trainerId))];
  const ids = records.map((r) => r.id);
  if (!ids.length) return [];
  const trees = await treesOf(db, await planIdsWhere(db, spaces, inArray(trainingPlans.clientId, ids)));
  return planViews(db, trees, spaces, language);
}
