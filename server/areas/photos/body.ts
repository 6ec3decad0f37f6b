import { z } from 'zod';
import { optionalText } from '../../../domain/mutations/fields';
import { PhotoAddArgs, takenOnField } from '../../../domain/photos/mutations';

/** REST bodies (snake_case), mapped to the mutations' args. */
export const SetCreateBody = z.object({ id: z.uuid().optional(), taken_on: takenOnField, note: optionalText().optional() });
export const SetUpdateBody = z.object({ taken_on: takenOnField.optional(), note: optionalText().optional() });
export const PhotoCreateBody = z.object({
  id: z.uuid().optional(),
  pose: PhotoAddArgs.shape.pose,
  mime: PhotoAddArgs.shape.mime,
  width: PhotoAddArgs.shape.width,
  height: PhotoAddArgs.shape.height,
  bytes: PhotoAddArgs.shape.bytes,
  sha256: PhotoAddArgs.shape.sha256,
  thumb_sha256: PhotoAddArgs.shape.thumbSha256,
});
