import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { CATEGORIES } from '../../../domain/exercises/categories';
import { libraryExercise } from '../../../domain/exercises/library';
import { MESSAGES } from '../../../domain/messages';
import { ExerciseFields } from '../../../domain/exercises/mutations';
import { isOwnExerciseId } from '../../../domain/plans/mutations';
import { createExercise } from './commands/create';
import { customizeExercise } from './commands/customize';
import { deleteExercise } from './commands/delete';
import { updateExercise } from './commands/update';
import type { HonoEnv } from '../../context';
import { exerciseById, exerciseLibrary, ownView } from './queries';
import { ExerciseDto } from './schemas';
import { NotFound } from '../../errors';
import { write } from '../../replication/write';
import { argsOf } from '../../http/rest-args';
import { body, json, route } from '../../http/route';

const One = z.object({ data: ExerciseDto });
const List = z.object({ data: z.array(ExerciseDto), total: z.number().int() });
const CategoryDto = z.object({ id: z.string(), name: z.string(), names: z.object({ en: z.string(), sk: z.string(), cz: z.string() }) });

const F = ExerciseFields.shape;
const CreateBody = z.object({
  id: z.uuid().optional(),
  title: F.title,
  description: F.description.optional(),
  video_url: F.videoUrl,
  exercise_category_id: F.categoryId,
  tracking_fields: F.trackingFields.optional(),
  equipment: F.equipment.optional(),
  muscles: F.muscles.optional(),
});
const UpdateBody = z.object({
  title: F.title.optional(),
  description: F.description.optional(),
  video_url: F.videoUrl.optional(),
  exercise_category_id: F.categoryId.optional(),
  tracking_fields: F.trackingFields.optional(),
  equipment: F.equipment.optional(),
  muscles: F.muscles.optional(),
});
/** docs/rules/exercises.md "Customizing" customize: optional id for the copy and fields that differ from the global exercise. */
const CopyBody = UpdateBody.extend({ id: z.uuid().optional() });

const IdParam = z.object({ id: z.string().min(1).max(120) });
const OwnIdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const ListQuery = z.object({
  category_id: z.string().max(60).optional(),
  search: z.string().max(200).optional(),
  page: z.coerce.number().int().min(1).optional(),
  per_page: z.coerce.number().int().min(1).max(1000).optional(),
});

const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const tags = ['Exercises'];

