import { PhotoRow, PhotoSetRow } from '../../../domain/photos/entity';
import type { photoSets, photos } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** Stored rows in the device's shape (domain/photos/entity.ts): what pull sends and REST wraps. Every field by convention (replication/row-mapper.ts). */
export const toPhotoSetRow = rowMapper<PhotoSetRow, typeof photoSets.$inferSelect>(PhotoSetRow);
export const toPhotoRow = rowMapper<PhotoRow, typeof photos.$inferSelect>(PhotoRow);
