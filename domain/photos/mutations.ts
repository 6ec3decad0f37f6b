import { z } from 'zod';
import { def, defineArea } from '../mutations/def';
import { optionalText } from '../mutations/fields';
import { isWallDate } from '../time/wall-time';
import { photoEntity, photoSetEntity } from './entity';
import { PHOTO_MESSAGES as M } from './messages';
import { isSha256Hex, PHOTO_MAX_BYTES, PHOTO_MAX_SIDE, PHOTO_MIMES, PHOTO_POSES } from './photo';

/** A wall date from 2000 on: a photo of an earlier year is a typing slip. */
export const takenOnField = z.string({ error: M.photoTakenOnInvalid }).refine((s) => isWallDate(s) && s >= '2000-01-01' && s < '2200-01-01', { error: M.photoTakenOnInvalid });

const side = z.number({ error: M.photoFileInvalid }).int({ error: M.photoFileInvalid }).min(1, { error: M.photoFileInvalid }).max(PHOTO_MAX_SIDE, { error: M.photoFileInvalid });
const sha256 = z.string({ error: M.photoFileInvalid }).refine(isSha256Hex, { error: M.photoFileInvalid });

/** Start a set of photos of one date. The id is made on the device; a resent add does nothing. Only the client adds (their own record). */
export const PhotoSetAddArgs = z.object({
  id: z.uuid(),
  /** The client's own record; a client-role user with one record may leave it out. */
  clientId: z.uuid().optional(),
  takenOn: takenOnField,
  note: optionalText().optional(),
});
export type PhotoSetAddArgs = z.output<typeof PhotoSetAddArgs>;

/** Change the date or the note; each keeps its latest edit. */
export const PhotoSetEditArgs = z.object({ id: z.uuid(), takenOn: takenOnField.optional(), note: optionalText().optional() });
export type PhotoSetEditArgs = z.output<typeof PhotoSetEditArgs>;

/** Delete a set with its photos and their files. */
export const PhotoSetRemoveArgs = z.object({ id: z.uuid() });
export type PhotoSetRemoveArgs = z.output<typeof PhotoSetRemoveArgs>;

/** A photo's row, pushed before its files: what the device made of the picture (docs/rules/photos.md "Uploads"). */
export const PhotoAddArgs = z.object({
  id: z.uuid(),
  setId: z.uuid(),
  pose: z.enum(PHOTO_POSES, { error: M.photoPoseInvalid }),
  mime: z.enum(PHOTO_MIMES, { error: M.photoNotImage }),
  width: side,
  height: side,
  bytes: z.number({ error: M.photoFileInvalid }).int({ error: M.photoFileInvalid }).min(1, { error: M.photoFileInvalid }).max(PHOTO_MAX_BYTES, { error: M.photoTooLarge }),
  sha256,
  thumbSha256: sha256,
});
export type PhotoAddArgs = z.output<typeof PhotoAddArgs>;

/** Delete one photo and its files. */
export const PhotoRemoveArgs = z.object({ id: z.uuid() });
export type PhotoRemoveArgs = z.output<typeof PhotoRemoveArgs>;

/** Progress photos. */
export const photoArea = defineArea({
  entities: [photoSetEntity, photoEntity],
  mutations: {
    'photoSet.add': def({ args: PhotoSetAddArgs, target: (a) => ({ table: 'photoSets', id: a.id }) }),
    'photoSet.edit': def({ args: PhotoSetEditArgs, target: (a) => ({ table: 'photoSets', id: a.id }) }),
    'photoSet.remove': def({ args: PhotoSetRemoveArgs, target: (a) => ({ table: 'photoSets', id: a.id }) }),
    'photo.add': def({ args: PhotoAddArgs, target: (a) => ({ table: 'photos', id: a.id }) }),
    'photo.remove': def({ args: PhotoRemoveArgs, target: (a) => ({ table: 'photos', id: a.id }) }),
  },
});
