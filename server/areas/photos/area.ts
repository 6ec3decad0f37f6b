import { photoSets, photos } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { toPhotoRow, toPhotoSetRow } from './row';
import { addPhoto, removePhoto } from './commands/photos';
import { addPhotoSet, editPhotoSet, removePhotoSet } from './commands/sets';
import { registerPhotoRoutes } from './routes';

export const photosServer = defineServerArea({
  tables: { photoSets: serverTable(photoSets, toPhotoSetRow), photos: serverTable(photos, toPhotoRow) },
  commands: { 'photoSet.add': addPhotoSet, 'photoSet.edit': editPhotoSet, 'photoSet.remove': removePhotoSet, 'photo.add': addPhoto, 'photo.remove': removePhoto },
  routes: registerPhotoRoutes,
});
