import type { OpenAPIHono } from '@hono/zod-openapi';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { ErrorBody } from '../../../domain/auth';
import { MESSAGES } from '../../../domain/messages';
import { PhotoRow, PhotoSetRow } from '../../../domain/photos/entity';
import type { PhotoFileKind } from '../../../domain/photos/photo';
import type { HonoEnv } from '../../context';
import { restDto } from '../../http/dto';
import { body, json, route } from '../../http/route';
import { write } from '../../replication/write';
import { objectStoreOf } from '../../storage';
import { addPhoto, removePhoto } from './commands/photos';
import { addPhotoSet, editPhotoSet, removePhotoSet } from './commands/sets';
import { readPhotoFile, removeDeletedPhotoFiles, storePhotoFile } from './files';
import { ownPhotoSets, photoSetById, trainerClientPhotoSets, type PhotoSetWithPhotos } from './queries';
import { PhotoCreateBody, SetCreateBody, SetUpdateBody } from './body';

/** docs/rules/photos.md as the REST API shows it: the synced rows, a set with its photos. */
const Photo = restDto(PhotoRow);
const PhotoSet = restDto(PhotoSetRow, { add: { photos: z.array(Photo.schema) } });
const setDto = (s: PhotoSetWithPhotos) => PhotoSet.from(s, { photos: s.photos.map(Photo.from) });
const List = z.object({ data: z.array(PhotoSet.schema) });
const OneSet = z.object({ data: PhotoSet.schema });
const OnePhoto = z.object({ data: Photo.schema });
const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
const notFound = { 404: json(ErrorBody, MESSAGES.notFound) };
const tags = ['Progress photos'];
const Binary = z.string().openapi({ format: 'binary' });
const imageBody = { content: { 'image/webp': { schema: Binary }, 'image/jpeg': { schema: Binary } }, required: true };

const clientList = route(['client'], {
  method: 'get',
  path: '/api/client/photo-sets',
  operationId: 'listOwnPhotoSets',
  tags,
  summary: 'The signed-in client\u2019s photo sets with their photos, newest date first',
  responses: { 200: json(List, 'The sets') },
});

const trainerList = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{id}/photo-sets',
  operationId: 'listClientPhotoSets',
  tags,
  summary: 'A client\u2019s photo sets with their photos, newest date first',
  request: { params: IdParam },
  responses: { 200: json(List, 'The sets'), ...notFound },
});

const getSet = route(['client', 'trainer'], {
  method: 'get',
  path: '/api/photo-sets/{id}',
  operationId: 'getPhotoSet',
  tags,
  summary: 'One photo set with its photos (the client\u2019s own, or one of the trainer\u2019s client\u2019s)',
  request: { params: IdParam },
  responses: { 200: json(OneSet, 'The set'), ...notFound },
});

const createSet = route(['client'], {
  method: 'post',
  path: '/api/client/photo-sets',
  operationId: 'createPhotoSet',
  tags,
  summary: 'Start a photo set (same command as photoSet.add; a resent id does nothing)',
  request: body(SetCreateBody),
  responses: { 201: json(OneSet, 'Created'), 200: json(OneSet, 'Already created under this id'), ...notFound },
});

const updateSet = route(['client'], {
  method: 'put',
  path: '/api/photo-sets/{id}',
  operationId: 'updatePhotoSet',
  tags,
  summary: 'Change a set\u2019s date or note (photoSet.edit)',
  request: { params: IdParam, ...body(SetUpdateBody) },
  responses: { 200: json(OneSet, 'Changed'), ...notFound },
});

