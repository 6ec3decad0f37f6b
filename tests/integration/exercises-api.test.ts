import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GLOBAL_EXERCISES } from '../../domain/exercises/library';
import { EXERCISE_MESSAGES } from '../../domain/exercises/messages';
import { foldText } from '../../domain/exercises/normalize';
import { PLAN_MESSAGES } from '../../domain/plans/messages';
import { exercises } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { BENCH } from './plans-fixtures';
import { makeClient, makeTrainer } from './sync-fixtures';

type Dto = {
  id: string;
  title: string;
  video_url: string | null;
  exercise_category_id: string;
  category: { id: string; name: string };
  tracking_fields: string[];
  source: string;
  customized_copy_id: string | null;
  customized_from_id: string | null;
};

describe.each(DB_KINDS)('exercise REST endpoints on %s', (kind) => {
  const env = serverForSuite(kind);
  const db = () => env.server.ctx.db;
  const list = async (token: string, query = '') => (await (await env.server.api(`/api/exercises${query}`, { token })).json()) as { data: Dto[]; total: number };

  it('creates, reads, changes and deletes an own exercise; tracking defaults to reps, weight, RPE', async () => {
    const t = await makeTrainer(db());
    const res = await env.server.api('/api/exercises', {
      token: t.token,
      body: { title: ' Sled push ', exercise_category_id: 'full-body', video_url: 'https://youtu.be/dQw4w9WgXcQ', description: 'Low and fast' },
    });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: Dto };
    expect(data).toMatchObject({ title: 'Sled push', source: 'own', exercise_category_id: 'full-body', tracking_fields: ['reps', 'weight', 'effort'], category: { name: 'Full body' } });

    expect(((await (await env.server.api(`/api/exercises/${data.id}`, { token: t.token })).json()) as { data: Dto }).data.title).toBe('Sled push');
    const put = await env.server.api(`/api/exercises/${data.id}`, { token: t.token, method: 'PUT', body: { tracking_fields: ['duration', 'distance'], video_url: '' } });
    expect(put.status).toBe(200);
    expect(((await put.json()) as { data: Dto }).data).toMatchObject({ title: 'Sled push', tracking_fields: ['duration', 'distance'], video_url: null });

    const mine = await list(t.token);
    expect(mine.data[0]!.id).toBe(data.id);
    expect(mine.total).toBe(GLOBAL_EXERCISES.length + 1);

    expect((await env.server.api(`/api/exercises/${data.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: t.token })).status).toBe(404);
    // An edit of a deleted exercise is not found (delete wins).
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: t.token, method: 'PUT', body: { title: 'Back' } })).status).toBe(404);
    expect((await list(t.token)).total).toBe(GLOBAL_EXERCISES.length);
  });

  it('refuses a video link that is not YouTube, Vimeo or a video file, and a missing title or category, storing nothing', async () => {
    const t = await makeTrainer(db());
    for (const video_url of ['https://example.com/page', 'not a link', 'ftp://youtube.com/watch?v=dQw4w9WgXcQ']) {
      const res = await env.server.api('/api/exercises', { token: t.token, body: { title: 'Row', exercise_category_id: 'upper-body', video_url } });
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ message: EXERCISE_MESSAGES.videoUrlInvalid, errors: { video_url: [EXERCISE_MESSAGES.videoUrlInvalid] } });
    }
    const ok = await env.server.api('/api/exercises', { token: t.token, body: { title: 'Row', exercise_category_id: 'upper-body', video_url: 'https://vimeo.com/76979871' } });
    expect(ok.status).toBe(201);
    const noTitle = await env.server.api('/api/exercises', { token: t.token, body: { title: '  ', exercise_category_id: 'upper-body' } });
    expect(((await noTitle.json()) as { errors: Record<string, string[]> }).errors.title).toEqual([EXERCISE_MESSAGES.exerciseTitleRequired]);
    const noCategory = await env.server.api('/api/exercises', { token: t.token, body: { title: 'X', exercise_category_id: 'legs' } });
    expect(((await noCategory.json()) as { errors: Record<string, string[]> }).errors.exercise_category_id).toEqual([PLAN_MESSAGES.categoryRequired]);
    const { data } = (await ok.json()) as { data: Dto };
    const bad = await env.server.api(`/api/exercises/${data.id}`, { token: t.token, method: 'PUT', body: { video_url: 'https://example.com/x' } });
    expect(bad.status).toBe(422);
    const rows = await db().select().from(exercises).where(eq(exercises.spaceId, t.id));
    expect(rows.map((r) => r.videoUrl)).toEqual(['https://vimeo.com/76979871']);
  });

  it('customizing a global exercise makes a copy that hides the global one until the copy is deleted', async () => {
    const t = await makeTrainer(db());
    const res = await env.server.api(`/api/exercises/${BENCH}/copy`, { token: t.token, body: { title: 'Bench press (paused)' } });
    expect(res.status).toBe(201);
    const copy = ((await res.json()) as { data: Dto }).data;
    expect(copy).toMatchObject({ source: 'customized', customized_from_id: BENCH, title: 'Bench press (paused)', tracking_fields: ['reps', 'weight', 'effort'] });

    const shown = await list(t.token);
    expect(shown.data.some((e) => e.id === BENCH)).toBe(false);
    expect(shown.data.some((e) => e.id === copy.id)).toBe(true);
    expect(shown.total).toBe(GLOBAL_EXERCISES.length);
    const global = ((await (await env.server.api(`/api/exercises/${BENCH}`, { token: t.token })).json()) as { data: Dto }).data;
    expect(global).toMatchObject({ source: 'library', customized_copy_id: copy.id });

    // Another trainer still sees the global exercise.
    const other = await makeTrainer(db());
    expect((await list(other.token)).data.some((e) => e.id === BENCH)).toBe(true);

    await env.server.api(`/api/exercises/${copy.id}`, { token: t.token, method: 'DELETE' });
    expect((await list(t.token)).data.some((e) => e.id === BENCH)).toBe(true);
    expect((await env.server.api('/api/exercises/no-such-exercise/copy', { token: t.token, body: {} })).status).toBe(404);
  });

  it('filters by category and searches in the trainer\u2019s language and English, ignoring diacritics', async () => {
    const t = await makeTrainer(db());
    const cardio = await list(t.token, '?category_id=cardio');
    expect(cardio.data.length).toBeGreaterThan(5);
    expect(cardio.data.every((e) => e.exercise_category_id === 'cardio')).toBe(true);
    await env.server.api('/api/user/language', { token: t.token, body: { language: 'sk' } });
    const squat = await list(t.token, `?search=${encodeURIComponent('drep')}`);
    expect(squat.data.length).toBeGreaterThan(0);
    // Slovak names (Drep, Dřep in Czech) are found without typing the diacritics.
    expect(squat.data.every((e) => foldText(e.title).includes('drep'))).toBe(true);
    expect(squat.total).toBeLessThan(GLOBAL_EXERCISES.length);
    const english = await list(t.token, '?search=back%20squat');
    expect(english.data.some((e) => e.id === 'barbell-back-squat')).toBe(true);
    const paged = await list(t.token, '?page=2&per_page=20');
    expect(paged.data).toHaveLength(20);
    expect(paged.total).toBe(GLOBAL_EXERCISES.length);
  });

  it('lists the ten categories in the caller\u2019s language', async () => {
    const t = await makeTrainer(db());
    const res = (await (await env.server.api('/api/exercise-categories', { token: t.token })).json()) as { data: { id: string; name: string }[] };
    expect(res.data).toHaveLength(10);
    expect(res.data[0]).toMatchObject({ id: 'upper-body', name: 'Upper body' });
  });

  it('another trainer\u2019s exercise is 404; a client\u2019s token is 403 on trainer endpoints; no token is 401', async () => {
    const t = await makeTrainer(db());
    const other = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const { data } = (await (await env.server.api('/api/exercises', { token: t.token, body: { title: 'Mine', exercise_category_id: 'core-trunk' } })).json()) as { data: Dto };
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: other.token })).status).toBe(404);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: other.token, method: 'PUT', body: { title: 'Stolen' } })).status).toBe(404);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: other.token, method: 'DELETE' })).status).toBe(404);
    expect((await env.server.api(`/api/exercises/${data.id}/copy`, { token: other.token, body: {} })).status).toBe(404);
    // Reusing the id for a create does not take the row over.
    expect((await env.server.api('/api/exercises', { token: other.token, body: { id: data.id, title: 'X', exercise_category_id: 'cardio' } })).status).toBe(404);

    const client = c.user!.token;
    expect((await env.server.api('/api/exercises', { token: client })).status).toBe(403);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: client })).status).toBe(403);
    expect((await env.server.api('/api/exercises', { token: client, body: { title: 'X', exercise_category_id: 'cardio' } })).status).toBe(403);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: client, method: 'PUT', body: { title: 'X' } })).status).toBe(403);
    expect((await env.server.api(`/api/exercises/${data.id}`, { token: client, method: 'DELETE' })).status).toBe(403);
    expect((await env.server.api(`/api/exercises/${BENCH}/copy`, { token: client, body: {} })).status).toBe(403);
    expect((await env.server.api('/api/exercise-categories', { token: client })).status).toBe(200);
    expect((await env.server.api('/api/exercises')).status).toBe(401);
    const [row] = await db().select().from(exercises).where(eq(exercises.id, data.id));
    expect(row).toMatchObject({ title: 'Mine', deletedAt: null });
  });

  it('the endpoints are in the OpenAPI document with their roles', async () => {
    const doc = (await (await env.server.api('/api/openapi.json')).json()) as { paths: Record<string, Record<string, { description?: string }>> };
    for (const [path, method] of [
      ['/api/exercises', 'get'],
      ['/api/exercises', 'post'],
      ['/api/exercises/{id}', 'get'],
      ['/api/exercises/{id}', 'put'],
      ['/api/exercises/{id}', 'delete'],
      ['/api/exercises/{id}/copy', 'post'],
    ] as const) {
      expect(doc.paths[path]?.[method]?.description, `${method} ${path}`).toContain('Access: trainer.');
    }
    expect(doc.paths['/api/exercise-categories']?.get?.description).toContain('Access: any signed-in user.');
  });
});