const listRoute = route(['trainer'], {
  method: 'get',
  path: '/api/exercises',
  operationId: 'listExercises',
  tags,
  summary: 'Own exercises, then global library exercises not customized (optionally by category, search, page)',
  request: { query: ListQuery },
  responses: { 200: json(List, 'The exercises') },
});
const getRoute = route(['trainer'], {
  method: 'get',
  path: '/api/exercises/{id}',
  operationId: 'getExercise',
  tags,
  summary: 'An own exercise (uuid) or a global library exercise (slug)',
  request: { params: IdParam },
  responses: { 200: json(One, 'The exercise'), ...notFound },
});
const createRoute = route(['trainer'], {
  method: 'post',
  path: '/api/exercises',
  operationId: 'createExercise',
  tags,
  summary: 'Create an own exercise (same command as the sync mutation exercise.create)',
  request: body(CreateBody),
  responses: { 201: json(One, 'Created'), 200: json(One, 'Already created under this id') },
});
const updateRoute = route(['trainer'], {
  method: 'put',
  path: '/api/exercises/{id}',
  operationId: 'updateExercise',
  tags,
  summary: 'Change an own or customized exercise (exercise.update)',
  request: { params: OwnIdParam, ...body(UpdateBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});
const deleteRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/exercises/{id}',
  operationId: 'deleteExercise',
  tags,
  summary: 'Delete an own exercise (a deleted customized copy shows its global exercise again)',
  request: { params: OwnIdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const copyRoute = route(['trainer'], {
  method: 'post',
  path: '/api/exercises/{id}/copy',
  operationId: 'copyExercise',
  tags,
  summary: 'Customize a global exercise (a copy that hides it, exercise.customize) or copy an own one',
  request: { params: IdParam, body: { content: { 'application/json': { schema: CopyBody } }, required: false } },
  responses: { 201: json(One, 'The copy'), ...notFound },
});
const categoriesRoute = route('authenticated', {
  method: 'get',
  path: '/api/exercise-categories',
  operationId: 'listExerciseCategories',
  tags,
  summary: 'The ten exercise categories (docs/rules/exercises.md "Categories"), named in the caller\u2019s language',
  responses: { 200: json(z.object({ data: z.array(CategoryDto) }), 'The categories') },
});

type Fields = z.infer<typeof UpdateBody>;
/** REST body fields to mutation fields (only those given). */
function fieldsOf(b: Fields) {
  const out: Record<string, unknown> = {};
  if (b.title !== undefined) out.title = b.title;
  if (b.description !== undefined) out.description = b.description;
  if (b.video_url !== undefined) out.videoUrl = b.video_url;
  if (b.exercise_category_id !== undefined) out.categoryId = b.exercise_category_id;
  if (b.tracking_fields !== undefined) out.trackingFields = b.tracking_fields;
  if (b.equipment !== undefined) out.equipment = b.equipment;
  if (b.muscles !== undefined) out.muscles = b.muscles;
  return out;
}

export function registerExerciseRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listRoute, async (c) => {
    const q = c.req.valid('query');
    const user = c.var.user;
    const all = await exerciseLibrary(c.var.ctx.db, user.id, user.language, { categoryId: q.category_id, search: q.search });
    const data = q.page ? all.slice((q.page - 1) * (q.per_page ?? 20), q.page * (q.per_page ?? 20)) : all;
    return c.json({ data, total: all.length }, 200);
  });

  app.openapi(getRoute, async (c) => {
    const user = c.var.user;
    return c.json({ data: await exerciseById(c.var.ctx.db, user.id, user.language, c.req.valid('param').id) }, 200);
  });

  app.openapi(createRoute, async (c) => {
    const b = c.req.valid('json');
    const user = c.var.user;
    const args = argsOf('exercise.create', { id: b.id ?? uuidv7(), ...fieldsOf(b) });
    const { row, created } = await write(c.var.ctx, user, (tx) => createExercise(tx, user, args));
    return c.json({ data: ownView(row, user.language) }, created ? 201 : 200);
  });

  app.openapi(updateRoute, async (c) => {
    const user = c.var.user;
    const fields = fieldsOf(c.req.valid('json'));
    const { id } = c.req.valid('param');
    if (Object.keys(fields).length === 0) return c.json({ data: await exerciseById(c.var.ctx.db, user.id, user.language, id) }, 200);
    const args = argsOf('exercise.update', { id, fields });
    const row = await write(c.var.ctx, user, (tx) => updateExercise(tx, user, args));
    return c.json({ data: ownView(row, user.language) }, 200);
  });

  app.openapi(deleteRoute, async (c) => {
    const user = c.var.user;
    await write(c.var.ctx, user, (tx) => deleteExercise(tx, user, { id: c.req.valid('param').id }));
    return c.body(null, 204);
  });

  app.openapi(copyRoute, async (c) => {
    const user = c.var.user;
    const { id } = c.req.valid('param');
    const b = (c.req.valid('json') as z.infer<typeof CopyBody> | undefined) ?? {};
    const newId = b.id ?? uuidv7();
    if (isOwnExerciseId(id)) {
      const source = await exerciseById(c.var.ctx.db, user.id, user.language, id);
      const args = argsOf('exercise.create', {
        id: newId,
        title: source.title,
        description: source.description,
        videoUrl: source.video_url,
        categoryId: source.exercise_category_id,
        trackingFields: source.tracking_fields,
        equipment: source.equipment,
        muscles: source.muscles,
        ...fieldsOf(b),
      });
      const { row } = await write(c.var.ctx, user, (tx) => createExercise(tx, user, args));
      return c.json({ data: ownView(row, user.language) }, 201);
    }
    if (!libraryExercise(id)) throw new NotFound();
    const args = argsOf('exercise.customize', { id: newId, globalId: id, fields: fieldsOf(b) });
    const { row } = await write(c.var.ctx, user, (tx) => customizeExercise(tx, user, args));
    return c.json({ data: ownView(row, user.language) }, 201);
  });

  app.openapi(categoriesRoute, (c) => {
    const language = c.var.user.language;
    return c.json({ data: CATEGORIES.map((cat) => ({ id: cat.id, name: cat.names[language], names: { ...cat.names } })) }, 200);
  });
}