const removeSet = route(['client'], {
  method: 'delete',
  path: '/api/photo-sets/{id}',
  operationId: 'deletePhotoSet',
  tags,
  summary: 'Delete a set with its photos and their files (photoSet.remove)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

const createPhoto = route(['client'], {
  method: 'post',
  path: '/api/photo-sets/{id}/photos',
  operationId: 'createPhoto',
  tags,
  summary: 'Add a photo\u2019s row to a set, before its files (photo.add; a resent id does nothing)',
  request: { params: IdParam, ...body(PhotoCreateBody) },
  responses: { 201: json(OnePhoto, 'Created'), 200: json(OnePhoto, 'Already created under this id'), ...notFound },
});

const removeOne = route(['client'], {
  method: 'delete',
  path: '/api/photos/{id}',
  operationId: 'deletePhoto',
  tags,
  summary: 'Delete a photo and its files (photo.remove)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});

const Stored = z.object({ stored: z.literal(true) });
const uploadResponses = {
  200: json(Stored, 'Stored (or stored before: nothing written again)'),
  ...notFound,
  413: json(ErrorBody, `${MESSAGES.photoTooLarge} (refused while read; nothing stored)`),
  415: json(ErrorBody, `${MESSAGES.photoNotImage} / ${MESSAGES.photoTypeMismatch} (nothing stored)`),
};
const fileResponses = {
  200: { content: { 'image/webp': { schema: Binary }, 'image/jpeg': { schema: Binary } }, description: 'The file (Cache-Control: private, no-store)' },
  ...notFound,
};

const FILES: { kind: PhotoFileKind; segment: string; what: string }[] = [
  { kind: 'full', segment: 'file', what: 'full-size file' },
  { kind: 'thumb', segment: 'thumbnail', what: 'thumbnail' },
];

const uploadRoutes = FILES.map(({ kind, segment, what }) => ({
  kind,
  route: route(['client'], {
    method: 'put',
    path: `/api/photos/{id}/${segment}`,
    operationId: kind === 'full' ? 'uploadPhotoFile' : 'uploadPhotoThumbnail',
    tags,
    summary: `Upload a photo\u2019s ${what}: the raw bytes of the row\u2019s type, whose SHA-256 is the row\u2019s (at most 10 MB)`,
    request: { params: IdParam, body: imageBody },
    responses: uploadResponses,
  }),
}));

const downloadRoutes = FILES.map(({ kind, segment, what }) => ({
  kind,
  route: route(['client', 'trainer'], {
    method: 'get',
    path: `/api/photos/{id}/${segment}`,
    operationId: kind === 'full' ? 'downloadPhotoFile' : 'downloadPhotoThumbnail',
    tags,
    summary: `A photo\u2019s ${what} (the client\u2019s own, or one of the trainer\u2019s client\u2019s)`,
    request: { params: IdParam },
    responses: fileResponses,
  }),
}));

export function registerPhotoRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(clientList, async (c) => {
    const sets = await ownPhotoSets(c.var.ctx.db, c.var.user.id);
    return c.json({ data: sets.map(setDto) }, 200);
  });

  app.openapi(trainerList, async (c) => {
    const sets = await trainerClientPhotoSets(c.var.ctx.db, c.var.user.id, c.req.valid('param').id);
    return c.json({ data: sets.map(setDto) }, 200);
  });

  app.openapi(getSet, async (c) => {
    const set = await photoSetById(c.var.ctx.db, c.var.user, c.req.valid('param').id);
    return c.json({ data: setDto(set) }, 200);
  });

  app.openapi(createSet, async (c) => {
    const b = c.req.valid('json');
    const args = { id: b.id ?? uuidv7(), takenOn: b.taken_on, note: b.note };
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => addPhotoSet(tx, c.var.user, args));
    const set = await photoSetById(c.var.ctx.db, c.var.user, row.id);
    return c.json({ data: setDto(set) }, created ? 201 : 200);
  });

  app.openapi(updateSet, async (c) => {
    const { id } = c.req.valid('param');
    const b = c.req.valid('json');
    await write(c.var.ctx, c.var.user, (tx) => editPhotoSet(tx, c.var.user, { id, takenOn: b.taken_on, note: b.note }));
    return c.json({ data: setDto(await photoSetById(c.var.ctx.db, c.var.user, id)) }, 200);
  });

  app.openapi(removeSet, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => removePhotoSet(tx, c.var.user, { id }));
    await removeDeletedPhotoFiles(c.var.ctx.db, objectStoreOf(c.var.ctx));
    return c.body(null, 204);
  });

  app.openapi(createPhoto, async (c) => {
    const b = c.req.valid('json');
    const args = { id: b.id ?? uuidv7(), setId: c.req.valid('param').id, pose: b.pose, mime: b.mime, width: b.width, height: b.height, bytes: b.bytes, sha256: b.sha256, thumbSha256: b.thumb_sha256 };
    const { row, created } = await write(c.var.ctx, c.var.user, (tx) => addPhoto(tx, c.var.user, args));
    return c.json({ data: Photo.from(row) }, created ? 201 : 200);
  });

  app.openapi(removeOne, async (c) => {
    const { id } = c.req.valid('param');
    await write(c.var.ctx, c.var.user, (tx) => removePhoto(tx, c.var.user, { id }));
    await removeDeletedPhotoFiles(c.var.ctx.db, objectStoreOf(c.var.ctx));
    return c.body(null, 204);
  });

  for (const { kind, route: r } of uploadRoutes) {
    app.openapi(r, async (c) => {
      await storePhotoFile(c.var.ctx, c.var.user, c.req.valid('param').id, kind, {
        contentType: c.req.header('content-type'),
        contentLength: c.req.header('content-length'),
        body: c.req.raw.body,
      });
      return c.json({ stored: true as const }, 200);
    });
  }

  for (const { kind, route: r } of downloadRoutes) {
    app.openapi(r, async (c) => {
      const { mime, object } = await readPhotoFile(c.var.ctx, c.var.user, c.req.valid('param').id, kind);
      return c.body(object.stream(), 200, {
        'Content-Type': mime,
        'Content-Length': String(object.size),
        // Private to the client and their trainer: no shared cache keeps it, nor the browser's own.
        'Cache-Control': 'private, no-store',
      });
    });
  }
}
